// Issue 27: a Redis that is alive but does not answer (SIGSTOP), with a redis-server of this file's own.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

import { serve } from '@hono/node-server';
import { TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createPortalApi } from '../../src/endpoints/app';
import { env } from '../../src/env';
import { DEFAULT_GUESS_LIMITS } from '../../src/utilities/guessLimits';
import { connectRedis, createSharedLimits, type SharedLimits } from '../../src/utilities/shared-limits';
import {
  type Answer,
  createPortalAccount,
  createRole,
  type Network,
  postFrom,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type OwnRedis = { url: string; child: ChildProcess; freeze: () => void; thaw: () => void; stop: () => Promise<void> };

/** A redis-server that keeps nothing on disk, answering PING before this resolves. */
async function startRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${String(port)}`;
  await vi.waitFor(
    async () => {
      const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        expect(await client.ping()).toBe('PONG');
      } finally {
        client.disconnect();
      }
    },
    { timeout: 10_000, interval: 50 },
  );
  let frozen = false;
  return {
    url,
    child,
    freeze: () => {
      child.kill('SIGSTOP');
      frozen = true;
    },
    thaw: () => {
      if (frozen) child.kill('SIGCONT');
      frozen = false;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (frozen) child.kill('SIGCONT');
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

let server: TestServer;
let redis: OwnRedis;
let roleId: number;

beforeAll(async () => {
  redis = await startRedis();
  server = await startTestServer();
  roleId = await createRole(server.payload, 'Reader', ['read']);
});

afterAll(async () => {
  // The test's own Redis, whatever state a failed test left it in: woken, then killed.
  await redis.stop();
  await server.close();
});

/** One server process counting in the test's Redis: its own connection, limits and portal API. */
type Process = { limits: SharedLimits; client: Redis; baseUrl: string; warnings: string[]; stop: () => Promise<void> };
const started: Process[] = [];

async function startProcess(keyPrefix: string, perAddressLimit: number): Promise<Process> {
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) };
  const client = await connectRedis(redis.url, logger);
  const limits = await createSharedLimits({
    store: { kind: 'redis', client, ownsClient: true },
    keyPrefix,
    keySecret: env.payloadSecret,
    logger,
    // A delay that outlasts the test, so what it shows does not depend on how fast the machine is.
    guesses: { password: { ...DEFAULT_GUESS_LIMITS.password, firstDelayMs: 600_000 } },
    redisProbeIntervalMs: 100,
  });
  const listener = serve({
    fetch: createPortalApi(() => server.payload, {
      authRateLimit: { limit: perAddressLimit, windowMs: 60_000, trustProxyHops: 0 },
      sharedLimits: limits,
    }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  if (!listener.listening) await once(listener, 'listening');
  const process: Process = {
    limits,
    client,
    baseUrl: `http://127.0.0.1:${String((listener.address() as AddressInfo).port)}`,
    warnings,
    stop: async () => {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await limits.close();
    },
  };
  started.push(process);
  return process;
}

afterEach(async () => {
  redis.thaw();
  for (const process of started.splice(0)) await process.stop();
});

/** A sign-in through `process` from `network`'s address (each test has one of its own). */
function signIn(process: Process, network: Network, username: string, password: string): Promise<Answer> {
  return postFrom(process.baseUrl, network, '/json/jwt-auth/v1/token', { username, password });
}

async function newAccount(): Promise<string> {
  const email = `frozen-${randomUUID()}@example.org`;
  await createPortalAccount(server.payload, { email, firstName: 'Fro', lastName: 'Zen', roles: [roleId] });
  return email;
}

/** Commands this process sent to Redis so far (each one waited at most what was left of its request's budget). */
const sentToRedis = (process: Process) => process.limits.redisCircuit?.counts.redis ?? 0;
const messageOf = (answer: Answer) => ApiErrorSchema.parse(answer.body).message;
const THROTTLED = /^Too many sign-in attempts\. Please wait \d+ (second|minute)s? and try again\.$/;
const NETWORK_LIMITED = /^Too many attempts from your network\./;

