import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema } from '@hcp/contracts/content';
import { type StarredProducts, StarredProductsSchema } from '@hcp/contracts/dashboard';
import type { Context } from 'hono';

import { findAllForCaller, findOneForCaller, itemNotFound } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';

type PortalContext = Context<PortalApiEnv>;

const CAPABILITY = AREAS.stability.capability;
const TAGS = ['Dashboard'];
const PATH = '/api/v1/account/starred-stability';
const params = z.object({ id: IdOrSlugSchema });
const failures = { 401: errorResponses.unauthorized, 403: errorResponses.forbidden } as const;

const listRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: TAGS,
  summary: 'Your starred stability products',
  description:
    'The stability products the caller has starred, alphabetically; a starred product that is no longer published or current is left out. Needs `wb_read_stability_matrix`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY)] as const,
  responses: { 200: jsonResponse(StarredProductsSchema, 'The starred products.'), ...failures },
});

const starRoute = createRoute({
  method: 'put',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: 'Star a stability product',
  description:
    'Stars the product named by id or slug for the caller (starring it again changes nothing). A product the caller cannot read answers 404. Needs `wb_read_stability_matrix`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY)] as const,
  request: { params },
  responses: {
    200: jsonResponse(StarredProductsSchema, 'The starred products, this one among them.'),
    400: errorResponses.badRequest,
    ...failures,
    404: errorResponses.notFound,
  },
});

const unstarRoute = createRoute({
  method: 'delete',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: 'Unstar a stability product',
  description:
    'Removes the caller’s star from the product named by id or slug (a product not starred stays so). A product the caller cannot read answers 404. Needs `wb_read_stability_matrix`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY)] as const,
  request: { params },
  responses: {
    200: jsonResponse(StarredProductsSchema, 'The starred products, without this one.'),
    400: errorResponses.badRequest,
    ...failures,
    404: errorResponses.notFound,
  },
});

/** The caller's own stars (the collection's access rule limits them to the caller's). */
async function ownStars(c: PortalContext, productId?: number) {
  const { docs } = await c.get('payload').find({
    collection: 'starred-stability-products',
    where: productId === undefined ? undefined : { product: { equals: productId } },
    pagination: false,
    depth: 0,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs;
}

async function starredProducts(c: PortalContext): Promise<StarredProducts> {
  const ids = (await ownStars(c)).map((star) => (typeof star.product === 'object' ? star.product.id : star.product));
  if (ids.length === 0) return { items: [] };
  const products = await findAllForCaller(c, 'stability-products', {
    where: { id: { in: ids } },
    sort: ['name', 'strength'],
  });
  return { items: products.map((doc) => ({ id: doc.id, slug: doc.slug, name: `${doc.name} ${doc.strength}` })) };
}

export function registerStarredStability(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => c.json(await starredProducts(c), 200));

  app.openapi(starRoute, async (c) => {
    const product = await findOneForCaller(c, 'stability-products', c.req.valid('param').id);
    if (!product) return itemNotFound(c, 'stability product');
    if ((await ownStars(c, product.id)).length === 0) {
      try {
        await c.get('payload').create({
          collection: 'starred-stability-products',
          data: { owner: c.get('caller').user.id, product: product.id },
          depth: 0,
          user: c.get('caller').user,
          overrideAccess: false,
        });
      } catch (error) {
        // Two clicks at once: the unique (owner, product) index kept the first star, which is what was asked.
        if ((await ownStars(c, product.id)).length === 0) throw error;
      }
    }
    return c.json(await starredProducts(c), 200);
  });

  app.openapi(unstarRoute, async (c) => {
    const product = await findOneForCaller(c, 'stability-products', c.req.valid('param').id);
    if (!product) return itemNotFound(c, 'stability product');
    await c.get('payload').delete({
      collection: 'starred-stability-products',
      where: { product: { equals: product.id } },
      user: c.get('caller').user,
      overrideAccess: false,
    });
    return c.json(await starredProducts(c), 200);
  });
}
