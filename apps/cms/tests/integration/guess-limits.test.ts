// Issue 28: every guessable secret is limited per account and per address, each attempt counted before it is checked,
// so attempts sent at the same moment cannot slip past. Portal passwords here through HTTP; CMS codes through Payload's
// REST handler as Next calls it.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPortalApi } from '../../src/endpoints/app';
import { confirmSetup, startSetup } from '../../src/two-factor/store';
import { DEFAULT_GUESS_LIMITS, type GuessLimitOptions } from '../../src/utilities/guessLimits';
import { adminRest } from './admin-rest';
import { mailbox, nextMailTo } from './mailbox';
import {
  createPortalAccount,
  isolatedLimits,
  type Network,
  postFrom,
  postTogether,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const TOKEN_PATH = '/json/jwt-auth/v1/token';
const from = (host: number): Network => ({ localAddress: `127.0.0.${String(host)}` });

/** A portal API of its own on this database, with limits of its own. */
async function portalWith(
  options: Partial<GuessLimitOptions>,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const sharedLimits = await isolatedLimits(server.payload, options);
  const listener = serve({
    fetch: createPortalApi(() => server.payload, { sharedLimits }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  if (!listener.listening) await once(listener, 'listening');
  const { port } = listener.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

const countOf = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('guessing a portal password', () => {
  it('checks 3 of 20 wrong passwords sent from one address at the same moment, and answers the rest 429', async () => {
    const email = 'together@example.org';
    await createPortalAccount(server.payload, { email, firstName: 'Al', lastName: 'Together', roles: [] });
    // A first delay that outlasts the test, so what it shows does not depend on how fast the machine is.
    const portal = await portalWith({ password: { ...DEFAULT_GUESS_LIMITS.password, firstDelayMs: 600_000 } });
    try {
      const answers = await postTogether(
        portal.baseUrl,
        Array.from({ length: 20 }, (_, index) => ({
          network: from(10),
          path: TOKEN_PATH,
          body: { username: email, password: `guess-${String(index)}` },
        })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(countOf(statuses, 401)).toBe(3);
      expect(countOf(statuses, 429)).toBe(17);
    } finally {
      await portal.close();
    }
  });

  it('holds an account to its hourly ceiling of failures from any number of addresses, but lets its owner’s browser in, and anyone after a reset', async () => {
    const email = 'ceiling@example.org';
    await createPortalAccount(server.payload, { email, firstName: 'Cei', lastName: 'Ling', roles: [] });
    const portal = await portalWith({ accountFailuresPerHour: 6 });
    try {
      // The owner signed in on this browser before: it keeps a known-device cookie for the sign-in routes only.
      /** A sign-in to this portal from 127.0.0.`host`, with the cookie given (none: a browser the account does not know). */
      const signInAt = (host: number, password: string, cookie?: string) =>
        postFrom(portal.baseUrl, from(host), TOKEN_PATH, { username: email, password }, cookie ? { cookie } : {});
      const earlier = await signInAt(20, TEST_PASSWORD);
      expect(earlier.status).toBe(200);
      const deviceCookie = earlier.setCookies.find((cookie) => cookie.startsWith('hcp-known-device-users='));
      expect(deviceCookie).toMatch(/; Path=\/json\/jwt-auth; .*HttpOnly; SameSite=Strict/);

      const statuses: number[] = [];
      for (const host of [21, 22, 23, 24]) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          statuses.push((await signInAt(host, 'nope')).status);
        }
      }
      // Six failures were checked, from two addresses; the other two addresses were refused before any hash.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);

      // A stranger with the right password is held too: the ceiling counts the account, not the password.
      expect((await signInAt(25, TEST_PASSWORD)).status).toBe(429);
      // The owner's browser, from a new address, is not.
      expect((await signInAt(26, TEST_PASSWORD, deviceCookie?.split(';')[0])).status).toBe(200);
      // A cookie signed for another account proves nothing for this one.
      expect((await signInAt(27, TEST_PASSWORD, 'hcp-known-device-users=made-up.c2lnbmF0dXJl')).status).toBe(429);

      // A password reset proves the account is the owner's: from then on a browser it does not know gets in too.
      const before = mailbox.length;
      await postFrom(portal.baseUrl, from(28), '/json/api/v1/account/request-password-reset', { email });
      const link = (await nextMailTo(email, before)).links.find((url) => url.includes('#token='));
      const token = new URL(link ?? 'http://invalid/').hash.replace('#token=', '');
      const newPassword = 'heather-lantern-quay-71';
      const reset = await postFrom(portal.baseUrl, from(28), '/json/api/v1/account/process-password-reset', {
        token,
        password: newPassword,
      });
      expect(reset.status).toBe(200);
      expect((await signInAt(28, newPassword)).status).toBe(200);
    } finally {
      await portal.close();
    }
  });
});

describe('guessing a CMS account’s second factor', () => {
  async function enrolledAdmin(email: string): Promise<{ id: number; secret: string }> {
    const admin = await server.payload.create({
      collection: 'admins',
      data: { email, name: 'Gus Guessed', role: 'editor', password: TEST_PASSWORD },
      overrideAccess: true,
    });
    const account = { collection: 'admins', id: admin.id } as const;
    const setup = await startSetup(server.payload, account, email);
    if (setup === 'already-enabled') throw new Error('The account was enrolled already.');
    expect(await confirmSetup(server.payload, account, await generate({ secret: setup.secret }))).toMatchObject({
      recoveryCodes: expect.any(Array) as unknown,
    });
    return { id: admin.id, secret: setup.secret };
  }

  /** A code from the app for the step after the last one used (a code works once). */
  async function nextCode(id: number, secret: string): Promise<string> {
    const stored = await server.payload.db.findOne<{ id: number; lastUsedStep?: number | null }>({
      collection: 'two-factor-credentials',
      where: { and: [{ accountCollection: { equals: 'admins' } }, { accountId: { equals: id } }] },
    });
    return generate({ secret, epoch: ((stored?.lastUsedStep ?? 0) + 1) * 30 });
  }

  async function signIn(email: string, clientAddress: string): Promise<Record<string, string>> {
    const answer = await adminRest('POST', '/api/admins/login', {}, { email, password: TEST_PASSWORD }, clientAddress);
    expect(answer.status).toBe(200);
    return { 'payload-token': answer.cookies['payload-token'] ?? '' };
  }

  const eventsOf = async (id: number) =>
    (
      await server.payload.find({
        collection: 'audit-events',
        where: { targetCollection: { equals: 'admins' }, targetId: { equals: String(id) } },
        overrideAccess: true,
        limit: 100,
      })
    ).docs;

  it('checks at most 5 of 20 wrong codes sent at once from 20 addresses, ends the session, and records each wrong code', async () => {
    const email = 'gus.guessed@example.org';
    const { id, secret } = await enrolledAdmin(email);
    const session = await signIn(email, '198.51.100.1');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        adminRest('POST', '/api/admins/two-factor-verify', session, { code: '000000' }, `203.0.113.${String(index)}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Five tries at most were checked (400). The rest were refused before any check: 401 once the session had run out
    // of tries and ended (a request that arrives after that finds no session), or 429.
    const checked = countOf(statuses, 400);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + countOf(statuses, 401) + countOf(statuses, 429)).toBe(20);

    const events = await eventsOf(id);
    const wrongCodes = events.filter(
      (event) => event.action === 'sign-in.failed' && (event.details as { reason?: string }).reason === 'wrong-code',
    );
    expect(wrongCodes).toHaveLength(checked);
    // The password was right, but no code passed: nobody signed in.
    expect(events.filter((event) => event.action === 'sign-in.succeeded')).toHaveLength(0);

    // The session is over: even the right code does nothing for it now.
    const ended = await adminRest('POST', '/api/admins/two-factor-verify', session, {
      code: await nextCode(id, secret),
    });
    expect(ended.status).toBe(401);

    // A right password again opens a new session, but clears nothing: the account's wrong codes go on counting from
    // where they were, and once they reach five its next code waits, even the right one.
    const again = await signIn(email, '198.51.100.1');
    let status = 400;
    // At most four more (at least one was checked above), so the right code below is still within the session's five.
    for (let more = 0; more < 4 && status === 400; more += 1) {
      status = (await adminRest('POST', '/api/admins/two-factor-verify', again, { code: '000000' })).status;
    }
    const held = await adminRest('POST', '/api/admins/two-factor-verify', again, { code: await nextCode(id, secret) });
    expect(held.status).toBe(429);
  });

  it('records the sign-in when the code passes, not before, and makes the browser known', async () => {
    const email = 'rita.right@example.org';
    const { id, secret } = await enrolledAdmin(email);
    const session = await signIn(email, '198.51.100.2');
    expect((await eventsOf(id)).filter((event) => event.action === 'sign-in.succeeded')).toHaveLength(0);
    const passed = await adminRest('POST', '/api/admins/two-factor-verify', session, {
      code: await nextCode(id, secret),
    });
    expect(passed.status).toBe(200);
    expect(passed.cookies['hcp-known-device-admins']).toBeTruthy();
    const succeeded = (await eventsOf(id)).filter((event) => event.action === 'sign-in.succeeded');
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]?.details).toMatchObject({ secondFactor: 'totp' });
  });
});
