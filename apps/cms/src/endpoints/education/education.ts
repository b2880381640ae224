import { createHash } from 'node:crypto';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema, PageQuerySchema } from '@hcp/contracts/content';
import {
  type EducationItem,
  EducationItemSchema,
  EducationParentListSchema,
  EducationParentSchema,
} from '@hcp/contracts/education';

import { lexicalToRichText } from '../../utilities/lexicalToRichText';
import { registerSubmenu, submenuItems } from '../shared/submenu';
import {
  findAllForCaller,
  findForCaller,
  findOneForCaller,
  governanceOf,
  itemNotFound,
  pageOf,
} from '../shared/published';
import type { Context } from 'hono';

import type { PortalApiEnv } from '../context';
import { documentLinksOf } from '../shared/document-links';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { answerJsonAs, publishedRead, readyValue } from '../../read-model/published-reads';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';
import { completionOf } from '../cpd-log/completion';
import { idOf, presentItemSummary, presentParentSummary } from './present';

const TAGS = ['Education'];
const PARENT_ORDER = ['displayOrder', 'title'];
const ITEM_ORDER = 'title';

const listRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability), publishedRead] as const,
  method: 'get',
  path: '/api/v1/education',
  summary: 'The education courses and categories',
  description:
    'One page of the published, current courses and categories in display order, each with the number of its items the caller can open. Needs `wb_read_education`.',
  request: { query: PageQuerySchema },
  responses: {
    200: jsonResponse(EducationParentListSchema, 'One page of courses and categories.'),
    ...guardedResponses,
  },
});

const parentRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability), publishedRead] as const,
  method: 'get',
  path: '/api/v1/education/{id}',
  summary: 'A course or category with its items',
  description:
    'The course or category named by id or slug, with one page (`?page=&perPage=`) of its items in title order, each with its CPD information and label. Needs `wb_read_education`.',
  request: { params: z.object({ id: IdOrSlugSchema }), query: PageQuerySchema },
  responses: {
    200: jsonResponse(EducationParentSchema, 'The course or category and one page of its items.'),
    ...guardedItemResponses,
  },
});

const itemRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability)] as const,
  method: 'get',
  path: '/api/v1/education-item/{id}',
  summary: 'One education item',
  description:
    'The learning item named by id or slug: its body, CPD information and label, attachments, its course or category, and whether the caller has logged it as complete. An item whose course or category is not available is not available either. Needs `wb_read_education`.',
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(EducationItemSchema, 'The item.'),
    ...guardedItemResponses,
  },
});

/** An education item's answer without the caller's completion, as JSON text, and that text's hash. */
type ReadyItem = { id: number; json: string; hash: string };

async function readyItem(c: Context<PortalApiEnv>, id: string): Promise<ReadyItem | undefined> {
  const item = await publishedItem(c, id);
  if (!item) return undefined;
  const json = JSON.stringify(item);
  return { id: item.id, json, hash: createHash('sha1').update(json).digest('base64url') };
}

/** An education item as every reader sees it (the caller's completion left out), or undefined: the route answers 404. */
async function publishedItem(c: Context<PortalApiEnv>, id: string) {
  const item = await findOneForCaller(c, 'education-items', id);
  const parentId = idOf(item?.parent);
  const parent =
    item && parentId !== undefined ? await findOneForCaller(c, 'education-courses', String(parentId)) : undefined;
  if (!item || !parent) return undefined;
  const documentIds = (item.documents ?? []).map(idOf).filter((documentId) => documentId !== undefined);
  // Attachments pass the documents' own rule too, so only files of areas the caller may open are listed.
  const documents =
    documentIds.length === 0 ? [] : await findAllForCaller(c, 'documents', { where: { id: { in: documentIds } } });
  const byId = new Map(documents.map((document) => [document.id, document]));
  return {
    ...presentItemSummary(item),
    body: lexicalToRichText(item.body),
    documents: documentIds.flatMap((documentId) => {
      const document = byId.get(documentId);
      return document ? documentLinksOf([document]) : [];
    }),
    parent: { id: parent.id, slug: parent.slug, title: parent.title, kind: parent.kind },
    governance: governanceOf(item),
  };
}

export function registerEducation(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage } = c.req.valid('query');
    const result = await findForCaller(c, 'education-courses', { sort: PARENT_ORDER, page, perPage });
    const counts = await Promise.all(
      result.docs.map(async (parent) => {
        const { totalDocs } = await c.get('payload').count({
          collection: 'education-items',
          where: { parent: { equals: parent.id } },
          user: c.get('caller').user,
          overrideAccess: false,
        });
        return totalDocs;
      }),
    );
    const countOf = new Map(result.docs.map((parent, index) => [parent.id, counts[index] ?? 0]));
    return c.json(
      pageOf(result, (parent) => presentParentSummary(parent, countOf.get(parent.id) ?? 0)),
      200,
    );
  });

  app.openapi(parentRoute, async (c) => {
    const { page, perPage } = c.req.valid('query');
    const parent = await findOneForCaller(c, 'education-courses', c.req.valid('param').id);
    if (!parent) return itemNotFound(c, 'course or category');
    const items = await findForCaller(c, 'education-items', {
      where: { parent: { equals: parent.id } },
      sort: ITEM_ORDER,
      page,
      perPage,
    });
    return c.json(
      {
        id: parent.id,
        slug: parent.slug,
        title: parent.title,
        kind: parent.kind,
        summary: parent.summary,
        body: lexicalToRichText(parent.body),
        governance: governanceOf(parent),
        items: pageOf(items, presentItemSummary),
      },
      200,
    );
  });

  app.openapi(itemRoute, async (c) => {
    // The item is the same for every caller with the same capabilities, kept ready as JSON text; the completion is
    // the caller's own, added as the text's last member (issue 16: no serialising, hashing or re-reading of the whole
    // answer on each request). Its tag names both, so it changes with either.
    const item = await readyValue(c, () => readyItem(c, c.req.valid('param').id));
    if (!item) return itemNotFound(c, 'education item');
    const completion = await completionOf(c, item.id);
    const own = completion ? { entryId: completion.id, date: completion.date.slice(0, 10) } : null;
    return answerJsonAs<EducationItem>(c, {
      body: `${item.json.slice(0, -1)},"completion":${JSON.stringify(own)}}`,
      etag: `"${item.hash}${own ? `.${String(own.entryId)}.${own.date}` : ''}"`,
    });
  });

  registerSubmenu(app, {
    area: 'education',
    capability: AREAS.education.capability,
    describe:
      'The featured courses and categories of the education area (at most 25; the 25 latest when none is featured), in display order.',
    entries: async (c) => {
      const parents = await submenuItems(c, 'education-courses', {
        select: { title: true, slug: true },
        sort: PARENT_ORDER,
      });
      return parents.map((parent) => ({ title: parent.title, path: AREAS.education.parentPath(parent.slug) }));
    },
  });
}
