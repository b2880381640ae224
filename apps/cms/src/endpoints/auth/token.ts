import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { TokenRequestSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';

import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';
import { clearSessions } from './sessions';
import { tokenAnswer } from './token-answer';

const tokenRoute = createRoute({
  method: 'post',
  path: '/jwt-auth/v1/token',
  tags: ['Authentication'],
  summary: 'Sign in with email and password',
  description:
    'Answers a bearer token valid for 30 minutes, in the shape of the WordPress JWT plugin the original portal used. Five wrong passwords lock the account for 10 minutes. Rate-limited per client address.',
  request: {
    body: { required: true, content: { 'application/json': { schema: TokenRequestSchema } } },
  },
  responses: {
    200: jsonResponse(TokenResponseSchema, 'Signed in.'),
    400: errorResponses.badRequest,
    401: jsonResponse(
      ApiErrorSchema,
      'The email or password is wrong or the account is locked (the answer never says which); or, after a correct password, the email is not confirmed yet or the account is suspended.',
    ),
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const INVALID_CREDENTIALS = 'The email address or password is incorrect.';
const UNVERIFIED =
  'Please confirm your email address first: follow the link in the email we sent you when you registered.';
const SUSPENDED = 'This account is suspended. Please contact us if you think this is a mistake.';

export function registerToken(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(tokenRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const payload = c.get('payload');
    let result: Awaited<ReturnType<typeof payload.login<'users'>>>;
    try {
      result = await payload.login({ collection: 'users', data: { email: username.toLowerCase(), password } });
    } catch (error) {
      // Wrong password, unknown email and locked account all answer alike, so the call cannot enumerate accounts.
      const status = (error as { status?: number }).status;
      if (status === undefined || status >= 500) throw error;
      return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
    }
    const { token, user } = result;
    if (!token || !user) throw new Error('login returned no token');
    // Only after the right password does the answer say why an account cannot sign in yet.
    if (user.status === 'unverified' || user.status === 'suspended') {
      await clearSessions(payload, user.id);
      const message = user.status === 'unverified' ? UNVERIFIED : SUSPENDED;
      return errorResponse(c, 401, `account_${user.status}`, message);
    }
    return c.json(tokenAnswer(token, user), 200);
  });
}
