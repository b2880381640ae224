// Issue 28, row 14: erasures of one account sent at the same moment. One erases it; the others find it gone (404),
// never a 500, on SQLite and on PostgreSQL alike.
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNT_DELETION_PATH } from '../../src/endpoints/privacy/account-deletion';
import { ERASURE_MAIL_TASK } from '../../src/privacy/queue';
import { createPortalAccount, postTogether, signIn, startTestServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

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
  // Beyond three at once, the password's limits (guessLimits.ts) answer the excess 429 before any check: each request
  // re-enters the password, and every attempt takes its slot first. Three is the double click and the retry.
  it.each([3, 12])('%i at once: one erases it and answers 200, the others 404 or 429, never 500', async (count) => {
    const email = `erase.together.${String(count)}@example.org`;
    const id = await createPortalAccount(server.payload, { email, firstName: 'Tog', lastName: 'Ether', roles: [] });
    const token = await signIn(server.baseUrl, email);
    const erasedBefore = await erasedEvents();
    const answers = await postTogether(
      server.baseUrl,
      Array.from({ length: count }, () => ({
        network: { localAddress: '127.0.0.1' },
        path: `/json${ACCOUNT_DELETION_PATH}`,
        body: { password: TEST_PASSWORD },
        headers: { authorization: `Bearer ${token}` },
      })),
    );

    const statuses = answers.map((answer) => answer.status).sort((a, b) => a - b);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 404 && status !== 429)).toEqual([]);
    if (count === 3) expect(statuses).toEqual([200, 404, 404]);
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
