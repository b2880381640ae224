import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Capability } from '@hcp/contracts/capabilities';
import { type SubmenuArea, type SubmenuEntry, SubmenuSchema } from '@hcp/contracts/content';
import type { Context } from 'hono';
import type { Sort, Where } from 'payload';

import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';
import { asCaller } from './published';

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
    middleware: [requirePortalUser, requireCapability(capability), publishedRead] as const,
    responses: {
      200: jsonResponse(SubmenuSchema, 'The entries, in menu order.'),
      401: errorResponses.unauthorized,
      403: errorResponses.forbidden,
    },
  });
  app.openapi(route, async (c) => c.json({ entries: await entries(c) }, 200));
}

/** The most entries a submenu lists; the portal ends every submenu with a link to the whole area. */
export const SUBMENU_LIMIT = 25;

type SubmenuCollection = 'stability-products' | 'education-courses' | 'clinical-resources' | 'clinical-trials';

/**
 * The items a submenu lists, in the area's own order: the ones an editor featured (fields/featured.ts), at most
 * `SUBMENU_LIMIT`; when none is featured, the latest `SUBMENU_LIMIT`. Each read is one indexed page, whatever the
 * table's size.
 */
export async function submenuItems<TSlug extends SubmenuCollection, TSelect extends Record<string, true>>(
  c: Context<PortalApiEnv>,
  collection: TSlug,
  { where, select, sort }: { where?: Where; select: TSelect; sort: Sort },
) {
  const payload = c.get('payload');
  const page = { collection, select, depth: 0, limit: SUBMENU_LIMIT, pagination: false, ...asCaller(c) } as const;
  const within = (condition: Where): Where => (where ? { and: [where, condition] } : condition);
  const featured = await payload.find({ ...page, where: within({ featured: { equals: true } }), sort });
  if (featured.docs.length > 0) return featured.docs;
  const latest = await payload.find({ ...page, where: where ?? {}, sort: ['-createdAt', '-id'] });
  if (latest.docs.length === 0) return [];
  const { docs } = await payload.find({ ...page, where: { id: { in: latest.docs.map((doc) => doc.id) } }, sort });
  return docs;
}
