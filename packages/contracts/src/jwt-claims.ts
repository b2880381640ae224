/** The base64 alphabet; `-` and `_` (base64url, as JWTs are written) read as `+` and `/`. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of a base64 or base64url text (padding optional), or null when it is not one. */
function base64Bytes(text: string): number[] | null {
  const plain = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/={1,2}$/, '');
  if (plain.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of plain) {
    const value = ALPHABET.indexOf(char);
    if (value === -1) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/**
 * The claims a JWT's payload holds, read WITHOUT checking its signature: only for choices the server checks again
 * (which account a stored token names, when it expires, which collection a cookie claims). Anything that is not a JWT
 * whose payload is a JSON object answers null; it never throws. Written without `atob` or `Buffer` so that the portal
 * and the CMS share it.
 */
export function unverifiedJwtClaims(token: string | null | undefined): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') return null;
  const bytes = base64Bytes(parts[1]);
  if (bytes === null) return null;
  try {
    // Percent-escaping the bytes lets decodeURIComponent read them as UTF-8, and refuse what is not.
    const json = decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
    const claims = JSON.parse(json) as unknown;
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
