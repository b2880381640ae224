import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { HealthSchema } from '@hcp/contracts/health';

import { pingDatabase } from '../../utilities/pingDatabase';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { jsonResponse } from '../responses';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and database check',
  responses: {
    200: jsonResponse(HealthSchema, 'The server runs and the database answers.'),
    503: jsonResponse(ApiErrorSchema, 'The database does not answer.'),
  },
});

export function registerHealth(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(healthRoute, async (c) => {
    const payload = c.get('payload');
    try {
      await pingDatabase(payload);
    } catch (error) {
      payload.logger.error({ err: error, msg: 'health check: database did not answer' });
      c.header('Cache-Control', 'no-store');
      return errorResponse(c, 503, ERROR_CODES.unavailable, 'The database is not available.');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const }, 200);
  });
}
