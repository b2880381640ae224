import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { TokenRequestSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';

import type { PortalApiEnv } from '../context';
import { errorBody } from '../errors';
import { errorResponses, jsonResponse } from '../responses';

const tokenRoute = createRoute({
  method: 'post',
  path: '/jwt-auth/v1/token',
  tags: ['Authentication'],
  summary: 'Sign in with email and password',
  description:
    'Answers a bearer token valid for 30 minutes, in the shape of the WordPress JWT plugin the original portal used.',
  request: {
    body: { required: true, content: { 'application/json': { schema: TokenRequestSchema } } },
  },
  responses: {
    200: jsonResponse(TokenResponseSchema, 'Signed in.'),
    400: errorResponses.badRequest,
    401: jsonResponse(ApiErrorSchema, 'The email or password is wrong (the answer never says which).'),
    415: errorResponses.unsupportedMediaType,
  },
});

const INVALID_CREDENTIALS = 'The email address or password is incorrect.';

export function registerToken(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(tokenRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const payload = c.get('payload');
    try {
      const result = await payload.login({ collection: 'users', data: { email: username, password } });
      const { token, user } = result;
      if (!token || !user) throw new Error('login returned no token');
      return c.json(
        {
          token,
          user_email: user.email,
          user_display_name: `${user.firstName} ${user.lastName}`.trim(),
        },
        200,
      );
    } catch (error) {
      // Wrong password, unknown email and locked account all answer alike, so the call cannot enumerate accounts.
      const status = (error as { status?: number }).status;
      if (status === undefined || status >= 500) throw error;
      return c.json(errorBody(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS), 401);
    }
  });
}
