import { AREAS } from '@hcp/contracts/areas';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  type RequestCategory as RequestCategoryAnswer,
  RequestCategoryListSchema,
  RequestCategorySchema,
} from '@hcp/contracts/forms';
import type { Context } from 'hono';
import type { Where } from 'payload';

import type { Form, RequestCategory } from '../../payload-types';
import { itemNotFound } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { categorySummaryOf, formSummaryOf } from '../forms/present';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, errorResponses, guardedItemResponses, jsonResponse } from '../responses';

type PortalContext = Context<PortalApiEnv>;

const TAGS = ['Clinical requests'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-requests',
  tags: TAGS,
  summary: 'The request categories and their forms',
  description:
    'Every request category in display order, each with the published clinical request forms in it that the caller may open (forms needing a capability the caller lacks are left out). Needs `wb_read_clinical_requests`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['clinical-requests'].capability), publishedRead] as const,
  responses: {
    200: jsonResponse(RequestCategoryListSchema, 'The categories.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-requests/{category}',
  tags: TAGS,
  summary: 'One request category and its forms',
  description: 'The category named by its slug, with its forms as in the list. Needs `wb_read_clinical_requests`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['clinical-requests'].capability), publishedRead] as const,
  request: {
    params: z.object({
      category: z
        .string()
        .max(120)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use the category’s slug.'),
    }),
  },
  responses: {
    200: jsonResponse(RequestCategorySchema, 'The category.'),
    ...guardedItemResponses,
  },
});

/** The published clinical request forms the caller may open, by title, with their categories populated. */
export async function clinicalRequestForms(c: PortalContext, where?: Where): Promise<Form[]> {
  const { docs } = await c.get('payload').find({
    collection: 'forms',
    where: where
      ? { and: [{ kind: { equals: 'clinical-request' } }, where] }
      : { kind: { equals: 'clinical-request' } },
    sort: ['title', 'id'],
    draft: false,
    limit: 1_000,
    depth: 1,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs;
}

function categoryWithForms(category: RequestCategory, forms: readonly Form[]): RequestCategoryAnswer {
  const own = forms.filter((form) => typeof form.category === 'object' && form.category?.id === category.id);
  return { ...categorySummaryOf(category), forms: own.map(formSummaryOf) };
}

/** `GET api/v1/clinical-requests` and `GET api/v1/clinical-requests/{category}`. */
export function registerClinicalRequests(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const [{ docs: categories }, forms] = await Promise.all([
      c.get('payload').find({
        collection: 'request-categories',
        sort: ['displayOrder', 'title'],
        limit: 200,
        depth: 0,
        user: c.get('caller').user,
        overrideAccess: false,
      }),
      clinicalRequestForms(c),
    ]);
    return c.json({ categories: categories.map((category) => categoryWithForms(category, forms)) }, 200);
  });

  app.openapi(categoryRoute, async (c) => {
    const { docs } = await c.get('payload').find({
      collection: 'request-categories',
      where: { slug: { equals: c.req.valid('param').category } },
      limit: 1,
      depth: 0,
      user: c.get('caller').user,
      overrideAccess: false,
    });
    const category = docs[0];
    if (!category) return itemNotFound(c, 'request category');
    const forms = await clinicalRequestForms(c, { category: { equals: category.id } });
    return c.json(categoryWithForms(category, forms), 200);
  });
}
