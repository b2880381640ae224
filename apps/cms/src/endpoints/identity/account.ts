import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AccountSchema } from '@hcp/contracts/account';

import type { PortalApiEnv } from '../context';
import { requirePortalUser } from '../middleware/require-portal-user';
import { presentAccount } from './present';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';

const accountRoute = createRoute({
  method: 'get',
  path: '/api/v1/account',
  tags: ['Account'],
  summary: 'The signed-in portal account, with its roles and capabilities',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(AccountSchema, 'The account.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

export function registerAccount(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(accountRoute, (c) => {
    // Authentication has just read this account and its roles from the database; nothing more to fetch.
    return c.json(presentAccount(c.get('caller')), 200);
  });
}
