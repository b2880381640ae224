import { timingSafeEqual } from 'node:crypto';

import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { BotCheckChallengeSchema } from '@hcp/contracts/forms';
import { createChallenge } from 'altcha-lib/v1';
import { type Payload, ValidationError } from 'payload';

import { env } from '../../env';
import type { PortalApiEnv } from '../context';
import { errorResponses, jsonResponse } from '../responses';
import {
  BOT_CHECK_ALGORITHM,
  BOT_CHECK_MESSAGES,
  type BotCheckSolution,
  claimKey,
  decodeSolution,
  expiryOf,
} from './bot-check-solution';

export const BOT_CHECK_CHALLENGE_PATH = '/api/v1/bot-check/challenge';

const challengeRoute = createRoute({
  method: 'get',
  path: BOT_CHECK_CHALLENGE_PATH,
  tags: ['Forms'],
  summary: 'Get a bot-check challenge',
  description:
    'Issues an ALTCHA proof-of-work challenge, signed by the server, for the ALTCHA widget to solve. The solution goes with a form submission as `botCheck`; it expires after a few minutes and can be used once. Limited per address.',
  responses: {
    200: jsonResponse(BotCheckChallengeSchema, 'A fresh challenge.'),
    429: errorResponses.tooManyRequests,
  },
});

export function registerBotCheck(api: OpenAPIHono<PortalApiEnv>): void {
  api.openapi(challengeRoute, async (c) => {
    const challenge = await createChallenge({
      algorithm: BOT_CHECK_ALGORITHM,
      hmacKey: env.botCheck.hmacKey,
      maxNumber: env.botCheck.maxNumber,
      expires: new Date(Date.now() + env.botCheck.expiryMs),
    });
    return c.json(BotCheckChallengeSchema.parse(challenge), 200);
  });
}

export type BotCheckOutcome = { ok: true } | { ok: false; message: string };

const PURGE_INTERVAL_MS = 60 * 1000;
let lastPurge = 0;

/** Forgets used solutions whose challenges have expired (they are refused as expired anyway); at most once a minute. */
async function purgeExpiredClaims(payload: Payload): Promise<void> {
  const now = Date.now();
  if (now - lastPurge < PURGE_INTERVAL_MS) return;
  lastPurge = now;
  try {
    await payload.db.deleteMany({
      collection: 'bot-check-claims',
      where: { expiresAt: { less_than: new Date(now).toISOString() } },
    });
  } catch (error) {
    // Old claims only take space; a failed clean-up must not refuse a genuine submission. The next one retries.
    payload.logger.warn({ err: error, msg: 'could not purge expired bot-check claims' });
  }
}

/** Equal hex strings, compared in constant time so response times reveal nothing about the expected signature. */
function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether the number solves the challenge and the challenge is ours: the library recomputes both from the salt and
 * the number (as its own verifySolution does, which compares them in variable time), and the signature covers the
 * salt, so its expiry is ours too.
 */
async function isSolved(solution: BotCheckSolution): Promise<boolean> {
  const expected = await createChallenge({
    algorithm: BOT_CHECK_ALGORITHM,
    hmacKey: env.botCheck.hmacKey,
    number: solution.number,
    salt: solution.salt,
  });
  return sameHex(expected.challenge, solution.challenge) && sameHex(expected.signature, solution.signature);
}

/**
 * The cheap part of the check, which uses nothing up: a solution is there, well formed, signed by this server and
 * solved. Expiry and single use are left to `verifyBotCheck`, so a retry of an earlier submission still passes.
 */
export async function screenBotCheck(solution: string | undefined): Promise<BotCheckOutcome> {
  if (!env.botCheck.enabled) return { ok: true };
  if (!solution?.trim()) return { ok: false, message: BOT_CHECK_MESSAGES.missing };
  const decoded = decodeSolution(solution.trim());
  if (!decoded || !expiryOf(decoded)) return { ok: false, message: BOT_CHECK_MESSAGES.malformed };
  return (await isSolved(decoded)) ? { ok: true } : { ok: false, message: BOT_CHECK_MESSAGES.wrong };
}

/**
 * Checks a submission's bot-check solution and uses it up: it must be well formed, signed by this server, solved,
 * unexpired and not used before. Single use holds across processes: the claim is a row under a unique index.
 * Always ok when BOT_CHECK=off (never in production).
 */
export async function verifyBotCheck(payload: Payload, solution: string | undefined): Promise<BotCheckOutcome> {
  if (!env.botCheck.enabled) return { ok: true };
  if (!solution?.trim()) return { ok: false, message: BOT_CHECK_MESSAGES.missing };
  const decoded = decodeSolution(solution.trim());
  const expiresAt = decoded ? expiryOf(decoded) : null;
  if (!decoded || !expiresAt) return { ok: false, message: BOT_CHECK_MESSAGES.malformed };
  if (expiresAt.getTime() <= Date.now()) return { ok: false, message: BOT_CHECK_MESSAGES.expired };
  if (!(await isSolved(decoded))) return { ok: false, message: BOT_CHECK_MESSAGES.wrong };

  await purgeExpiredClaims(payload);
  try {
    await payload.create({
      collection: 'bot-check-claims',
      data: { signatureHash: claimKey(decoded), expiresAt: expiresAt.toISOString() },
      // eslint-disable-next-line hcp/override-access -- a system write: the claim that uses up a solution, whoever sent it
      overrideAccess: true,
    });
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, message: BOT_CHECK_MESSAGES.replayed };
    throw error;
  }
  return { ok: true };
}
