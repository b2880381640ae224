import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ERROR_CODES } from '@hcp/contracts/errors';
import { PublicPageSchema, PublicPageSlugSchema } from '@hcp/contracts/pages';

import { lexicalToRichText } from '../../utilities/lexicalToRichText';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';

const pageRoute = createRoute({
  method: 'get',
  path: '/api/v1/pages/{slug}',
  tags: ['Public pages'],
  summary: 'A public page: about, privacy policy, disclaimer or contact',
  description:
    'Public: no token needed. Only the published version is served; its rich text comes in the portal’s safe format.',
  request: { params: z.object({ slug: z.string().max(60) }) },
  responses: {
    200: jsonResponse(PublicPageSchema, 'The published page.'),
    404: errorResponses.notFound,
  },
});

export function registerPublicPages(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(pageRoute, async (c) => {
    const slug = PublicPageSlugSchema.safeParse(c.req.valid('param').slug);
    const notFound = () => errorResponse(c, 404, ERROR_CODES.notFound, 'There is no such page.');
    if (!slug.success) return notFound();
    // No caller: the collection's own rule then serves published pages only.
    const { docs } = await c.get('payload').find({
      collection: 'pages',
      where: { slug: { equals: slug.data } },
      limit: 1,
      depth: 0,
      draft: false,
      overrideAccess: false,
    });
    const page = docs[0];
    if (!page) return notFound();
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(
      {
        slug: slug.data,
        title: page.title,
        content: lexicalToRichText(page.content),
        updatedAt: page.updatedAt,
        contact:
          slug.data === 'contact'
            ? {
                organisation: page.contact?.organisation ?? '',
                address: page.contact?.address ?? null,
                phone: page.contact?.phone ?? null,
                email: page.contact?.email ?? null,
                hours: page.contact?.hours ?? null,
              }
            : null,
      },
      200,
    );
  });
}
