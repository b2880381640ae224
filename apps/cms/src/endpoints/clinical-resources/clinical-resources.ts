import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ClinicalResourceListSchema,
  ClinicalResourceSchema,
  clinicalResourcePath,
  TOP_LEVEL_KINDS,
} from '@hcp/contracts/clinical-resources';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema, PageQuerySchema } from '@hcp/contracts/content';
import type { Context } from 'hono';
import type { Where } from 'payload';

import { idOf } from '../../collections/ClinicalResources/tree';
import type { ClinicalResource as ClinicalResourceDoc } from '../../payload-types';
import { findAllForCaller, findForCaller, findOneForCaller, itemNotFound, pageOf } from '../shared/published';
import { registerSubmenu, submenuItems } from '../shared/submenu';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';
import { documentIdsOf, presentItem, presentSummary } from './present';

const COLLECTION = 'clinical-resources';
const CAPABILITY = AREAS['clinical-resources'].capability;
/** Siblings in the editors' order, then by title. */
const SIBLING_ORDER = ['displayOrder', 'title'];
const TOP_LEVEL: Where = { and: [{ parent: { exists: false } }, { kind: { in: [...TOP_LEVEL_KINDS] } }] };

type PortalContext = Context<PortalApiEnv>;

const IdParamSchema = z.object({
  id: IdOrSlugSchema.meta({ param: { name: 'id', in: 'path' }, description: 'The item’s id or slug.' }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-resources',
  tags: ['Clinical resources'],
  summary: 'The top-level clinical resources: categories and learning modules',
  description:
    'Categories first, then learning modules, each group in the editors’ order. Only published items within their review-by date are listed. Needs `wb_read_clinical_resources`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { query: PageQuerySchema },
  responses: {
    200: jsonResponse(ClinicalResourceListSchema, 'One page of top-level items, each with its portal path.'),
    ...guardedResponses,
  },
});

const itemRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-resource/{id}',
  tags: ['Clinical resources'],
  summary: 'One clinical resource, category or learning module',
  description:
    'The item with its body, attachments, governance, parent and breadcrumbs. A resource whose parent is unpublished or expired is not reachable either. Needs `wb_read_clinical_resources`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { params: IdParamSchema },
  responses: {
    200: jsonResponse(ClinicalResourceSchema, 'The published item.'),
    ...guardedItemResponses,
  },
});

const childrenRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-resource-children/{id}',
  tags: ['Clinical resources'],
  summary: 'The resources inside a category or learning module',
  description:
    'The published children of the item, in the editors’ order. 404 when the item itself is not reachable. Needs `wb_read_clinical_resources`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { params: IdParamSchema, query: PageQuerySchema },
  responses: {
    200: jsonResponse(ClinicalResourceListSchema, 'One page of children, each with its portal path.'),
    ...guardedItemResponses,
  },
});

/**
 * The item named by `idOrSlug` with its parent, if the caller may reach it: the item and its parent must both be
 * published and current, and a resource must have a parent (an orphan has no place in the portal).
 */
export async function reachable(
  c: PortalContext,
  idOrSlug: string,
): Promise<{ doc: ClinicalResourceDoc; parent: ClinicalResourceDoc | null } | undefined> {
  const doc = await findOneForCaller(c, COLLECTION, idOrSlug);
  if (!doc) return undefined;
  const parentId = idOf(doc.parent);
  if (parentId === null) return doc.kind === 'resource' ? undefined : { doc, parent: null };
  const parent = await findOneForCaller(c, COLLECTION, String(parentId));
  return parent ? { doc, parent } : undefined;
}

/**
 * How many children each of `ids` holds that the caller may read: one count per item on the indexed parent column, so
 * a page costs the same however many children a category holds (reading the children to count them did not).
 */
async function childCounts(c: PortalContext, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const id of ids) {
    const { totalDocs } = await findForCaller(c, COLLECTION, { where: { parent: { equals: id } }, perPage: 1 });
    counts.set(id, totalDocs);
  }
  return counts;
}

export function registerClinicalResources(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage } = c.req.valid('query');
    const result = await findForCaller(c, COLLECTION, {
      where: TOP_LEVEL,
      sort: ['kind', ...SIBLING_ORDER],
      page,
      perPage,
    });
    const counts = await childCounts(
      c,
      result.docs.map((doc) => doc.id),
    );
    return c.json(
      pageOf(result, (doc) => presentSummary(doc, null, counts.get(doc.id) ?? 0)),
      200,
    );
  });

  app.openapi(itemRoute, async (c) => {
    const found = await reachable(c, c.req.valid('param').id);
    if (!found) return itemNotFound(c, 'clinical resource');
    const { doc, parent } = found;
    const ids = documentIdsOf(doc);
    const [readable, counts] = await Promise.all([
      ids.length > 0 ? findAllForCaller(c, 'documents', { where: { id: { in: ids } } }) : Promise.resolve([]),
      childCounts(c, [doc.id]),
    ]);
    // The editor's order, keeping only what the caller may download.
    const documents = ids.flatMap((id) => readable.filter((document) => document.id === id));
    return c.json(presentItem(doc, parent, { documents, childCount: counts.get(doc.id) ?? 0 }), 200);
  });

  app.openapi(childrenRoute, async (c) => {
    const found = await reachable(c, c.req.valid('param').id);
    if (!found) return itemNotFound(c, 'clinical resource');
    const { page, perPage } = c.req.valid('query');
    const result = await findForCaller(c, COLLECTION, {
      where: { parent: { equals: found.doc.id } },
      sort: SIBLING_ORDER,
      page,
      perPage,
    });
    const counts = await childCounts(
      c,
      result.docs.map((doc) => doc.id),
    );
    return c.json(
      pageOf(result, (doc) => presentSummary(doc, found.doc, counts.get(doc.id) ?? 0)),
      200,
    );
  });

  registerSubmenu(app, {
    area: 'clinical-resources',
    capability: CAPABILITY,
    describe:
      'The featured top-level clinical resources (at most 25; the 25 latest when none is featured), categories, then learning modules, with their portal paths.',
    entries: async (c) => {
      const items = await submenuItems(c, COLLECTION, {
        where: TOP_LEVEL,
        select: { title: true, slug: true, kind: true },
        sort: ['kind', ...SIBLING_ORDER],
      });
      return items.map((item) => ({ title: item.title, path: clinicalResourcePath(item) }));
    },
  });
}
