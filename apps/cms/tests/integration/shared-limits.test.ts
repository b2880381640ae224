import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { formatWait } from '@hcp/contracts/plural';
import { Redis } from 'ioredis';
import pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { GUESS_LEDGER_TABLE } from '../../src/db/guess-ledger';
import { createPortalApi } from '../../src/endpoints/app';
import { env } from '../../src/env';
import {
  connectRedis,
  createSharedLimits,
  type LimitStore,
  type LimitStoreKind,
  type SharedLimits,
  sharedLimitsOf,
} from '../../src/utilities/shared-limits';
import { postgresLedger } from '../../src/utilities/guessLedger';
import { createPortalAccount, createRole, postJson, startTestServer, TEST_PASSWORD, type TestServer } from './harness';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Per address and hour: enough for the throttle's three failures and a fourth try, so its delay is what answers. */
const AUTH_LIMIT = 4;

/** Redis runs here and in CI; elsewhere its tests are skipped rather than failed. */
async function redisIsReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.quit();
    return true;
  } catch {
    probe.disconnect();
    return false;
  }
}
const redisReachable = await redisIsReachable();

let server: TestServer;
let roleId: number;

beforeAll(async () => {
  server = await startTestServer();
  roleId = await createRole(server.payload, 'Reader', ['read']);
});

afterAll(async () => {
  await server.close();
});

type Warnings = string[];

/** A connection of its own to the store, as each process opens, and a way to close it. */
async function connectionTo(kind: Exclude<LimitStoreKind, 'memory'>, warnings: Warnings) {
  if (kind === 'redis') {
    const client = await connectRedis(REDIS_URL, { warn: (message) => warnings.push(message) });
    const store: LimitStore = { kind: 'redis', client, ownsClient: true };
    return { store, end: () => Promise.resolve() };
  }
  const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 2 });
  const store: LimitStore = { kind: 'postgres', pool };
  return { store, end: () => pool.end() };
}

/** One "process": its own connection, its own limits built on it, and its own portal API over HTTP. */
type Process = { limits: SharedLimits; baseUrl: string; warnings: Warnings; stop: () => Promise<void> };

