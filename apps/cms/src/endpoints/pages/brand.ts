import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { BrandSchema } from '@hcp/contracts/brand';

import { readBrand } from '../../globals/Brand';
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
    const answer = await readBrand(c.get('payload'));
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(answer, 200);
  });
}
