// Issue 28, row 14: erasures of one account sent at the same moment. One erases it; the others find it gone (404),
// never a 500, on SQLite and on PostgreSQL alike.
import http from 'node:http';

import { ApiErrorSchema } from '@hcp/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNT_DELETION_PATH } from '../../src/endpoints/privacy/account-deletion';
import { ERASURE_MAIL_TASK } from '../../src/privacy/queue';
import { createPortalAccount, signIn, startTestServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

type Answer = { status: number; body: unknown };

/**
 * A POST whose headers are sent now and whose body waits for `release`: the server has the request open but cannot
 * act on it, so requests released together reach the handler together.
 */
function openPost(path: string, body: unknown, headers: Record<string, string>) {
  const { hostname, port } = new URL(server.baseUrl);
  const payload = JSON.stringify(body);
  let request: http.ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = http.request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          }),
        );
      },
    );
    request.on('error', reject);
    request.flushHeaders();
  });
  return {
    release: () => {
      request?.end(payload);
      return answer;
    },
  };
}

/** Every erasure's event (SQLite may give a new account the id of one erased before, so ids cannot tell them apart). */
async function erasedEvents(): Promise<number> {
  const { totalDocs } = await server.payload.count({
    collection: 'audit-events',
    where: { action: { equals: 'personal-data.erased' } },
    overrideAccess: true,
  });
  return totalDocs;
}

describe('erasures of one account sent at the same moment', () => {
  it.each([3, 12])('%i at once: one erases it and answers 200, the others answer 404', async (count) => {
    const email = `erase.together.${String(count)}@example.org`;
    const id = await createPortalAccount(server.payload, { email, firstName: 'Tog', lastName: 'Ether', roles: [] });
    const token = await signIn(server.baseUrl, email);
    const erasedBefore = await erasedEvents();
    const open = Array.from({ length: count }, () =>
      openPost(`/json${ACCOUNT_DELETION_PATH}`, { password: TEST_PASSWORD }, { authorization: `Bearer ${token}` }),
    );
    const answers = await Promise.all(open.map((request) => request.release()));

    const statuses = answers.map((answer) => answer.status).sort((a, b) => a - b);
    expect(statuses).toEqual([200, ...Array.from({ length: count - 1 }, () => 404)]);
    for (const answer of answers.filter(({ status }) => status === 404)) {
      expect(ApiErrorSchema.parse(answer.body).message).toBe('This account has already been deleted.');
    }
    // Erased once: no account row, one event, one confirmation mail queued.
    const account = await server.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } });
    expect(account).toBeNull();
    expect(await erasedEvents()).toBe(erasedBefore + 1);
    const { docs: mails } = await server.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: ERASURE_MAIL_TASK } },
      pagination: false,
      overrideAccess: true,
    });
    expect(mails.filter((job) => (job.input as { to?: string }).to === email)).toHaveLength(1);
  });
});
