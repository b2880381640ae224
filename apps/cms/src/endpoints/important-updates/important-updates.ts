import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema } from '@hcp/contracts/content';
import {
  type ImportantUpdate,
  ImportantUpdatePageSchema,
  ImportantUpdateSchema,
  ImportantUpdatesQuerySchema,
  type ImportantUpdateSummary,
} from '@hcp/contracts/important-updates';

import type { ImportantUpdate as ImportantUpdateDoc } from '../../payload-types';
import { lexicalToRichText } from '../../utilities/lexicalToRichText';
import { documentLinksOf } from '../shared/document-links';
import { findForCaller, findOneForCaller, governanceOf, itemNotFound, pageOf } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/important-updates',
  tags: ['Important updates'],
  summary: 'Important updates, newest first',
  description:
    'A page of the published, current updates by publish date, newest first; `category` keeps one kind. Needs `wb_read_blog`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['important-updates'].capability), publishedRead] as const,
  request: { query: ImportantUpdatesQuerySchema },
  responses: {
    200: jsonResponse(ImportantUpdatePageSchema, 'One page of updates.'),
    ...guardedResponses,
  },
});

const itemRoute = createRoute({
  method: 'get',
  path: '/api/v1/important-update/{id}',
  tags: ['Important updates'],
  summary: 'One important update',
  description:
    'The update named by its id or slug, with its body, attachments and governance. Needs `wb_read_blog`; drafts and expired updates answer 404.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['important-updates'].capability), publishedRead] as const,
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(ImportantUpdateSchema, 'The update.'),
    ...guardedItemResponses,
  },
});

function summaryOf(doc: ImportantUpdateDoc): ImportantUpdateSummary {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    publishDate: doc.publishDate.slice(0, 10),
    category: doc.category,
    summary: doc.summary,
  };
}

function updateOf(doc: ImportantUpdateDoc): ImportantUpdate {
  return {
    ...summaryOf(doc),
    body: lexicalToRichText(doc.body),
    documents: documentLinksOf(doc.documents),
    governance: governanceOf(doc),
  };
}

/** `GET api/v1/important-updates` and `GET api/v1/important-update/{id}`. */
export function registerImportantUpdates(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage, category } = c.req.valid('query');
    const result = await findForCaller(c, 'important-updates', {
      where: category ? { category: { equals: category } } : undefined,
      // The id breaks ties between updates of one day, so pages never overlap.
      sort: ['-publishDate', '-id'],
      page,
      perPage,
    });
    return c.json(pageOf(result, summaryOf), 200);
  });

  app.openapi(itemRoute, async (c) => {
    const doc = await findOneForCaller(c, 'important-updates', c.req.valid('param').id, { depth: 1 });
    if (!doc) return itemNotFound(c, 'update');
    return c.json(updateOf(doc), 200);
  });
}
