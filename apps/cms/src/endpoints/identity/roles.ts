import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AccountRolesSchema } from '@hcp/contracts/account';

import type { PortalApiEnv } from '../context';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';

const rolesRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/roles',
  tags: ['Account'],
  summary: 'The names of the roles the account holds',
  description:
    'The portal compares these with the roles of `GET api/v1/account`; when they differ (a role was granted or withdrawn meanwhile) it refetches the account.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(AccountRolesSchema, 'The role names.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

export function registerRoles(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(rolesRoute, (c) => c.json({ roles: c.get('caller').roles.map((role) => role.name) }, 200));
}
