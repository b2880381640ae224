import {
  SecondFactorCodeSchema,
  TwoFactorConfirmRequestSchema,
  TwoFactorSetupRequestSchema,
} from '@hcp/contracts/two-factor';
import { formatWait } from '@hcp/contracts/plural';
import type { Endpoint, Payload, PayloadHandler, PayloadRequest } from 'payload';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';

import type { AuditAction } from '../../../audit/actions';
import { recordAuditEvent } from '../../../audit/record';
import { adminClientAddress, adminDeviceCookie, reserveAdminGuess } from '../../../hooks/throttleAdminSignIn';
import { secondFactorCookie, secondFactorStateOf } from '../../../two-factor/admin-session';
import { isProviderManaged } from '../../../sso/cms-accounts';
import { confirmSetup, spendSecondFactor, startSetup } from '../../../two-factor/store';
import type { Admin } from '../../../payload-types';
import type { Attempt } from '../../../utilities/guessLimits';
import { bodyOf, refusal } from '../../../utilities/payloadAnswers';
import { verifyPassword } from '../../../utilities/passwordHash';
import { type Limiter, type SharedLimits, sharedLimitsOf } from '../../../utilities/shared-limits';

type AdminSession = { id: number; email: string; _sid: string };

const VerifyRequestSchema = z.object({ code: SecondFactorCodeSchema }).strict();

/** The signed-in CMS account and its session, as Payload's authentication put them on the request. */
function adminSession(req: PayloadRequest): AdminSession | undefined {
  const user = req.user as { id?: unknown; email?: unknown; collection?: unknown; _sid?: unknown } | null;
  if (user?.collection !== 'admins' || typeof user.id !== 'number') return undefined;
  if (typeof user.email !== 'string' || typeof user._sid !== 'string') return undefined;
  return { id: user.id, email: user.email, _sid: user._sid };
}

function record(
  req: PayloadRequest,
  action: AuditAction,
  admin: AdminSession,
  details?: Record<string, string>,
): Promise<void> {
  return recordAuditEvent(req.payload, {
    action,
    actor: { kind: 'cms-account', id: admin.id, email: admin.email },
    target: { collection: 'admins', id: admin.id, label: admin.email },
    clientAddress: adminClientAddress(req),
    requestId: req.headers.get('x-request-id') ?? undefined,
    ...(details ? { details } : {}),
  });
}

/** Codes one CMS session may try before it ends and the password must be given again, as a portal challenge does. */
const SESSION_CODE_TRIES = 5;

/** One counter per set of shared limits (one set per Payload instance in a process). */
const sessionTries = new WeakMap<SharedLimits, Limiter>();

/**
 * Takes the code's slots before it is checked: its place in the account's growing delays for codes and, for a session
 * still signing in, one of the session's tries (the session ends when they run out). A refusal is the answer to send.
 */
async function takeCodeTry(
  req: PayloadRequest,
  admin: AdminSession,
  signingIn: boolean,
): Promise<{ attempt: Attempt } | Response> {
  const limits = await sharedLimitsOf(req.payload);
  let tries = sessionTries.get(limits);
  if (!tries) {
    tries = limits.limiter('admin-session-code-tries', { points: SESSION_CODE_TRIES, durationSeconds: 24 * 60 * 60 });
    sessionTries.set(limits, tries);
  }
  try {
    if (signingIn) await tries.consume(admin._sid);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    await keepAdminSessions(req.payload, admin.id, (sid) => sid !== admin._sid);
    await record(req, 'sign-in.failed', admin, { reason: 'too-many-codes' });
    return refusal(401, 'Too many wrong codes. Please sign in again with your email address and password.');
  }
  const attempt = await reserveAdminGuess(req, 'code', admin.email);
  if (!attempt.ok) {
    await record(req, 'sign-in.failed', admin, { reason: 'throttled' });
    return refusal(429, `Too many attempts. Please wait ${formatWait(attempt.retryAfterSeconds)} and try again.`);
  }
  return { attempt };
}

/** This session has passed its second factor: the answer marks it with the session's cookie. */
function passed(admin: AdminSession, body: unknown): Response {
  const headers = new Headers();
  headers.append('Set-Cookie', secondFactorCookie(admin));
  // Every factor given: this browser is known to the account from now on.
  headers.append('Set-Cookie', adminDeviceCookie(admin.email));
  return Response.json(body, { status: 200, headers });
}

/**
 * Keeps the account's sessions `keep` names and ends the others (Payload keeps them on the account's record), so their
 * tokens no longer sign anything in.
 */
async function keepAdminSessions(payload: Payload, id: number, keep: (sid: string) => boolean): Promise<void> {
  const stored = await payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: id } } });
  if (!stored) return;
  const kept = (stored.sessions ?? []).filter((session) => keep(session.id));
  await payload.db.updateOne({ collection: 'admins', id, data: { sessions: kept }, returning: false });
}

/** How recent an identity provider's sign-in must be to stand in for the password at enrolment. */
export const FRESH_PROVIDER_SIGN_IN_MS = 10 * 60 * 1000;

/** Whether this session of a provider's account began with a provider sign-in in the last ten minutes. */
function freshSession(stored: Admin, sid: string): boolean {
  const session = (stored.sessions ?? []).find(({ id }) => id === sid);
  const startedAt = session?.createdAt ? new Date(session.createdAt).getTime() : Number.NaN;
  return Number.isFinite(startedAt) && Date.now() - startedAt < FRESH_PROVIDER_SIGN_IN_MS;
}

