import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MfaRequiredSchema, TokenRequestSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema, ERROR_CODES, type ErrorCode } from '@hcp/contracts/errors';
import { formatWait } from '@hcp/contracts/plural';

import { portalSignInContext } from '../../collections/Users/hooks/recordPortalSignIn';
import type { User } from '../../payload-types';
import { issueChallenge } from '../../two-factor/challenges';
import { twoFactorEnabled } from '../../two-factor/store';
import { hashDummyPassword, verifyPassword } from '../../utilities/passwordHash';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';
import { auditOriginOfCall, recordSignInFailure, type SignInFailure } from '../shared/audit';
import { rememberDevice, reserveGuess } from './guesses';
import { clearSessions } from './sessions';
import { tokenAnswer } from './token-answer';

export const TOKEN_PATH = '/jwt-auth/v1/token';

const tokenRoute = createRoute({
  method: 'post',
  path: TOKEN_PATH,
  tags: ['Authentication'],
  summary: 'Sign in with email and password',
  description:
    'Answers a bearer token valid for 30 minutes, in the shape of the WordPress JWT plugin the original portal used. For an account with two-step sign-in, the right password answers 401 `mfa_required` with a challenge instead; send it with a code to `jwt-auth/v1/token/mfa`. There is no lockout: from the third attempt in a row without the right password, the same email from the same client address (an IPv6 address by its /64) or the same known browser must wait 1 s, then twice as long after each further one, up to 15 minutes (429 with Retry-After), whether or not the email has an account. Each attempt is counted before the password is checked, so attempts sent at once count one by one. At most 100 failures an hour per account from browsers it does not know, and 300 per address; a browser that has signed in to the account before (an HttpOnly cookie on `/json/jwt-auth`) is not held back by the account’s ceiling. Rate-limited per client address.',
  request: {
    body: { required: true, content: { 'application/json': { schema: TokenRequestSchema } } },
  },
  responses: {
    200: jsonResponse(TokenResponseSchema, 'Signed in.'),
    400: errorResponses.badRequest,
    401: jsonResponse(
      z.union([ApiErrorSchema, MfaRequiredSchema]),
      'The email or password is wrong (the answer never says which); or, after a correct password, the email is not confirmed yet, the account is suspended or its registration rejected, or a second factor is needed (`mfa_required`, with `data.challenge`).',
    ),
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

/** Too many wrong passwords for this email from this address: the same answer whether or not an account exists. */
export function tooManySignIns(c: Parameters<typeof errorResponse>[0], retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return errorResponse(
    c,
    429,
    'rest_too_many_requests',
    `Too many sign-in attempts. Please wait ${formatWait(retryAfter)} and try again.`,
  );
}

const INVALID_CREDENTIALS = 'The email address or password is incorrect.';
const UNVERIFIED =
  'Please confirm your email address first: follow the link in the email we sent you when you registered.';
const SUSPENDED = 'This account is suspended. Please contact us if you think this is a mistake.';
const REJECTED =
  'Your registration was not approved; the email we sent you says why. Please contact us if you think this is a mistake.';
const MFA_REQUIRED = 'Enter the code from your authenticator app to finish signing in.';

/** Only after the right password: why an account may not sign in (unverified, suspended, rejected), or undefined. */
export function statusRefusal(
  status: User['status'],
): { code: ErrorCode; message: string; failure: SignInFailure } | undefined {
  if (status === 'unverified') return { code: 'account_unverified', message: UNVERIFIED, failure: 'unverified' };
  if (status === 'suspended') return { code: 'account_suspended', message: SUSPENDED, failure: 'suspended' };
  if (status === 'rejected') return { code: 'account_rejected', message: REJECTED, failure: 'rejected' };
  return undefined;
}

export function registerToken(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(tokenRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const payload = c.get('payload');
    const email = username.trim().toLowerCase();
    const known = await payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email } } });
    // The attempt takes its slots before the hash, so attempts sent at the same moment cannot all slip past the limit.
    const attempt = await reserveGuess(c, 'password', email);
    if (!attempt.ok) {
      await recordSignInFailure(c, 'throttled', known);
      return tooManySignIns(c, attempt.retryAfterSeconds);
    }

    if (known && (await twoFactorEnabled(payload, { collection: 'users', id: known.id }))) {
      // Two-step sign-in: the password is checked here (one hash, as for anyone), and no session starts until the
      // code step, whose wrong codes count on their own: a right password never clears them.
      if (!(await verifyPassword(known, password))) {
        await attempt.failed();
        await recordSignInFailure(c, 'wrong-password', known);
        return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
      }
      await attempt.succeeded();
      const refusal = statusRefusal(known.status);
      if (refusal) {
        await recordSignInFailure(c, refusal.failure, known);
        return errorResponse(c, 401, refusal.code, refusal.message);
      }
      const challenge = await issueChallenge(payload, known.id);
      return c.json({ code: ERROR_CODES.mfaRequired, message: MFA_REQUIRED, data: { status: 401, challenge } }, 401);
    }
    let result: Awaited<ReturnType<typeof payload.login<'users'>>> | undefined;
    if (known) {
      try {
        // The users collection records the sign-in in the same transaction as the session (recordPortalSignIn).
        result = await payload.login({
          collection: 'users',
          data: { email, password },
          context: portalSignInContext(auditOriginOfCall(c)),
          // eslint-disable-next-line hcp/override-access -- nobody is signed in yet: the password is the proof
          overrideAccess: true,
        });
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === undefined || status >= 500) throw error;
      }
    } else {
      // An unknown email costs the same password hash as a known one, so timing does not tell them apart.
      await hashDummyPassword(password);
    }
    const { token, user } = result ?? {};
    if (!token || !user) {
      // A wrong password and an unknown email answer alike, and count alike.
      await attempt.failed();
      await recordSignInFailure(c, known ? 'wrong-password' : 'unknown-account', known);
      return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    // Only after the right password does the answer say why an account cannot sign in yet.
    const refusal = statusRefusal(user.status);
    if (refusal) {
      await clearSessions(payload, user.id);
      await recordSignInFailure(c, refusal.failure, user);
      return errorResponse(c, 401, refusal.code, refusal.message);
    }
    rememberDevice(c, user.email);
    return c.json(tokenAnswer(token, user), 200);
  });
}
