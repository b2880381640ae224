import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { TokenRequestSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';

import { portalSignInContext } from '../../collections/Users/hooks/recordPortalSignIn';
import { env } from '../../env';
import type { User } from '../../payload-types';
import { hashDummyPassword } from '../../utilities/passwordHash';
import type { SignInKey } from '../../utilities/signInThrottle';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { clientAddress } from '../middleware/rate-limit';
import { errorResponses, jsonResponse } from '../responses';
import { auditOriginOfCall, recordSignInFailure, type SignInFailure } from '../shared/audit';
import { clearSessions } from './sessions';
import { tokenAnswer } from './token-answer';

const tokenRoute = createRoute({
  method: 'post',
  path: '/jwt-auth/v1/token',
  tags: ['Authentication'],
  summary: 'Sign in with email and password',
  description:
    'Answers a bearer token valid for 30 minutes, in the shape of the WordPress JWT plugin the original portal used. There is no lockout: from the third wrong password in a row, the same email from the same client address must wait 1 s, then twice as long after each further failure, up to 15 minutes (429 with Retry-After), whether or not the email has an account. Rate-limited per client address.',
  request: {
    body: { required: true, content: { 'application/json': { schema: TokenRequestSchema } } },
  },
  responses: {
    200: jsonResponse(TokenResponseSchema, 'Signed in.'),
    400: errorResponses.badRequest,
    401: jsonResponse(
      ApiErrorSchema,
      'The email or password is wrong (the answer never says which); or, after a correct password, the email is not confirmed yet or the account is suspended or its registration rejected.',
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
    `Too many sign-in attempts. Please wait ${String(retryAfter)} seconds and try again.`,
  );
}

const INVALID_CREDENTIALS = 'The email address or password is incorrect.';
const UNVERIFIED =
  'Please confirm your email address first: follow the link in the email we sent you when you registered.';
const SUSPENDED = 'This account is suspended. Please contact us if you think this is a mistake.';
const REJECTED =
  'Your registration was not approved; the email we sent you says why. Please contact us if you think this is a mistake.';
const BARRED_MESSAGES: Partial<Record<User['status'], string>> = {
  unverified: UNVERIFIED,
  suspended: SUSPENDED,
  rejected: REJECTED,
};

export function registerToken(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(tokenRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const payload = c.get('payload');
    const email = username.trim().toLowerCase();
    const key: SignInKey = { scope: 'users', email, address: clientAddress(c, env.trustProxyHops) };
    const { signInThrottle } = await c.get('sharedLimits')();
    const known = await payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email } } });
    const wait = await signInThrottle.retryAfterSeconds(key);
    if (wait > 0) {
      await recordSignInFailure(c, 'throttled', known);
      return tooManySignIns(c, wait);
    }

    let result: Awaited<ReturnType<typeof payload.login<'users'>>> | undefined;
    if (known) {
      try {
        // The users collection records the sign-in in the same transaction as the session (recordPortalSignIn).
        result = await payload.login({
          collection: 'users',
          data: { email, password },
          context: portalSignInContext(auditOriginOfCall(c)),
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
      // A wrong password and an unknown email answer alike, and count alike towards the delay.
      await signInThrottle.failed(key);
      await recordSignInFailure(c, known ? 'wrong-password' : 'unknown-account', known);
      return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
    }
    await signInThrottle.succeeded(key);
    // Only after the right password does the answer say why an account cannot sign in yet.
    const barred = BARRED_MESSAGES[user.status];
    if (barred) {
      await clearSessions(payload, user.id);
      await recordSignInFailure(c, user.status as SignInFailure, user);
      return errorResponse(c, 401, `account_${user.status}`, barred);
    }
    return c.json(tokenAnswer(token, user), 200);
  });
}
