import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { TokenResponseSchema, TokenValidSchema } from '@hcp/contracts/auth';
import { MessageSchema } from '@hcp/contracts/account';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import type { MiddlewareHandler } from 'hono';

import type { PortalApiEnv } from '../context';
import { forbidden } from '../errors';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';
import { clearSessions, refreshSession } from './sessions';
import { tokenAnswer } from './token-answer';

/** `validate` answers 403 for anything but a live token, a missing one included, as the WordPress plugin did. */
const noTokenIsForbidden: MiddlewareHandler<PortalApiEnv> = async (c, next) => {
  if (!c.req.header('authorization')) return forbidden(c);
  await next();
};

const validateRoute = createRoute({
  method: 'post',
  path: '/jwt-auth/v1/token/validate',
  tags: ['Authentication'],
  summary: 'Is this token live?',
  security: bearerSecurity,
  middleware: [noTokenIsForbidden, requirePortalUser] as const,
  responses: {
    200: jsonResponse(TokenValidSchema, 'The token is live.'),
    403: jsonResponse(ApiErrorSchema, 'No token, or a token that is invalid, expired or revoked.'),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/jwt-auth/v1/token/refresh',
  tags: ['Authentication'],
  summary: 'Extend the session',
  description:
    'The portal calls this on each path change while signed in: the session is extended by 30 minutes and a fresh token, valid for 30 minutes, comes back. The old token stays valid until it expires. A session never outlives SESSION_MAX_HOURS (default 12) after sign-in: near the end the token expires with it, and after it the answer is 403.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(TokenResponseSchema, 'A fresh token for the same session.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/logout',
  tags: ['Authentication'],
  summary: 'Log out everywhere',
  description: 'Revokes every session of the account on the server: every token issued before stops working at once.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(MessageSchema, 'Logged out.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

export function registerTokenLifecycle(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(validateRoute, (c) =>
    c.json({ code: 'jwt_auth_valid_token' as const, data: { status: 200 as const } }, 200),
  );

  app.openapi(refreshRoute, async (c) => {
    const { user } = c.get('caller');
    const refreshed = await refreshSession(c.get('payload'), user);
    if (!refreshed) return forbidden(c);
    return c.json(tokenAnswer(refreshed.token, user), 200);
  });

  app.openapi(logoutRoute, async (c) => {
    await clearSessions(c.get('payload'), c.get('caller').user.id);
    return c.json({ message: 'You have been logged out.' }, 200);
  });
}
