import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Single-use secrets sent by email (confirmation and reset links): 32 random bytes, of which only the SHA-256 hash is
 * stored. A fast hash is right here: the token has 256 bits of entropy, so nobody can guess it from its hash.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type StoredSecretToken = { tokenHash: string; expiresAt: string };

export function newSecretToken(lifetimeMs: number): { token: string; stored: StoredSecretToken } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    stored: { tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + lifetimeMs).toISOString() },
  };
}

/** Whether `token` is the one stored, still within its lifetime; compares the hashes in constant time. */
export function secretTokenMatches(
  token: string,
  stored: { tokenHash?: string | null; expiresAt?: string | null } | null | undefined,
): boolean {
  if (!stored?.tokenHash || !stored.expiresAt || new Date(stored.expiresAt).getTime() <= Date.now()) return false;
  const given = Buffer.from(hashSecretToken(token), 'hex');
  const expected = Buffer.from(stored.tokenHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
