import { randomUUID } from 'node:crypto';

/** A request id a proxy may hand on: letters, digits and `._:-`, at most 128 characters (a UUID, a trace id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request's id: the one a trusted reverse proxy sent in X-Request-Id when it is sane, otherwise a new UUID. With no
 * trusted proxy (TRUST_PROXY_HOPS=0) a caller's own header is never taken, so nobody can forge another's id in the logs.
 */
export function requestIdFrom(header: string | string[] | undefined, trusted: boolean): string {
  const given = Array.isArray(header) ? header[0] : header;
  return trusted && given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** True for an id `requestIdFrom` would keep. */
export function isSaneRequestId(value: string | undefined): value is string {
  return value !== undefined && SANE_REQUEST_ID.test(value);
}
