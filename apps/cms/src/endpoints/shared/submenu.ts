import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Capability } from '@hcp/contracts/capabilities';
import { type SubmenuArea, type SubmenuEntry, SubmenuSchema } from '@hcp/contracts/content';
import type { Context } from 'hono';

import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';

type SubmenuOptions = {
  area: SubmenuArea;
  capability: Capability;
  /** What the submenu lists, besides the portal's own Overview entry. */
  describe: string;
  entries: (c: Context<PortalApiEnv>) => Promise<SubmenuEntry[]>;
};

/** `GET api/v1/menu/{area}`: a side-menu submenu's entries (title, path), guarded by the area's own capability. */
export function registerSubmenu(
  app: OpenAPIHono<PortalApiEnv>,
  { area, capability, describe, entries }: SubmenuOptions,
) {
  const route = createRoute({
    method: 'get',
    path: `/api/v1/menu/${area}`,
    tags: ['Menus'],
    summary: `The ${area} submenu`,
    description: `${describe} Needs \`${capability}\`. The portal adds its own Overview entry.`,
    security: bearerSecurity,
    middleware: [requirePortalUser, requireCapability(capability)] as const,
    responses: {
      200: jsonResponse(SubmenuSchema, 'The entries, in menu order.'),
      401: errorResponses.unauthorized,
      403: errorResponses.forbidden,
    },
  });
  app.openapi(route, async (c) => c.json({ entries: await entries(c) }, 200));
}
