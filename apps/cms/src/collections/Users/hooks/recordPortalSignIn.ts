import type { CollectionAfterLoginHook, RequestContext } from 'payload';

import { auditOriginOf, type AuditOrigin, withAuditOrigin } from '../../../audit/origin';
import { recordAuditEvent } from '../../../audit/record';
import type { User } from '../../../payload-types';

const SIGN_IN_KEY = 'recordPortalSignIn';

/**
 * The context for the portal's sign-in (`POST jwt-auth/v1/token`): its login is recorded in the audit trail. Other
 * local-API logins (a test's, a step that only checks a password) record nothing unless they pass this too.
 */
export function portalSignInContext(origin: AuditOrigin): RequestContext {
  return { ...withAuditOrigin(origin), [SIGN_IN_KEY]: true };
}

/**
 * Records a portal sign-in in the login's own transaction, with the session it creates: if the record cannot be
 * written, the session is not kept and the sign-in fails. An account that may not sign in yet (unverified, suspended)
 * is refused by the sign-in route after the password check, which records that as a failure instead.
 */
export const recordPortalSignIn: CollectionAfterLoginHook<User> = async ({ req, user }) => {
  if ((req.context as Record<string, unknown>)[SIGN_IN_KEY] !== true) return user;
  if (user.status === 'unverified' || user.status === 'suspended') return user;
  await recordAuditEvent(
    req.payload,
    {
      action: 'sign-in.succeeded',
      actor: { kind: 'portal-account', id: user.id, email: user.email },
      target: { collection: 'users', id: user.id, label: user.email },
      ...auditOriginOf(req),
    },
    req,
  );
  return user;
};
