import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema, PageQuerySchema } from '@hcp/contracts/content';
import { StabilityProductPageSchema, StabilityProductSchema, StabilitySearchSchema } from '@hcp/contracts/stability';
import type { Sort } from 'payload';

import {
  asCaller,
  findOneForCaller,
  itemNotFound,
  itemWithdrawn,
  pageOf,
  pageOfList,
  wasWithdrawn,
} from '../shared/published';
import { registerSubmenu, submenuItems } from '../shared/submenu';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedResponses, jsonResponse, withdrawableItemResponses } from '../responses';
import { exactNameMatch, matchesName, nameCandidates } from './name-search';
import { presentProduct, presentSummary } from './present';

const CAPABILITY = AREAS.stability.capability;
const COLLECTION = 'stability-products';
/** Alphabetical, then by strength: "Cefravex 1 g" before "Cefravex 2 g". */
const ALPHABETICAL: Sort = ['name', 'strength'];
/** A search holding LIKE's wildcards reads every candidate's names; the catalogue is a few hundred products at most. */
const SEARCH_LIMIT = 2000;
/** What a list entry shows: the matrix is read only for the diluents and containers its rows use. */
const SUMMARY_FIELDS = {
  name: true,
  slug: true,
  strength: true,
  inn: true,
  synonyms: true,
  form: true,
  summary: true,
  matrix: { diluent: true, container: true },
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/stability',
  tags: ['Stability'],
  summary: 'The stability products, alphabetically',
  description:
    'A page of the published, current stability products, each with the diluents and containers its matrix uses and its number of preparations. `q` keeps the products whose name, generic name (INN) or one of whose synonyms contains it (plain text, case-insensitive): `vancomycin` finds Vanclorin. Needs `wb_read_stability_matrix`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { query: PageQuerySchema.extend(StabilitySearchSchema.shape) },
  responses: {
    200: jsonResponse(StabilityProductPageSchema, 'One page of products.'),
    ...guardedResponses,
  },
});

const productRoute = createRoute({
  method: 'get',
  path: '/api/v1/stability/{id}',
  tags: ['Stability'],
  summary: 'A stability product with its matrix',
  description:
    'The product named by its id or slug, with every row of its stability matrix in the editors’ order, its notes, attachments and governance. A product that was published and has been unpublished or is past its review-by date answers 410 `content_withdrawn`; never-published drafts and unknown ids answer 404. Needs `wb_read_stability_matrix`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(StabilityProductSchema, 'The product.'),
    ...withdrawableItemResponses,
  },
});

export function registerStability(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage, q } = c.req.valid('query');
    if (!q) {
      const result = await c.get('payload').find({
        collection: COLLECTION,
        select: SUMMARY_FIELDS,
        sort: ALPHABETICAL,
        page,
        limit: perPage,
        ...asCaller(c),
      });
      return c.json(pageOf(result, presentSummary), 200);
    }
    const exact = exactNameMatch(q);
    if (exact) {
      // The database's match is the search itself: it counts and pages, whatever the number of matches.
      const result = await c.get('payload').find({
        collection: COLLECTION,
        select: SUMMARY_FIELDS,
        where: exact,
        sort: ALPHABETICAL,
        page,
        limit: perPage,
        ...asCaller(c),
      });
      return c.json(
        {
          items: result.docs.map(presentSummary),
          page,
          perPage,
          totalItems: result.totalDocs,
          totalPages: Math.ceil(result.totalDocs / perPage),
        },
        200,
      );
    }
    // LIKE's wildcards in the query: the database narrows by its plain fragments and matchesName decides, on the
    // candidates' names only; the summaries are read for the page's products alone.
    const { docs: candidates } = await c.get('payload').find({
      collection: COLLECTION,
      select: { name: true, inn: true, synonyms: true },
      where: nameCandidates(q),
      sort: ALPHABETICAL,
      limit: SEARCH_LIMIT,
      ...asCaller(c),
    });
    const onPage = pageOfList(
      candidates.filter((doc) => matchesName(doc, q)),
      page,
      perPage,
    );
    const ids = onPage.items.map((doc) => doc.id);
    const { docs } =
      ids.length === 0
        ? { docs: [] }
        : await c.get('payload').find({
            collection: COLLECTION,
            select: SUMMARY_FIELDS,
            where: { id: { in: ids } },
            sort: ALPHABETICAL,
            limit: ids.length,
            ...asCaller(c),
          });
    return c.json({ ...onPage, items: docs.map(presentSummary) }, 200);
  });

  app.openapi(productRoute, async (c) => {
    const { id } = c.req.valid('param');
    const doc = await findOneForCaller(c, COLLECTION, id, { depth: 1 });
    if (!doc) {
      return (await wasWithdrawn(c, COLLECTION, id))
        ? itemWithdrawn(c, 'stability product')
        : itemNotFound(c, 'stability product');
    }
    return c.json(presentProduct(doc), 200);
  });

  registerSubmenu(app, {
    area: 'stability',
    capability: CAPABILITY,
    describe:
      'The featured stability products the caller may read (at most 25; the 25 latest when none is featured), alphabetically, as “Name strength”.',
    entries: async (c) => {
      const docs = await submenuItems(c, COLLECTION, {
        select: { name: true, strength: true, slug: true },
        sort: ALPHABETICAL,
      });
      return docs.map((doc) => ({ title: `${doc.name} ${doc.strength}`, path: AREAS.stability.itemPath(doc.slug) }));
    },
  });
}
