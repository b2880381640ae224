import { ApiErrorSchema } from '@hcp/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createPortalAccount,
  createRole,
  isolatedLimits,
  type Network,
  postFrom,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { DEFAULT_GUESS_LIMITS } from '../../src/utilities/guessLimits';
import { replaceSharedLimits } from '../../src/utilities/shared-limits';

let server: TestServer;
let selfService: number;

beforeAll(async () => {
  server = await startTestServer();
  selfService = await createRole(server.payload, 'Self-service', ['read', 'wb_edit_current_user']);
});

afterAll(async () => {
  await server.close();
});

/** Two real client addresses on this machine (harness.ts, `postFrom`). */
const attackerNetwork: Network = { localAddress: '127.0.0.1' };
const ownerNetwork: Network = { localAddress: '127.0.0.2' };

const post = (network: Network, path: string, body: unknown, headers: Record<string, string> = {}) =>
  postFrom(server.baseUrl, network, path, body, headers);

const signInFrom = (network: Network, username: string, password: string) =>
  post(network, '/json/jwt-auth/v1/token', { username, password });

describe('sign-in throttling per account and client address', () => {
  it('delays an attacker hammering an account, while its owner signs in from another address at once', async () => {
    await createPortalAccount(server.payload, {
      email: 'hammered@example.org',
      firstName: 'Ham',
      lastName: 'Mered',
      roles: [selfService],
    });
    // A first delay of a minute, not the second it is by default: on a busy machine the tries below can take longer
    // than a second, and the delay would pass before they are all made.
    const limits = await isolatedLimits(server.payload, {
      password: { ...DEFAULT_GUESS_LIMITS.password, firstDelayMs: 60_000 },
    });
    const usual = replaceSharedLimits(server.payload, limits);
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        statuses.push((await signInFrom(attackerNetwork, 'hammered@example.org', `guess-${String(attempt)}`)).status);
      }
      // Three wrong passwords, then every further try within the delay is answered 429 without checking it.
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429, 429, 429, 429]);

      const held = await signInFrom(attackerNetwork, 'hammered@example.org', TEST_PASSWORD);
      expect(held.status).toBe(429);
      expect(Number(held.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(ApiErrorSchema.parse(held.body)).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } });

      const owner = await signInFrom(ownerNetwork, 'hammered@example.org', TEST_PASSWORD);
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ user_email: 'hammered@example.org' });
    } finally {
      if (usual) void replaceSharedLimits(server.payload, await usual);
    }
  });

  it('doubles the delay with each further failure once it has passed, and never locks the account', async () => {
    await createPortalAccount(server.payload, {
      email: 'patient@example.org',
      firstName: 'Pa',
      lastName: 'Tient',
      roles: [],
    });
    for (let attempt = 0; attempt < 3; attempt += 1) await signInFrom(attackerNetwork, 'patient@example.org', 'wrong');
    const first = await signInFrom(attackerNetwork, 'patient@example.org', 'wrong');
    expect(first).toMatchObject({ status: 429, retryAfter: '1' });
    expect(ApiErrorSchema.parse(first.body).message).toBe(
      'Too many sign-in attempts. Please wait 1 second and try again.',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signInFrom(attackerNetwork, 'patient@example.org', 'wrong')).status).toBe(401);
    expect((await signInFrom(attackerNetwork, 'patient@example.org', 'wrong')).retryAfter).toBe('2');
    // The right password, from an address with no failures, is never refused: there is no lockout.
    expect((await signInFrom(ownerNetwork, 'patient@example.org', TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one, delay included, so the delay reveals nothing', async () => {
    await createPortalAccount(server.payload, {
      email: 'exists@example.org',
      firstName: 'Ex',
      lastName: 'Ists',
      roles: [],
    });
    const answers = async (email: string) => {
      const seen: unknown[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const { status, retryAfter, body } = await signInFrom(attackerNetwork, email, 'wrong-password');
        seen.push({ status, retryAfter, body });
      }
      return seen;
    };
    expect(await answers('ghost@example.org')).toEqual(await answers('exists@example.org'));
  });

  it('delays wrong current passwords on the account page as sign-in does, counted by the session', async () => {
    await createPortalAccount(server.payload, {
      email: 'pagechange@example.org',
      firstName: 'Page',
      lastName: 'Change',
      roles: [selfService],
    });
    const signedIn = await signInFrom(ownerNetwork, 'pagechange@example.org', TEST_PASSWORD);
    const { token } = signedIn.body as { token: string };
    const change = (currentPassword: string) =>
      post(
        attackerNetwork,
        '/json/api/v1/account/update',
        { currentPassword, newPassword: 'quiet-orchard-lamp-58' },
        { authorization: `Bearer ${token}` },
      );
    expect((await change('wrong-1')).status).toBe(400);
    expect((await change('wrong-2')).status).toBe(400);
    expect((await change('wrong-3')).status).toBe(400);
    const held = await change(TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBe('1');
    // Counted by the session: the owner's typos on the account page do not shut them out of signing in.
    expect((await signInFrom(attackerNetwork, 'pagechange@example.org', TEST_PASSWORD)).status).toBe(200);
  });
});
