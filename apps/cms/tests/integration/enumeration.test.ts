import crypto from 'node:crypto';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { RESET_REQUEST_ANSWER_MS } from '../../src/endpoints/identity/password-reset';
import { adminRest } from './admin-rest';
import { createPortalAccount, postJson, startTestServer, TEST_PASSWORD, type TestServer } from './harness';

/*
 * No enumeration (issue 12): a caller must not tell a registered email from an unknown one by the answer or by how
 * long it takes. A timing assertion would fail on a busy machine, so these tests check the cause of the time instead:
 * the password hash (PBKDF2 with 600 000 iterations, ~100 ms; everything else is a few ms) is computed as many times
 * for a known email as for an unknown one. Payload's hashing and ours both call `crypto.pbkdf2` when they run, so a
 * spy on it counts both (the CMS's sign-in runs in this process through Payload's REST handler, as Next calls it). The
 * reset request has no hash; it holds every answer to a fixed floor instead.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const index of [1, 2]) {
    await createPortalAccount(server.payload, {
      email: `known-${String(index)}@example.org`,
      firstName: 'Known',
      lastName: String(index),
      roles: [],
    });
  }
}, 120_000);

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

type Observed = { status: number; body: string; passwordHashes: number; ms: number };

/** Sends one call and answers what it said, how long it took, and how many password hashes it computed. */
async function observe(call: () => Promise<Response>): Promise<Observed> {
  const pbkdf2 = vi.spyOn(crypto, 'pbkdf2');
  const started = Date.now();
  const response = await call();
  const body = await response.text();
  const ms = Date.now() - started;
  const passwordHashes = pbkdf2.mock.calls.filter(([, , iterations]) => iterations >= 25_000).length;
  pbkdf2.mockRestore();
  return { status: response.status, body, passwordHashes, ms };
}

describe('no enumeration', () => {
  it('signs in a known email with a wrong password with the same answer and the same hashing as an unknown email', async () => {
    const signIn = (username: string) =>
      observe(() => postJson(server.baseUrl, '/json/jwt-auth/v1/token', { username, password: 'not-the-password' }));
    const known = await signIn('known-1@example.org');
    const unknown = await signIn('nobody-1@example.org');

    expect(known.status).toBe(401);
    expect(known.body).toMatch(/invalid_credentials/);
    expect(unknown.body).toBe(known.body);
    expect(known.passwordHashes).toBe(1);
    expect(unknown.passwordHashes).toBe(1);
  }, 30_000);

  it('answers a registration of a registered email with the same answer and the same hashing as a new one', async () => {
    const register = (email: string) =>
      observe(() =>
        postJson(server.baseUrl, '/json/api/v1/account/register', {
          firstName: 'Tim',
          lastName: 'Ing',
          email,
          password: 'amber-kettle-harbour-42',
          profession: 'nurse',
          organisation: 'Eastfield General',
          regulator: 'NMC',
          registrationNumber: '12A3456B',
        }),
      );
    const known = await register('known-2@example.org');
    const fresh = await register('new-1@example.org');

    expect(known.status).toBe(202);
    expect(fresh.body).toBe(known.body);
    expect(known.passwordHashes).toBe(1);
    expect(fresh.passwordHashes).toBe(1);
  }, 30_000);

  it('holds a reset request for a known and an unknown email to the same floor, with the same answer', async () => {
    const request = (email: string) =>
      observe(() => postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', { email }));
    const known = await request('known-1@example.org');
    const unknown = await request('nobody-2@example.org');

    expect(known.status).toBe(200);
    expect(unknown.body).toBe(known.body);
    // A lower bound only: a busy machine makes calls slower, never faster, so this cannot fail by noise.
    expect(known.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 1);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 1);
  }, 30_000);

  it('signs in to /admin with a known email and a wrong password with the same answer and hashing as an unknown email', async () => {
    await server.payload.create({
      collection: 'admins',
      data: { email: 'known-editor@example.org', name: 'Known Editor', role: 'editor', password: TEST_PASSWORD },
      overrideAccess: true,
    });
    const signIn = (email: string) =>
      observe(async () => {
        const answer = await adminRest('POST', '/api/admins/login', {}, { email, password: 'not-the-password' });
        return Response.json(answer.body, { status: answer.status });
      });
    const known = await signIn('known-editor@example.org');
    const unknown = await signIn('nobody-editor@example.org');

    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toBe(known.body);
    expect(known.passwordHashes).toBe(1);
    expect(unknown.passwordHashes).toBe(1);
  }, 30_000);
});
