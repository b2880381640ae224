import { createHmac, timingSafeEqual } from 'node:crypto';

import type { Payload } from 'payload';

import { env } from '../env';
import { cookieValue } from '../utilities/cookies';
import { twoFactorEnabled } from './store';

/** The cookie that marks a CMS session as having passed its second factor (HttpOnly, SameSite=Strict). */
export const SECOND_FACTOR_COOKIE = 'hcp-admin-2fa';

/**
 * Where a CMS session stands with its second factor:
 * - `passed`: the session gave a code (or confirmed its enrolment) since it signed in;
 * - `not-needed`: the account has not enrolled and ADMIN_2FA_REQUIRED is false;
 * - `code-needed`: the account has enrolled, and this session has not given a code yet;
 * - `enrolment-needed`: ADMIN_2FA_REQUIRED is true and the account has not enrolled yet.
 * Only the first two may read or write anything.
 */
export type SecondFactorState = 'passed' | 'not-needed' | 'code-needed' | 'enrolment-needed';

type SessionUser = { id: number | string; collection?: string; _sid?: string };

/** The mark of one session: an HMAC of the account and the session id, so it proves nothing for any other session. */
export function secondFactorMark(user: { id: number | string; _sid: string }): string {
  return createHmac('sha256', env.twoFactor.sessionKey)
    .update(`admins|${String(user.id)}|${user._sid}`)
    .digest('base64url');
}

/** Whether the request carries this session's mark. */
export function hasSecondFactorMark(headers: Headers, user: { id: number | string; _sid: string }): boolean {
  const given = Buffer.from(cookieValue(headers.get('cookie'), SECOND_FACTOR_COOKIE) ?? '');
  const expected = Buffer.from(secondFactorMark(user));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Set-Cookie value that marks this session: for the session's life, on every path, never readable by scripts. */
export function secondFactorCookie(user: { id: number | string; _sid: string }): string {
  const secure = env.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${SECOND_FACTOR_COOKIE}=${secondFactorMark(user)}; Path=/; HttpOnly; SameSite=Strict${secure}`;
}

/** Where a signed-in CMS session stands (see SecondFactorState). */
export async function secondFactorStateOf(
  payload: Payload,
  user: SessionUser & { _sid: string },
  headers: Headers,
): Promise<SecondFactorState> {
  if (hasSecondFactorMark(headers, user)) return 'passed';
  const enrolled = await twoFactorEnabled(payload, { collection: 'admins', id: Number(user.id) });
  if (enrolled) return 'code-needed';
  return env.twoFactor.adminRequired ? 'enrolment-needed' : 'not-needed';
}

const known = new WeakMap<object, Promise<boolean>>();

/**
 * Whether a request may act as its CMS account: true for anything but a CMS session (a token or cookie with a session
 * id) that still owes its second factor. The server's own local-API calls name an account without a session and are
 * not held back. Worked out once per request.
 */
export function secondFactorSatisfied(req: { payload: Payload; user?: unknown; headers: Headers }): Promise<boolean> {
  const user = req.user as SessionUser | null | undefined;
  if (user?.collection !== 'admins' || typeof user._sid !== 'string') return Promise.resolve(true);
  const cached = known.get(req);
  if (cached) return cached;
  const sessionUser = { ...user, _sid: user._sid };
  const answer = secondFactorStateOf(req.payload, sessionUser, req.headers).then(
    (state) => state === 'passed' || state === 'not-needed',
  );
  known.set(req, answer);
  return answer;
}
