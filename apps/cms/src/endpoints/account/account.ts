import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AccountSchema } from '@hcp/contracts/account';
import { unionOfCapabilities } from '@hcp/contracts/capabilities';

import type { Role } from '../../payload-types';
import type { PortalApiEnv } from '../context';
import { requirePortalUser } from '../middleware/require-portal-user';
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
  app.openapi(accountRoute, async (c) => {
    const payload = c.get('payload');
    const caller = c.get('user');
    const account = await payload.findByID({
      collection: 'users',
      id: caller.id,
      depth: 1,
      user: caller,
      overrideAccess: false,
    });
    const roles = (account.roles ?? []).filter((role): role is Role => typeof role === 'object');
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        roles: roles.map((role) => role.name),
        capabilities: unionOfCapabilities(roles),
      },
      200,
    );
  });
}
