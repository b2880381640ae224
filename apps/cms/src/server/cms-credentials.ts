import type { IncomingMessage } from 'node:http';

import { unverifiedJwtClaims } from '@hcp/contracts/jwt-claims';

import { CLIENT_ADDRESS_HEADER } from '../utilities/clientAddress';

/** Payload's session cookie (cookiePrefix `payload`). */
export const PAYLOAD_COOKIE = 'payload-token';

/**
 * The collection a Payload JWT names, read without checking its signature: Payload verifies the signature itself, so a
 * token that claims to be a CMS account's but is not signed as one is still refused there.
 */
function claimedCollection(token: string): string | undefined {
  const collection = unverifiedJwtClaims(token)?.collection;
  return typeof collection === 'string' ? collection : undefined;
}

type CookiePair = { name: string; value: string; text: string };

function cookiePairs(cookieHeader: string | undefined): CookiePair[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => {
      const separator = text.indexOf('=');
      return separator === -1
        ? { name: text, value: '', text }
        : { name: text.slice(0, separator).trim(), value: text.slice(separator + 1).trim(), text };
    });
}

/** A Payload session cookie that names a CMS account (its signature is Payload's to check). */
function isCmsSession(pair: CookiePair, adminUserSlug: string): boolean {
  return pair.name === PAYLOAD_COOKIE && claimedCollection(pair.value) === adminUserSlug;
}

/** The Cookie header with every Payload session cookie removed that is not a CMS account's; undefined if none is left. */
export function cmsOnlyCookies(cookieHeader: string | undefined, adminUserSlug: string): string | undefined {
  // Cookie names are case-sensitive, but a lenient parser may not be: any spelling of the session cookie is checked.
  const kept = cookiePairs(cookieHeader).filter(
    (pair) => pair.name.toLowerCase() !== PAYLOAD_COOKIE || isCmsSession(pair, adminUserSlug),
  );
  return kept.length > 0 ? kept.map((pair) => pair.text).join('; ') : undefined;
}

/** Whether the request carries a session cookie that claims to be a CMS account's. */
export function hasCmsSessionCookie(cookieHeader: string | undefined, adminUserSlug: string): boolean {
  return cookiePairs(cookieHeader).some((pair) => isCmsSession(pair, adminUserSlug));
}

/**
 * Leaves a request for Next with the CMS account's session cookie as its only credential: no Authorization header
 * (bearer tokens, JWT or API keys of portal accounts and integration clients), no other account's cookie, and the
 * client address as the gate worked it out.
 */
export function keepCmsCredentialsOnly(req: IncomingMessage, adminUserSlug: string, clientAddress: string): void {
  const cookie = cmsOnlyCookies(req.headers.cookie, adminUserSlug);
  delete req.headers.authorization;
  delete req.headers.cookie;
  if (cookie !== undefined) req.headers.cookie = cookie;
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress;
  // Some readers take the raw list instead of the parsed headers: it gets the same values.
  const replaced = new Set(['authorization', 'cookie', CLIENT_ADDRESS_HEADER]);
  const raw: string[] = [];
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index] ?? '';
    if (!replaced.has(name.toLowerCase())) raw.push(name, req.rawHeaders[index + 1] ?? '');
  }
  if (cookie !== undefined) raw.push('Cookie', cookie);
  raw.push(CLIENT_ADDRESS_HEADER, clientAddress);
  req.rawHeaders = raw;
}

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * A Payload auth answer without the session token Payload writes into its JSON (`token`, `refreshedToken`): the
 * HttpOnly cookie carries the session, and the admin UI reads only the account and the expiry. Anything not a JSON
 * object passes unchanged.
 */
export function withoutSessionToken(body: Buffer, contentType: string | undefined): Buffer {
  if (!JSON_TYPE.test(contentType ?? '')) return body;
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return body;
  const rest = { ...(answer as Record<string, unknown>) };
  delete rest.token;
  delete rest.refreshedToken;
  return Buffer.from(JSON.stringify(rest));
}
