import type { Payload } from 'payload';

import { hashSecretToken, newSecretToken } from '../utilities/secretToken';
import { deleteChallengeRow, takeChallengeTryRow } from '../db/two-factor';

/** How long the code step of a sign-in may wait after the password. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Codes one challenge takes before the password must be given again (the guess limits count them too). */
export const CHALLENGE_MAX_FAILURES = 5;

const COLLECTION = 'two-factor-challenges';

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

/**
 * Takes one of a live challenge's tries for a code, before the code is checked: one atomic increment that no sixth try
 * gets past, whichever process the tries reach and however many arrive at once. Undefined for an unknown, spent,
 * expired or worn-out challenge. A right code then spends the challenge whole (`spendChallenge`).
 */
export async function takeChallengeTry(
  payload: Payload,
  token: string,
): Promise<{ id: number; userId: number } | undefined> {
  const taken = await takeChallengeTryRow(payload, hashSecretToken(token), CHALLENGE_MAX_FAILURES);
  if (!taken) return undefined;
  const expiresAt = taken.expires_at instanceof Date ? taken.expires_at : new Date(String(taken.expires_at));
  if (!(expiresAt.getTime() > Date.now())) return undefined;
  return { id: Number(taken.id), userId: Number(taken.account) };
}

/** Spends the challenge: true for the one request that deleted it, false for any other. */
export async function spendChallenge(payload: Payload, id: number): Promise<boolean> {
  return deleteChallengeRow(payload, id);
}
