import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * Seals a TOTP secret for the database with AES-256-GCM (Node's crypto; a random 96-bit nonce each time), so a copy
 * of the database alone does not give anyone a second factor. `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
export function sealSecret(secret: string, key: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a sealed secret; undefined if it was sealed with another key or altered. */
export function openSecret(sealed: string, key: Buffer): string | undefined {
  const [version, nonce, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