async function startProcess(kind: Exclude<LimitStoreKind, 'memory'>, keyPrefix: string): Promise<Process> {
  const warnings: Warnings = [];
  const connection = await connectionTo(kind, warnings);
  const limits = await createSharedLimits({
    store: connection.store,
    keyPrefix,
    keySecret: env.payloadSecret,
    logger: { warn: (message) => warnings.push(message) },
  });
  const http = serve({
    fetch: createPortalApi(() => server.payload, {
      authRateLimit: { limit: AUTH_LIMIT, windowMs: 60_000, trustProxyHops: 0 },
      sharedLimits: limits,
    }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  if (!http.listening) await once(http, 'listening');
  return {
    limits,
    baseUrl: `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`,
    warnings,
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await limits.close();
      await connection.end();
    },
  };
}

const requestReset = (process: Process) =>
  postJson(process.baseUrl, '/json/api/v1/account/request-password-reset', { email: 'someone@example.org' });

const signInAs = (process: Process, email: string, password: string) =>
  postJson(process.baseUrl, '/json/jwt-auth/v1/token', { username: email, password });

const stores: Exclude<LimitStoreKind, 'memory'>[] = [
  ...(env.databaseKind === 'postgres' ? (['postgres'] as const) : []),
  ...(redisReachable ? (['redis'] as const) : []),
];

describe('where the server counts', () => {
  it('counts in PostgreSQL when the database is PostgreSQL, and in memory on SQLite (one process)', async () => {
    const limits = await sharedLimitsOf(server.payload);
    expect(limits.store).toBe(env.databaseKind === 'postgres' ? 'postgres' : 'memory');
    // Built once: every later call gets the same limits.
    expect(await sharedLimitsOf(server.payload)).toBe(limits);
  });
});

for (const kind of stores)
  describe(`two processes counting in ${kind}`, () => {
    let first: Process;
    let second: Process;

    // Each test a deployment of its own: both processes name their counters alike, and no other test's counts are in
    // the way (every request here comes from 127.0.0.1, and sign-ins count towards its per-address limit too).
    beforeEach(async () => {
      const keyPrefix = `test-${randomUUID()}`;
      first = await startProcess(kind, keyPrefix);
      second = await startProcess(kind, keyPrefix);
    });

    afterEach(async () => {
      await first.stop();
      await second.stop();
    });

    it('lets 3 of 20 guesses taken at the same moment through both processes through, and holds the rest', async () => {
      const guess = {
        scope: 'users',
        secret: 'password',
        email: `together-${randomUUID()}@example.org`,
        address: '2001:db8:28::1',
      } as const;
      const reservations = await Promise.all(
        Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? first : second).limits.guesses.reserve(guess)),
      );
      expect(reservations.filter((reservation) => reservation.ok)).toHaveLength(3);
      // Another device of the same /64 waits too, through either process.
      expect(await second.limits.guesses.reserve({ ...guess, address: '2001:db8:28::ffff' })).toMatchObject({
        ok: false,
      });
    });

    it('answers 429 after the per-address limit is used up across both, not per process', async () => {
      const statuses: number[] = [];
      for (const process of [first, second, first, second, first]) statuses.push((await requestReset(process)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const refused = await requestReset(second);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(ApiErrorSchema.parse(await refused.json())).toMatchObject({
        code: 'rest_too_many_requests',
        data: { status: 429 },
      });
    });

    it('makes a sign-in through one process wait for the delay that failures through the other brought', async () => {
      const email = `throttled-${randomUUID()}@example.org`;
      await createPortalAccount(server.payload, { email, firstName: 'Tess', lastName: 'Ting', roles: [roleId] });
      expect((await signInAs(first, email, 'wrong-guess-1')).status).toBe(401);
      expect((await signInAs(second, email, 'wrong-guess-2')).status).toBe(401);
      // The third failure in a row brings the first delay, wherever it came in.
      expect((await signInAs(first, email, 'wrong-guess-3')).status).toBe(401);
      const held = await signInAs(second, email, TEST_PASSWORD);
      expect(held.status).toBe(429);
      const retryAfter = Number(held.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      // "Please wait 1 second", never "1 seconds": the words follow the header.
      expect(ApiErrorSchema.parse(await held.json()).message).toBe(
        `Too many sign-in attempts. Please wait ${formatWait(retryAfter)} and try again.`,
      );
      // Asked directly, the second process's limits refuse the pair too (a refusal takes no slot).
      expect(
        await second.limits.guesses.reserve({ scope: 'users', secret: 'password', email, address: '127.0.0.1' }),
      ).toMatchObject({ ok: false });
    });

    it('forgets the delay in both once the right password gets through one', async () => {
      const guess = {
        scope: 'users',
        secret: 'password',
        email: `forgiven-${randomUUID()}@example.org`,
        address: '198.51.100.7',
      } as const;
      for (let failure = 0; failure < 2; failure += 1) {
        const attempt = await first.limits.guesses.reserve(guess);
        if (attempt.ok) await attempt.failed();
      }
      // The third attempt, through the other process, is the right password.
      const right = await second.limits.guesses.reserve(guess);
      expect(right.ok).toBe(true);
      if (right.ok) await right.succeeded();
      const results = [];
      for (let attempt = 0; attempt < 3; attempt += 1) results.push(await first.limits.guesses.reserve(guess));
      expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    });

    it('counts the admin sign-in limit of both in one window', async () => {
      const adminSignIns = [first, second].map((process) =>
        process.limits.limiter('admin-sign-in', { points: 2, durationSeconds: 3600 }),
      );
      await adminSignIns[0]?.consume('203.0.113.5');
      await adminSignIns[1]?.consume('203.0.113.5');
      // The third attempt is refused (rate-limiter-flexible rejects with the count), saying when to come back.
      const third = adminSignIns[0]?.consume('203.0.113.5');
      await expect(third).rejects.toBeInstanceOf(RateLimiterRes);
      await expect(third).rejects.toMatchObject({ remainingPoints: 0, consumedPoints: 3 });
      expect(((await third?.catch((error: unknown) => error)) as RateLimiterRes).msBeforeNext).toBeGreaterThan(0);
      // Another address has its own count.
      await expect(adminSignIns[1]?.consume('203.0.113.6')).resolves.toBeInstanceOf(RateLimiterRes);
    });
  });

for (const kind of stores)
  describe(`when ${kind} cannot be reached`, () => {
    it('keeps limiting in this process’s memory, and says so in the log', async () => {
      const process = await startProcess(kind, `test-${randomUUID()}`);
      try {
        expect((await requestReset(process)).status).toBe(200);
        // The store goes away under the running process.
        await process.stop();
        const warnings = process.warnings;
        const limiter = process.limits.limiter('auth-outage', { points: 2, durationSeconds: 60 });
        await limiter.consume('192.0.2.1');
        await limiter.consume('192.0.2.1');
        await expect(limiter.consume('192.0.2.1')).rejects.toBeInstanceOf(RateLimiterRes);
        expect(warnings.join('\n')).toContain(`The shared rate-limit store (${kind}) is unreachable`);
      } finally {
        await process.stop().catch(() => undefined);
      }
    });
  });

describe.runIf(env.databaseKind === 'postgres')('the PostgreSQL guess ledger', () => {
  // Seen in CI: of 3 attempts at once, one was refused (429) though all 3 were free. It had read the clock before it
  // waited for the row's lock, and the attempt that held the lock wrote a later time.
  it('judges an attempt that waited for the row by the time it got it, not by the time it arrived', async () => {
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 3 });
    const holder = await pool.connect();
    try {
      const ledger = await postgresLedger(pool);
      const policy = { freeAttempts: 3, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 };
      const key = `test-${randomUUID()}`;
      expect(await ledger.take(key, policy)).toEqual({ taken: true, attempts: 1 });

      // Another process holds the row while this attempt arrives, and writes its own free attempt at a later time.
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM ${GUESS_LEDGER_TABLE} WHERE key = $1 FOR UPDATE`, [key]);
      const waiting = ledger.take(key, policy);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await holder.query(
        `UPDATE ${GUESS_LEDGER_TABLE} SET attempts = 2, next_at = (extract(epoch from clock_timestamp()) * 1000)::bigint WHERE key = $1`,
        [key],
      );
      await holder.query('COMMIT');

      // The third of three free attempts: taken, and the next one waits.
      expect(await waiting).toEqual({ taken: true, attempts: 3 });
      expect(await ledger.take(key, policy)).toMatchObject({ taken: false });
    } finally {
      holder.release();
      await pool.end();
    }
  });
});

describe('a REDIS_URL that cannot be reached', () => {
  it('stops the start with a message naming it, without its password', async () => {
    await expect(connectRedis('redis://:s3cret@127.0.0.1:1', { warn: () => undefined })).rejects.toThrow(
      /^REDIS_URL is set, but Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 could not be reached/,
    );
  });
});
