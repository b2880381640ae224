import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  type Brand,
  brandColourProblem,
  BrandSchema,
  DEFAULT_BRAND_COLOUR,
  DEFAULT_BRAND_NAME,
} from '@hcp/contracts/brand';

import type { PortalApiEnv } from '../context';
import { jsonResponse } from '../responses';

const brandRoute = createRoute({
  method: 'get',
  path: '/api/v1/brand',
  tags: ['Public pages'],
  summary: 'The brand: name, colour and logo',
  description:
    'Public: no token needed, since the sign-in screen shows it. Administrators set it in the admin (Settings → Brand); until then the portal’s own name and colour.',
  responses: { 200: jsonResponse(BrandSchema, 'The brand.') },
});

/** `GET api/v1/brand`. */
export function registerBrand(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(brandRoute, async (c) => {
    const brand = await c.get('payload').findGlobal({ slug: 'brand', depth: 1, overrideAccess: true });
    const logo = typeof brand.logo === 'object' ? brand.logo : null;
    // A colour stored around the global's own check (an import, an older rule) never reaches the portal.
    const colour = brand.primaryColour && !brandColourProblem(brand.primaryColour) ? brand.primaryColour : null;
    const answer: Brand = {
      name: brand.name.trim() || DEFAULT_BRAND_NAME,
      primaryColour: (colour ?? DEFAULT_BRAND_COLOUR).toLowerCase(),
      logo:
        logo?.url && logo.width && logo.height
          ? { url: logo.url, alt: logo.alt, width: logo.width, height: logo.height }
          : null,
    };
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(answer, 200);
  });
}
