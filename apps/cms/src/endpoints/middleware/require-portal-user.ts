import type { MiddlewareHandler } from 'hono';

import { authenticatePortalToken } from '../identity/session-lookup';
import { type PortalApiEnv, previewReadingOf } from '../context';
import { forbidden, notLoggedIn } from '../errors';
import { PREVIEW_CALLER } from '../preview/preview';

/**
 * Resolves the bearer token to a portal account: no token is 401, a token that is invalid, expired,
 * revoked, of a session past its absolute lifetime, or not a portal account's is 403 (the portal logs out on 403).
 * Only the Authorization header is read, never cookies, so the API cannot be driven cross-site. Payload's own
 * authentication is not on this path: one prepared query reads the session, the account and its capabilities.
 */
export const requirePortalUser: MiddlewareHandler<PortalApiEnv> = async (c, next) => {
  // The preview route's own sub-request, never one from the network: it authenticated a CMS editor already.
  if (previewReadingOf(c)) {
    c.set('caller', PREVIEW_CALLER);
    return next();
  }
  const authorization = c.req.header('authorization');
  if (!authorization) return notLoggedIn(c);
  const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
  if (!token) return forbidden(c);
  // Unverified and suspended accounts, ended sessions and sessions past their lifetime are all refused alike.
  const found = await authenticatePortalToken(c.get('payload'), token);
  if (!found) return forbidden(c);
  c.set('caller', found.caller);
  c.set('readModelGeneration', found.generation);
  return next();
};
