import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { perWorker } from './per-worker';

/** A request the test push service received: which subscription (its path), the headers and the encrypted body. */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** Every push the test push service received in this test file, oldest first. */
export const pushbox: ReceivedPush[] = perWorker('pushbox', () => []);

/** Answers the test push service gives, per path, in order; a path without one answers 201 (delivered). */
export const pushAnswers = perWorker(
  'pushAnswers',
  () => new Map<string, { status: number; headers?: Record<string, string> }[]>(),
);

/**
 * Stands in for FCM or Mozilla's push service: a local HTTP server that records what it receives and answers as told.
 * It is started before the portal reads its configuration, so PUSH_SERVICE_ORIGINS can name it.
 */
export async function startPushService(): Promise<string> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const answer = pushAnswers.get(path)?.shift();
      if (!answer || answer.status < 300) pushbox.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer?.status ?? 201, answer?.headers ?? {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}