/** A provider's account has no password to give: its body may be empty. */
const ProviderSetupRequestSchema = z.object({ password: z.string().max(1024).optional() }).strict();

/**
 * POST /api/admins/two-factor-setup: a new secret for an account that has not enrolled, for its current password, so
 * a stolen session cannot enrol another authenticator. The password takes its slot in the guess limits first, counted
 * by the session; the account's wrong codes count apart and a right password leaves them as they are. An account an
 * identity provider signs in to has no password it knows: a session begun by the provider in the last ten minutes
 * stands in for it.
 */
const setup: PayloadHandler = async (req) => {
  const admin = adminSession(req);
  if (!admin) return refusal(401, 'Sign in first.');
  const current = await req.payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: admin.id } } });
  if (current && isProviderManaged(current)) {
    const given = await bodyOf(req, ProviderSetupRequestSchema);
    if (typeof given === 'string') return refusal(400, given);
    if (!freshSession(current, admin._sid)) {
      return refusal(
        400,
        'Sign out, sign in again through your organisation, and set up two-step sign-in within 10 minutes.',
      );
    }
    const started = await startSetup(req.payload, { collection: 'admins', id: admin.id }, admin.email);
    if (started === 'already-enabled') return refusal(409, 'Two-step sign-in is already on for this account.');
    return Response.json(started, { status: 200 });
  }
  const body = await bodyOf(req, TwoFactorSetupRequestSchema);
  if (typeof body === 'string') return refusal(400, body);
  // Counted by the session, as the portal's account page counts a re-entered password.
  const attempt = await reserveAdminGuess(req, 'password', admin.email, `session:${admin._sid}`);
  if (!attempt.ok) {
    return refusal(429, `Too many attempts. Please wait ${formatWait(attempt.retryAfterSeconds)} and try again.`);
  }
  const stored = await req.payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: admin.id } } });
  if (!stored || !(await verifyPassword(stored, body.password))) {
    await attempt.failed();
    return refusal(400, 'Your password is not correct.');
  }
  await attempt.succeeded();
  const result = await startSetup(req.payload, { collection: 'admins', id: admin.id }, admin.email);
  if (result === 'already-enabled') return refusal(409, 'Two-step sign-in is already on for this account.');
  return Response.json(result, { status: 200 });
};

/**
 * POST /api/admins/two-factor-confirm: the first code turns it on, ends the account's other sessions, answers the
 * recovery codes and passes this session.
 */
const confirm: PayloadHandler = async (req) => {
  const admin = adminSession(req);
  if (!admin) return refusal(401, 'Sign in first.');
  const body = await bodyOf(req, TwoFactorConfirmRequestSchema);
  if (typeof body === 'string') return refusal(400, body);
  // A session made to enrol before it may do anything signs in with this code: only then is the sign-in recorded.
  const signingIn = (await secondFactorStateOf(req.payload, admin, req.headers)) === 'enrolment-needed';
  const taken = await takeCodeTry(req, admin, signingIn);
  if (taken instanceof Response) return taken;
  const result = await confirmSetup(req.payload, { collection: 'admins', id: admin.id }, body.code);
  if (result === 'wrong-code') {
    await taken.attempt.failed();
    if (signingIn) await record(req, 'sign-in.failed', admin, { reason: 'wrong-code' });
    return refusal(400, 'That code is not correct. Enter the code your authenticator app shows now.');
  }
  if (result === 'not-set-up') return refusal(409, 'Start the setup again: there is no secret to confirm.');
  if (result === 'already-enabled') return refusal(409, 'Two-step sign-in is already on for this account.');
  await taken.attempt.succeeded();
  await keepAdminSessions(req.payload, admin.id, (sid) => sid === admin._sid);
  await record(req, 'mfa.enrolled', admin);
  if (signingIn) await record(req, 'sign-in.succeeded', admin, { secondFactor: 'enrolment' });
  return passed(admin, result);
};

/** POST /api/admins/two-factor-verify: a code from the app, or a recovery code, passes this session. */
const verify: PayloadHandler = async (req) => {
  const admin = adminSession(req);
  if (!admin) return refusal(401, 'Sign in first.');
  const body = await bodyOf(req, VerifyRequestSchema);
  if (typeof body === 'string') return refusal(400, body);
  const taken = await takeCodeTry(req, admin, true);
  if (taken instanceof Response) return taken;
  const check = await spendSecondFactor(req.payload, { collection: 'admins', id: admin.id }, body.code);
  if (!check.ok && !check.enrolled) return refusal(409, 'Two-step sign-in is not on for this account.');
  if (!check.ok) {
    await taken.attempt.failed();
    await record(req, 'sign-in.failed', admin, { reason: 'wrong-code' });
    return refusal(400, 'That code is not correct, or it was already used. Enter the code your app shows now.');
  }
  await taken.attempt.succeeded();
  if (check.via === 'recovery-code') await record(req, 'mfa.recovery-code-used', admin);
  // The sign-in is recorded now that every factor has passed (auditAdminSignIn.ts leaves it to this step).
  await record(req, 'sign-in.succeeded', admin, { secondFactor: check.via });
  return passed(admin, { message: 'Signed in.' });
};

/** The two-step sign-in's own endpoints: the only ones a session that owes its second factor may call. */
export const twoFactorEndpoints: Endpoint[] = [
  { path: '/two-factor-setup', method: 'post', handler: setup, custom: { beforeSecondFactor: true } },
  { path: '/two-factor-confirm', method: 'post', handler: confirm, custom: { beforeSecondFactor: true } },
  { path: '/two-factor-verify', method: 'post', handler: verify, custom: { beforeSecondFactor: true } },
];
