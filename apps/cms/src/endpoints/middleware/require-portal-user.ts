import { unionOfCapabilities } from '@hcp/contracts/capabilities';
import type { MiddlewareHandler } from 'hono';
import { executeAuthStrategies } from 'payload';

import { populatedRoles } from '../identity/present';
import { callerSession, sessionDeadline } from '../identity/sessions';
import { type PortalApiEnv, previewReadingOf } from '../context';
import { forbidden, notLoggedIn } from '../errors';
import { PREVIEW_CALLER } from '../preview/preview';

/**
 * Resolves the bearer token to a portal account: no token is 401, a token that is invalid, expired,
 * revoked, of a session past its absolute lifetime, or not a portal account's is 403 (the portal logs out on 403).
 * Only the Authorization header is read, never cookies, so the API cannot be driven cross-site.
 */
export const requirePortalUser: MiddlewareHandler<PortalApiEnv> = async (c, next) => {
  // The preview route's own sub-request, never one from the network: it authenticated a CMS editor already.
  if (previewReadingOf(c)) {
    c.set('caller', PREVIEW_CALLER);
    return next();
  }
  const authorization = c.req.header('authorization');
  if (!authorization) return notLoggedIn(c);
  if (!/^Bearer \S+$/.test(authorization)) return forbidden(c);
  const payload = c.get('payload');
  const { user } = await executeAuthStrategies({
    headers: new Headers({ authorization, DisableAutologin: 'true' }),
    payload,
    canSetHeaders: false,
    isGraphQL: false,
  });
  // Unverified and suspended accounts hold no live session; a token that outlived a suspension is refused here too.
  if (user?.collection !== 'users' || (user.status !== 'approved' && user.status !== 'pending')) return forbidden(c);
  // However often it was refreshed, a session ends SESSION_MAX_HOURS after sign-in.
  const session = callerSession(user);
  if (!session || sessionDeadline(session) <= Date.now()) return forbidden(c);
  // The Users collection authenticates at depth 1, so the roles arrive populated.
  const roles = populatedRoles(user);
  c.set('caller', { user, roles, capabilities: unionOfCapabilities(roles) });
  return next();
};
