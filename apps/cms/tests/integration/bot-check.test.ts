import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { BotCheckChallengeSchema } from '@hcp/contracts/forms';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPortalApi } from '../../src/endpoints/app';
import { BOT_CHECK_MESSAGES } from '../../src/endpoints/forms/bot-check-solution';
import { verifyBotCheck } from '../../src/endpoints/forms/bot-check';
import { env } from '../../src/env';
import { solveBotCheck } from './bot-check-solver';
import { isolatedLimits, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const challengeUrl = () => `${server.baseUrl}/json/api/v1/bot-check/challenge`;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (solution: string) =>
  JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Record<string, unknown>;

/** A solution to a challenge this server's key signed, with any expiry: what the endpoint would have issued. */
async function solutionSignedByServer(expires: Date | undefined, hmacKey = env.botCheck.hmacKey): Promise<string> {
  const challenge = await createChallenge({ hmacKey, maxNumber: 1000, ...(expires ? { expires } : {}) });
  const solved = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 1000).promise;
  if (!solved) throw new Error('unsolved');
  return encode({ ...challenge, number: solved.number, took: solved.took });
}

const countClaims = async () =>
  (await server.payload.count({ collection: 'bot-check-claims', overrideAccess: true })).totalDocs;

describe('GET /json/api/v1/bot-check/challenge', () => {
  it('issues a fresh signed challenge that expires in ten minutes, never cached', async () => {
    const before = Date.now();
    const response = await fetch(challengeUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = BotCheckChallengeSchema.parse(await response.json());
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires).toBeGreaterThan(before + 9 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60 * 1000);
    const another = BotCheckChallengeSchema.parse(await (await fetch(challengeUrl())).json());
    expect(another.salt).not.toBe(challenge.salt);
  });

  it('limits challenges per address, saying when to come back', async () => {
    const limited = serve({
      fetch: createPortalApi(() => server.payload, {
        botCheckRateLimit: { limit: 2, windowMs: 60_000, trustProxyHops: 0 },
        sharedLimits: await isolatedLimits(server.payload),
      }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    if (!limited.listening) await once(limited, 'listening');
    const url = `http://127.0.0.1:${String((limited.address() as AddressInfo).port)}/json/api/v1/bot-check/challenge`;
    try {
      expect((await fetch(url)).status).toBe(200);
      expect((await fetch(url)).status).toBe(200);
      const third = await fetch(url);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } });
    } finally {
      await new Promise<void>((resolve) => limited.close(() => resolve()));
    }
  });
});

describe('verifyBotCheck', () => {
  it('accepts a solved challenge once, forgetting used solutions whose challenges have expired', async () => {
    await server.payload.create({
      collection: 'bot-check-claims',
      data: { signatureHash: 'f'.repeat(64), expiresAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    });
    const solution = await solveBotCheck(server.baseUrl);
    expect(await verifyBotCheck(server.payload, solution)).toEqual({ ok: true });
    // The expired claim was purged; the new one is kept.
    const { docs } = await server.payload.find({ collection: 'bot-check-claims', overrideAccess: true });
    expect(docs.map((claim) => claim.signatureHash)).not.toContain('f'.repeat(64));
    expect(docs).toHaveLength(1);
    expect(await verifyBotCheck(server.payload, solution)).toEqual({ ok: false, message: BOT_CHECK_MESSAGES.replayed });
  });

  it('lets only one of several concurrent uses of the same solution through', async () => {
    const solution = await solveBotCheck(server.baseUrl);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => verifyBotCheck(server.payload, solution)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 5 }, () => ({ ok: false, message: BOT_CHECK_MESSAGES.replayed })),
    );
  });

  it('refuses a missing solution', async () => {
    expect(await verifyBotCheck(server.payload, undefined)).toEqual({ ok: false, message: BOT_CHECK_MESSAGES.missing });
    expect(await verifyBotCheck(server.payload, '  ')).toEqual({ ok: false, message: BOT_CHECK_MESSAGES.missing });
  });

  it('refuses a malformed one: not base64 JSON, the widget’s test mode, or a challenge without an expiry', async () => {
    const malformed = { ok: false, message: BOT_CHECK_MESSAGES.malformed };
    expect(await verifyBotCheck(server.payload, 'garbage!')).toEqual(malformed);
    expect(await verifyBotCheck(server.payload, encode({ challenge: null, solution: null, test: true }))).toEqual(
      malformed,
    );
    expect(await verifyBotCheck(server.payload, await solutionSignedByServer(undefined))).toEqual(malformed);
  });

  it('refuses a wrong one: another number, a forged signature, a stretched expiry, or another key', async () => {
    const wrong = { ok: false, message: BOT_CHECK_MESSAGES.wrong };
    const solved = decode(await solveBotCheck(server.baseUrl));
    expect(await verifyBotCheck(server.payload, encode({ ...solved, number: Number(solved.number) + 1 }))).toEqual(
      wrong,
    );
    expect(await verifyBotCheck(server.payload, encode({ ...solved, signature: '0'.repeat(64) }))).toEqual(wrong);
    const later = String(Math.floor(Date.now() / 1000) + 24 * 60 * 60);
    const stretched = String(solved.salt).replace(/expires=\d+/, `expires=${later}`);
    expect(await verifyBotCheck(server.payload, encode({ ...solved, salt: stretched }))).toEqual(wrong);
    const foreign = await solutionSignedByServer(new Date(Date.now() + 60_000), 'another-key-'.repeat(4));
    expect(await verifyBotCheck(server.payload, foreign)).toEqual(wrong);
    // Nothing refused was remembered: the genuine solution still works.
    expect(await verifyBotCheck(server.payload, encode(solved))).toEqual({ ok: true });
  });

  it('refuses an expired one, and keeps no record of it', async () => {
    const claims = await countClaims();
    const expired = await solutionSignedByServer(new Date(Date.now() - 1000));
    expect(await verifyBotCheck(server.payload, expired)).toEqual({ ok: false, message: BOT_CHECK_MESSAGES.expired });
    expect(await countClaims()).toBe(claims);
  });

  it('keeps used solutions out of reach of every account', async () => {
    await expect(server.payload.find({ collection: 'bot-check-claims', overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    );
  });
});
