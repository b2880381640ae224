import {
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload';

import { auditOriginOf } from '../../../audit/origin';
import { recordAuditEvent } from '../../../audit/record';
import { env } from '../../../env';
import type { Admin } from '../../../payload-types';
import { twoFactorEnabled } from '../../../two-factor/store';

/** A sign-in or a password reset under way on this request, and whether its record is written. */
type AuthAttempt = { kind: 'sign-in' | 'reset'; email?: string; recorded: boolean };

const ATTEMPT_KEY = 'auditAdminAuth';

const attemptOf = (req: PayloadRequest) =>
  (req.context as Record<string, unknown>)[ATTEMPT_KEY] as AuthAttempt | undefined;

/**
 * Notes a sign-in to /admin (or a reset through "Forgot password?", which signs in too) before anything else runs, so
 * that a refusal by the throttle is recorded like a wrong password. The server's own local-API logins are not
 * someone signing in to /admin and record nothing.
 */
export const noteAdminAuthAttempt: CollectionBeforeOperationHook = (hook) => {
  const { args, req } = hook;
  // Read as a plain name: Payload's union still lists operations it has deprecated.
  const operation = (hook as { operation: string }).operation;
  if (req.payloadAPI === 'local' || (operation !== 'login' && operation !== 'resetPassword')) return args;
  const email: unknown = (args as { data?: { email?: unknown } }).data?.email;
  const attempt: AuthAttempt = {
    kind: operation === 'login' ? 'sign-in' : 'reset',
    email: typeof email === 'string' ? email.trim().toLowerCase() : undefined,
    recorded: false,
  };
  (req.context as Record<string, unknown>)[ATTEMPT_KEY] = attempt;
  return args;
};

/**
 * A successful sign-in (or reset) is recorded in the login's own transaction, with the session it creates: if the
 * record cannot be written, the session is not kept and the sign-in fails.
 */
export const recordAdminSignIn: CollectionAfterLoginHook<Admin> = async ({ req, user }) => {
  const attempt = attemptOf(req);
  if (!attempt) return user;
  if (attempt.kind === 'sign-in' && (await secondFactorOwed(req, user.id))) {
    // Not signed in yet: the session may do nothing until its code passes, and that step records the sign-in.
    attempt.recorded = true;
    return user;
  }
  await recordAuditEvent(
    req.payload,
    {
      action: attempt.kind === 'sign-in' ? 'sign-in.succeeded' : 'password.reset',
      actor: { kind: 'cms-account', id: user.id, email: user.email },
      target: { collection: 'admins', id: user.id, label: user.email },
      ...auditOriginOf(req),
      ...(attempt.kind === 'reset' ? { details: { signedIn: true } } : {}),
    },
    req,
  );
  attempt.recorded = true;
  return user;
};

/** Whether a new session of this account must still give a code, or enrol, before it may do anything. */
async function secondFactorOwed(req: PayloadRequest, id: number): Promise<boolean> {
  return env.twoFactor.adminRequired || (await twoFactorEnabled(req.payload, { collection: 'admins', id }));
}

/** Why a sign-in to /admin failed, from Payload's error, in the portal sign-in's words where they are the same. */
function reasonOf(error: Error, accountKnown: boolean): string {
  const status = (error as { status?: number }).status;
  if (status === 401) return accountKnown ? 'wrong-password' : 'unknown-account';
  if (status === 429) return 'throttled';
  if (status === 400) return 'incomplete';
  return 'error';
}

/**
 * A failed sign-in to /admin leaves nothing to undo, so a trail that cannot be written does not change the answer:
 * it is logged and the editor still sees Payload's error. What was typed is kept only when it is an account's address;
 * anything else (a password typed in the wrong field) is not.
 */
export const recordAdminSignInFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = attemptOf(req);
  if (attempt?.kind !== 'sign-in' || attempt.recorded) return;
  attempt.recorded = true;
  try {
    const account = attempt.email
      ? await req.payload.db.findOne<Admin>({ collection: 'admins', where: { email: { equals: attempt.email } } })
      : null;
    await recordAuditEvent(req.payload, {
      action: 'sign-in.failed',
      actor: { kind: 'anonymous' },
      target: account ? { collection: 'admins', id: account.id, label: account.email } : { collection: 'admins' },
      ...auditOriginOf(req),
      details: {
        reason:
          (req.context as Record<string, unknown>).signInRefusal === 'provider-managed'
            ? 'provider-managed'
            : reasonOf(error, account !== null),
      },
    });
  } catch (failure) {
    req.payload.logger.error({
      err: failure,
      msg: 'a failed sign-in to /admin could not be written to the audit trail',
    });
  }
};
