import crypto from 'node:crypto';

/** Looks `pbkdf2` up at each call, as Payload does, so both count through the one function (tests count calls). */
const pbkdf2Async = (password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });

/**
 * Payload 3.90's password hashes (node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * PBKDF2-SHA256, 600 000 iterations and 32 bytes for hashes prefixed `pbkdf2-sha256-v1:`, and the legacy
 * 25 000 iterations and 512 bytes for older ones. A check here costs what Payload's own costs.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';
const CURRENT = { iterations: 600_000, keyLength: 32 };
const LEGACY = { iterations: 25_000, keyLength: 512 };

/** Whether `password` is the one behind Payload's stored `hash` and `salt`, compared in constant time. */
export async function verifyPassword(stored: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') {
    await hashDummyPassword(password);
    return false;
  }
  const current = stored.hash.startsWith(CURRENT_PREFIX);
  const { iterations, keyLength } = current ? CURRENT : LEGACY;
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex');
  const actual = await pbkdf2Async(password, stored.salt, iterations, keyLength);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** Costs what checking a real password costs, for the answers about accounts that do not exist. */
export async function hashDummyPassword(password: string): Promise<void> {
  await pbkdf2Async(password, crypto.randomBytes(32).toString('hex'), CURRENT.iterations, CURRENT.keyLength);
}
