import { sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import { hashSecretToken, newSecretToken } from '../utilities/secretToken';
import { changedRows } from './database';

/** How long the code step of a sign-in may wait after the password. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before the password must be given again (the sign-in throttle counts them too). */
export const CHALLENGE_MAX_FAILURES = 5;

const COLLECTION = 'two-factor-challenges';

type StoredChallenge = { id: number; account: number; expiresAt: string; failedAttempts: number };

/** A new challenge for an account whose password was right: 32 random bytes, of which only the hash is stored. */
export async function issueChallenge(payload: Payload, userId: number): Promise<string> {
  // Expired challenges are never used again: each new one clears them out.
  await payload.db.deleteMany({
    collection: COLLECTION,
    where: { expiresAt: { less_than: new Date().toISOString() } },
  });
  const { token, stored } = newSecretToken(CHALLENGE_LIFETIME_MS);
  await payload.db.create({
    collection: COLLECTION,
    data: { tokenHash: stored.tokenHash, account: userId, expiresAt: stored.expiresAt, failedAttempts: 0 },
  });
  return token;
}

/** The account a live challenge belongs to: unknown, spent, expired and worn-out challenges are all undefined. */
export async function openChallenge(
  payload: Payload,
  token: string,
): Promise<{ id: number; userId: number } | undefined> {
  const found = await payload.db.findOne<StoredChallenge>({
    collection: COLLECTION,
    where: { tokenHash: { equals: hashSecretToken(token) } },
  });
  if (!found || new Date(found.expiresAt).getTime() <= Date.now()) return undefined;
  if (found.failedAttempts >= CHALLENGE_MAX_FAILURES) return undefined;
  return { id: found.id, userId: found.account };
}

/** Counts a wrong code against the challenge. */
export async function challengeFailed(payload: Payload, id: number): Promise<void> {
  await changedRows(
    payload,
    sql`UPDATE two_factor_challenges SET failed_attempts = failed_attempts + 1 WHERE id = ${id} RETURNING id`,
  );
}

/** Spends the challenge: true for the one request that deleted it, false for any other. */
export async function spendChallenge(payload: Payload, id: number): Promise<boolean> {
  return (await changedRows(payload, sql`DELETE FROM two_factor_challenges WHERE id = ${id} RETURNING id`)) === 1;
}
