import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { RegisterCheckAnswer, RegisterCheckRequest } from '../../src/registration/register-check';
import { perWorker } from './per-worker';

/** The requests the stand-in register-check service received in this test file, oldest first. */
export const registerRequests: { body: RegisterCheckRequest; authorization: string | undefined }[] = perWorker(
  'registerRequests',
  () => [],
);

/**
 * What the stand-in answers for a `REGULATOR NUMBER` key: an answer, or a bare HTTP status (an outage). A key without
 * one answers not-found.
 */
export const registerAnswers = perWorker(
  'registerAnswers',
  () => new Map<string, RegisterCheckAnswer | { status: number }>(),
);

/** The bearer token the stand-in expects (REGISTER_CHECK_TOKEN); any other answers 401. */
export const REGISTER_TOKEN = 'register-check-test-token';

/**
 * Stands in for a provider's register-check service (REGISTER_CHECK_URL): a local HTTP server started before the
 * portal reads its configuration, answering from `registerAnswers`.
 */
export async function startRegisterService(): Promise<string> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const authorization = request.headers.authorization;
      if (authorization !== `Bearer ${REGISTER_TOKEN}`) {
        response.writeHead(401).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RegisterCheckRequest;
      registerRequests.push({ body, authorization });
      const answer = registerAnswers.get(`${body.regulator} ${body.registrationNumber}`) ?? { result: 'not-found' };
      if ('status' in answer) {
        response.writeHead(answer.status).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/check`;
}
