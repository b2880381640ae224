import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { MedicalInformationLineSchema } from '@hcp/contracts/forms';

import { readMedicalInformation } from '../../globals/MedicalInformation';
import type { PortalApiEnv } from '../context';
import { jsonResponse } from '../responses';

const medicalInformationRoute = createRoute({
  method: 'get',
  path: '/api/v1/medical-information',
  tags: ['Public pages'],
  summary: 'The Medical Information line: phone and opening hours',
  description:
    'Public: no token needed, since the landing page and an account still waiting for approval show it. Editors set it in the admin (Settings → Medical Information line); `line` is null while no number is set.',
  responses: { 200: jsonResponse(MedicalInformationLineSchema, 'The line, or null.') },
});

/** `GET api/v1/medical-information`. */
export function registerMedicalInformation(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(medicalInformationRoute, async (c) => {
    const line = await readMedicalInformation(c.get('payload'));
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ line }, 200);
  });
}