describe('a frozen Redis (alive, not answering)', () => {
  it('answers a sign-in from memory after one Redis command at most, and the next ones without asking Redis', async () => {
    const process = await startProcess(`test-${randomUUID()}`, 100);
    const network = { localAddress: '127.0.0.11' };
    const email = await newAccount();
    expect((await signIn(process, network, email, 'wrong-while-healthy')).status).toBe(401);
    expect(process.limits.redisCircuit?.state).toBe('closed');

    redis.freeze();
    const before = sentToRedis(process);
    const signedIn = await signIn(process, network, email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(TokenResponseSchema.parse(signedIn.body).user_email).toBe(email);
    // The rate limit's command ran out of the request's budget; the throttle's check, and clearing it, went to memory.
    expect(sentToRedis(process) - before).toBe(1);
    expect(process.limits.redisCircuit?.state).toBe('open');
    expect(process.warnings.join('\n')).toContain('Redis did not answer within 200 ms');

    const refused = await signIn(process, network, email, 'wrong-while-frozen');
    expect(refused.status).toBe(401);
    expect(ApiErrorSchema.parse(refused.body).code).toBe(ERROR_CODES.invalidCredentials);
    expect(sentToRedis(process) - before).toBe(1);
  });

  it('holds the per-address limit exactly under 20 simultaneous sign-ins', async () => {
    const process = await startProcess(`test-${randomUUID()}`, 10);
    const network = { localAddress: '127.0.0.12' };
    redis.freeze();
    const before = sentToRedis(process);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn(process, network, `nobody-${String(index)}-${randomUUID()}@example.org`, 'guess'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(10);
    for (const answer of limited) expect(messageOf(answer)).toMatch(NETWORK_LIMITED);
    // At most one command per request waited on Redis: the ones that came before the circuit opened.
    expect(sentToRedis(process) - before).toBeLessThanOrEqual(20);
    expect(process.limits.redisCircuit?.state).toBe('open');
    expect((await signIn(process, network, 'someone@example.org', 'guess')).status).toBe(429);
  });

  it('delays an account after the third failure, under 20 simultaneous sign-ins, and not its owner elsewhere', async () => {
    const process = await startProcess(`test-${randomUUID()}`, 100);
    const attacker = { localAddress: '127.0.0.13' };
    const owner = { localAddress: '127.0.0.14' };
    const email = await newAccount();
    redis.freeze();

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await signIn(process, attacker, email, `guess-${String(attempt)}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signIn(process, attacker, email, `burst-${String(index)}`)),
    );
    for (const answer of burst) {
      expect(answer.status).toBe(429);
      expect(messageOf(answer)).toMatch(THROTTLED);
    }
    const held = await signIn(process, attacker, email, TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.retryAfter)).toBeGreaterThan(0);
    expect((await signIn(process, owner, email, TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps every failure of 20 simultaneous wrong passwords, so the account waits afterwards', async () => {
    const process = await startProcess(`test-${randomUUID()}`, 100);
    const attacker = { localAddress: '127.0.0.15' };
    const email = await newAccount();
    redis.freeze();
    const before = sentToRedis(process);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signIn(process, attacker, email, `burst-${String(index)}`)),
    );
    // The check comes before the count, so some of a burst may pass it; each is refused one way or the other.
    for (const answer of burst) expect([401, 429]).toContain(answer.status);
    expect(burst.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(3);
    expect(sentToRedis(process) - before).toBeLessThanOrEqual(20);
    const held = await signIn(process, attacker, email, TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(messageOf(held)).toMatch(THROTTLED);
  });

  it('counts in Redis again once it answers, shared with another process', async () => {
    const keyPrefix = `test-${randomUUID()}`;
    const process = await startProcess(keyPrefix, 100);
    const other = await startProcess(keyPrefix, 100);
    const network = { localAddress: '127.0.0.16' };
    const email = await newAccount();
    redis.freeze();
    expect((await signIn(process, network, email, 'wrong-while-frozen')).status).toBe(401);
    expect(process.limits.redisCircuit?.state).toBe('open');

    redis.thaw();
    await vi.waitFor(() => expect(process.limits.redisCircuit?.state).toBe('closed'), {
      timeout: 10_000,
      interval: 50,
    });
    const before = sentToRedis(process);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signIn(process, network, email, `guess-${String(attempt)}`)).status).toBe(401);
    expect(sentToRedis(process)).toBeGreaterThan(before);
    // The other process never saw these failures itself: it reads them from Redis.
    const guess = { scope: 'users', secret: 'password', email, address: network.localAddress } as const;
    expect(await other.limits.guesses.reserve(guess)).toMatchObject({ ok: false });
    expect(other.limits.redisCircuit?.counts.fallback).toBe(0);
  });
});

describe('closing the limits', () => {
  it('stops the probe and ends the connection, even while Redis is frozen', async () => {
    const process = await startProcess(`test-${randomUUID()}`, 100);
    redis.freeze();
    await process.limits.limiter('closing', { points: 5, durationSeconds: 60 }).consume('192.0.2.9');
    expect(process.limits.redisCircuit?.state).toBe('open');
    started.splice(started.indexOf(process), 1);
    await process.stop();
    // Cut, not waiting for the QUIT a frozen Redis never answers, and not reconnecting.
    await vi.waitFor(() => expect(process.client.status).toBe('end'), { timeout: 10_000, interval: 50 });
    expect(process.client.listenerCount('error')).toBe(1);
  });
});
