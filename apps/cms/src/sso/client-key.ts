// The portal's own signing key for `private_key_jwt` (RFC 7523): read from SSO_CLIENT_KEY by env.ts, its public half
// published at /json/sso/jwks. Imports nothing of the CMS, so env.ts can use it.
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

import type { SsoPublicJwk } from '@hcp/contracts/sso';

export type SsoClientKey = {
  /** The JWS algorithm the key's type gives: RS256 for RSA, ES256 for EC P-256. */
  alg: 'RS256' | 'ES256';
  /** The JWK thumbprint (RFC 7638, SHA-256): the same key always has the same id, and another key another. */
  kid: string;
  /** What GET /json/sso/jwks publishes. */
  publicJwk: SsoPublicJwk;
  /** Not enumerable, so logging or serialising the settings never shows it. */
  readonly privateKey: KeyObject;
};

const MIN_RSA_BITS = 2048;

/** RFC 7638: the SHA-256 of the key's required public members, in lexicographic order, without white space. */
export function jwkThumbprint(
  jwk: { kty: 'RSA'; n: string; e: string } | { kty: 'EC'; crv: string; x: string; y: string },
): string {
  const members =
    jwk.kty === 'RSA' ? { e: jwk.e, kty: jwk.kty, n: jwk.n } : { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

/**
 * Reads a PEM private key (PKCS#8 `BEGIN PRIVATE KEY`; PKCS#1 and SEC1 are read too) and checks it can sign client
 * assertions: RSA of at least 2048 bits, or EC on P-256. Throws a message that names the problem, never the key.
 * Newlines written as `\n` (a PEM kept on one line of an env file) are turned back into newlines.
 */
export function parseClientKey(pem: string): SsoClientKey {
  const text = pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem;
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: text, format: 'pem' });
  } catch {
    // Node's own message may quote what it could not read: not repeated.
    throw new Error(
      'must be an unencrypted PEM private key (-----BEGIN PRIVATE KEY-----), as `openssl genpkey` writes it',
    );
  }
  const type = privateKey.asymmetricKeyType;
  const details = privateKey.asymmetricKeyDetails ?? {};
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
  let jwk: SsoPublicJwk;
  if (type === 'rsa') {
    if ((details.modulusLength ?? 0) < MIN_RSA_BITS) {
      throw new Error(
        `is an RSA key of ${String(details.modulusLength)} bits: use at least ${String(MIN_RSA_BITS)} bits`,
      );
    }
    const members = { kty: 'RSA' as const, n: String(publicJwk.n), e: String(publicJwk.e) };
    jwk = { kty: 'RSA', kid: jwkThumbprint(members), use: 'sig', alg: 'RS256', n: members.n, e: members.e };
  } else if (type === 'ec' && details.namedCurve === 'prime256v1') {
    const members = { kty: 'EC' as const, crv: 'P-256' as const, x: String(publicJwk.x), y: String(publicJwk.y) };
    jwk = {
      kty: 'EC',
      kid: jwkThumbprint(members),
      use: 'sig',
      alg: 'ES256',
      crv: 'P-256',
      x: members.x,
      y: members.y,
    };
  } else {
    const named = type === 'ec' ? `an EC key on ${String(details.namedCurve)}` : `a key of type ${String(type)}`;
    throw new Error(`is ${named}: use RSA (2048 bits or more) or EC on P-256 (prime256v1)`);
  }
  const key = { alg: jwk.alg, kid: jwk.kid, publicJwk: jwk };
  return Object.defineProperty(key, 'privateKey', { value: privateKey, enumerable: false }) as SsoClientKey;
}
