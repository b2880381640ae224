import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { FormSubmissionResultSchema, SCREEN_FORMS } from '@hcp/contracts/forms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createPortalApi } from '../../src/endpoints/app';
import type * as Idempotency from '../../src/endpoints/forms/idempotency';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import { signIn, startTestServer, type TestServer } from './harness';

// Two processes share no memory: this process's queue of same-key retries (oneAtATime) cannot order requests that
// came in through another one. Without it, only the database's unique indexes stand between them and a duplicate.
vi.mock('../../src/endpoints/forms/idempotency', async (importOriginal) => ({
  ...(await importOriginal<typeof Idempotency>()),
  oneAtATime: <T>(_key: string, task: () => Promise<T>) => task(),
}));

let server: TestServer;
/** A second portal API in front of the same database, as a second process behind the load balancer would be. */
let other: { baseUrl: string; close: () => Promise<void> };
let pharmacist: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms'] });
  pharmacist = await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
  const http = serve({ fetch: createPortalApi(() => server.payload).fetch, port: 0, hostname: '127.0.0.1' });
  if (!http.listening) await once(http, 'listening');
  other = {
    baseUrl: `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
});

afterAll(async () => {
  await other.close();
  await server.close();
  // The worker's next file shares this process (isolate: false) and must get the real queue.
  vi.doUnmock('../../src/endpoints/forms/idempotency');
});

const body = { values: { topic: 'product', phone: '020 7946 0999', preferred_time: 'afternoon' } };

function submitTo(baseUrl: string, botCheck: string, headers: Record<string, string>) {
  return fetch(`${baseUrl}/json/api/v1/forms/${SCREEN_FORMS.callback.slug}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pharmacist}`, ...headers },
    body: JSON.stringify({ ...body, botCheck }),
  });
}

const countSubmissions = async () =>
  (await server.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs;

describe('an idempotency key used through two processes at once', () => {
  it('stores one submission and answers both with it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const headers = { 'Idempotency-Key': `two-processes-key-${String(round).padStart(8, '0')}` };
      const count = await countSubmissions();
      const solutions = [await solveBotCheck(server.baseUrl), await solveBotCheck(other.baseUrl)] as const;
      const [a, b] = await Promise.all([
        submitTo(server.baseUrl, solutions[0], headers),
        submitTo(other.baseUrl, solutions[1], headers),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const first = FormSubmissionResultSchema.parse(await a.json());
      expect(FormSubmissionResultSchema.parse(await b.json())).toEqual(first);
      expect(await countSubmissions()).toBe(count + 1);
    }
  });
});

describe('a bot-check solution replayed to another process', () => {
  it('is refused there, and of two sent at once only one gets through', async () => {
    const solution = await solveBotCheck(server.baseUrl);
    expect((await submitTo(server.baseUrl, solution, {})).status).toBe(201);
    const replayed = await submitTo(other.baseUrl, solution, {});
    expect(replayed.status).toBe(400);
    expect(JSON.stringify(await replayed.json())).toContain('already used');

    const shared = await solveBotCheck(other.baseUrl);
    const statuses = (
      await Promise.all([submitTo(server.baseUrl, shared, {}), submitTo(other.baseUrl, shared, {})])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 400]);
  });
});
