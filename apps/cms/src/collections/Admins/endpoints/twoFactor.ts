import {
  SecondFactorCodeSchema,
  TwoFactorConfirmRequestSchema,
  TwoFactorSetupRequestSchema,
} from '@hcp/contracts/two-factor';
import type { Endpoint, Payload, PayloadHandler, PayloadRequest } from 'payload';
import { z } from 'zod';

import type { AuditAction } from '../../../audit/actions';
import { recordAuditEvent } from '../../../audit/record';
import { CLIENT_ADDRESS_HEADER } from '../../../server/cms-credentials';
import { secondFactorCookie } from '../../../two-factor/admin-session';
import { confirmSetup, spendSecondFactor, startSetup } from '../../../two-factor/store';
import type { Admin } from '../../../payload-types';
import { verifyPassword } from '../../../utilities/passwordHash';
import { sharedLimitsOf } from '../../../utilities/shared-limits';
import type { SignInKey } from '../../../utilities/signInThrottle';

type AdminSession = { id: number; email: string; _sid: string };

const VerifyRequestSchema = z.object({ code: SecondFactorCodeSchema }).strict();

/** The signed-in CMS account and its session, as Payload's authentication put them on the request. */
function adminSession(req: PayloadRequest): AdminSession | undefined {
  const user = req.user as { id?: unknown; email?: unknown; collection?: unknown; _sid?: unknown } | null;
  if (user?.collection !== 'admins' || typeof user.id !== 'number') return undefined;
  if (typeof user.email !== 'string' || typeof user._sid !== 'string') return undefined;
  return { id: user.id, email: user.email, _sid: user._sid };
}

function refusal(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status });
}

async function bodyOf<T>(req: PayloadRequest, schema: z.ZodType<T>): Promise<T | string> {
  let body: unknown;
  try {
    body = await req.json?.();
  } catch {
    return 'The request body is not JSON.';
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? 'The request is not valid.');
}

function throttleKey(req: PayloadRequest, admin: AdminSession): SignInKey {
  // The server's gate sets this header on every request it hands to Next, replacing whatever the client sent.
  return { scope: 'admins', email: admin.email, address: req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown' };
}

function record(req: PayloadRequest, action: AuditAction, admin: AdminSession): Promise<void> {
  return recordAuditEvent(req.payload, {
    action,
    actor: { kind: 'cms-account', id: admin.id, email: admin.email },
    target: { collection: 'admins', id: admin.id, label: admin.email },
    clientAddress: req.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
    requestId: req.headers.get('x-request-id') ?? undefined,
  });
}

/** This session has passed its second factor: the answer marks it with the session's cookie. */
function passed(admin: AdminSession, body: unknown): Response {
  return Response.json(body, { status: 200, headers: { 'Set-Cookie': secondFactorCookie(admin) } });
}

/**
 * Ends every session of the account but `keptSid` (Payload keeps them on the account's record), as a password change
 * would: a session someone else holds does not outlive the owner's new second step.
 */
export async function endOtherAdminSessions(payload: Payload, id: number, keptSid: string): Promise<void> {
  const stored = await payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: id } } });
  const kept = (stored?.sessions ?? []).filter((session) => session.id === keptSid);
  await payload.db.updateOne({ collection: 'admins', id, data: { sessions: kept }, returning: false });
}

/**
 * POST /api/admins/two-factor-setup: a new secret for an account that has not enrolled, for its current password, so
 * a stolen session cannot enrol another authenticator. A wrong password counts as a failed sign-in; a right one
 * clears nothing, so the wrong codes counted on the same key keep their delay.
 */
const setup: PayloadHandler = async (req) => {
  const admin = adminSession(req);
  if (!admin) return refusal(401, 'Sign in first.');
  const body = await bodyOf(req, TwoFactorSetupRequestSchema);
  if (typeof body === 'string') return refusal(400, body);
  const key = throttleKey(req, admin);
  const { signInThrottle } = await sharedLimitsOf(req.payload);
  const wait = await signInThrottle.retryAfterSeconds(key);
  if (wait > 0) return refusal(429, `Too many attempts. Please wait ${String(wait)} seconds and try again.`);
  const stored = await req.payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: admin.id } } });
  if (!stored || !(await verifyPassword(stored, body.password))) {
    await signInThrottle.failed(key);
    return refusal(400, 'Your password is not correct.');
  }
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
  const key = throttleKey(req, admin);
  const { signInThrottle } = await sharedLimitsOf(req.payload);
  const wait = await signInThrottle.retryAfterSeconds(key);
  if (wait > 0) return refusal(429, `Too many attempts. Please wait ${String(wait)} seconds and try again.`);
  const result = await confirmSetup(req.payload, { collection: 'admins', id: admin.id }, body.code);
  if (result === 'wrong-code') {
    await signInThrottle.failed(key);
    return refusal(400, 'That code is not correct. Enter the code your authenticator app shows now.');
  }
  if (result === 'not-set-up') return refusal(409, 'Start the setup again: there is no secret to confirm.');
  if (result === 'already-enabled') return refusal(409, 'Two-step sign-in is already on for this account.');
  await signInThrottle.succeeded(key);
  await endOtherAdminSessions(req.payload, admin.id, admin._sid);
  await record(req, 'mfa.enrolled', admin);
  return passed(admin, result);
};

/** POST /api/admins/two-factor-verify: a code from the app, or a recovery code, passes this session. */
const verify: PayloadHandler = async (req) => {
  const admin = adminSession(req);
  if (!admin) return refusal(401, 'Sign in first.');
  const body = await bodyOf(req, VerifyRequestSchema);
  if (typeof body === 'string') return refusal(400, body);
  const key = throttleKey(req, admin);
  const { signInThrottle } = await sharedLimitsOf(req.payload);
  const wait = await signInThrottle.retryAfterSeconds(key);
  if (wait > 0) return refusal(429, `Too many attempts. Please wait ${String(wait)} seconds and try again.`);
  const check = await spendSecondFactor(req.payload, { collection: 'admins', id: admin.id }, body.code);
  if (!check.ok && !check.enrolled) return refusal(409, 'Two-step sign-in is not on for this account.');
  if (!check.ok) {
    await signInThrottle.failed(key);
    return refusal(400, 'That code is not correct, or it was already used. Enter the code your app shows now.');
  }
  await signInThrottle.succeeded(key);
  if (check.via === 'recovery-code') await record(req, 'mfa.recovery-code-used', admin);
  return passed(admin, { message: 'Signed in.' });
};

/** The two-step sign-in's own endpoints: the only ones a session that owes its second factor may call. */
export const twoFactorEndpoints: Endpoint[] = [
  { path: '/two-factor-setup', method: 'post', handler: setup, custom: { beforeSecondFactor: true } },
  { path: '/two-factor-confirm', method: 'post', handler: confirm, custom: { beforeSecondFactor: true } },
  { path: '/two-factor-verify', method: 'post', handler: verify, custom: { beforeSecondFactor: true } },
];
