// Issue 28, row 11: with SESSION_MAX_HOURS below the CMS token's 2 hours, a CMS session must still end on time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.SESSION_MAX_HOURS = '0.5';
});

import { adminRest } from './admin-rest';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness';

const SESSION_MAX_SECONDS = 30 * 60;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Payload's REST handler as the admin's pages call it (admin-rest.ts), with the session cookie as a plain token. */
async function rest(method: string, path: string, cookie?: string, body?: unknown) {
  const answer = await adminRest(method, path, cookie ? { 'payload-token': cookie } : {}, body);
  return { ...answer, token: answer.cookies['payload-token'] };
}

function claimsOf(token: string): { iat: number; exp: number } {
  const [, part = ''] = token.split('.');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { iat: number; exp: number };
}

describe('a CMS session when SESSION_MAX_HOURS is half an hour', () => {
  it('gets a token that ends by then, and cannot refresh past it', async () => {
    const email = 'brief.session@example.org';
    await server.payload.create({
      collection: 'admins',
      data: { email, name: 'Brief Session', role: 'editor', password: TEST_PASSWORD },
      overrideAccess: true,
    });
    const signedIn = await rest('POST', '/api/admins/login', undefined, { email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    const token = signedIn.token ?? '';
    const { iat, exp } = claimsOf(token);
    expect(exp - iat).toBeLessThanOrEqual(SESSION_MAX_SECONDS);

    // The session Payload keeps on the account ends with its token.
    const stored = await server.payload.db.findOne<{
      id: number;
      sessions: { createdAt: string; expiresAt: string }[];
    }>({
      collection: 'admins',
      where: { email: { equals: email } },
    });
    const [session] = stored?.sessions ?? [];
    expect(session).toBeDefined();
    const lifetimeMs = new Date(session?.expiresAt ?? 0).getTime() - new Date(session?.createdAt ?? 0).getTime();
    expect(lifetimeMs).toBeLessThanOrEqual(SESSION_MAX_SECONDS * 1000);

    // The session works, and no refresh can hand it a token that would outlive it.
    expect((await rest('GET', '/api/admins/me', token)).body.user).toMatchObject({ email });
    const refreshed = await rest('POST', '/api/admins/refresh-token', token);
    expect(refreshed.status).toBe(403);
    expect(refreshed.token).toBeUndefined();
  });
});
