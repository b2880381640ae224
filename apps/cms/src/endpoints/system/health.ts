import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { HealthSchema, ReadinessSchema } from '@hcp/contracts/health';
import { z } from '@hono/zod-openapi';

import { pingDatabase, probeDatabaseWrite } from '../../db/health';
import { RETRY_AFTER_SECONDS } from '../../utilities/faults';
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

/** A readiness probe waits this long for the database's write: a load balancer's check must not hang. */
const READY_PING_TIMEOUT_MS = 1000;

const retryAfter = z.object({
  'Retry-After': z.string().meta({ description: 'Seconds to wait before asking again.' }),
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['System'],
  summary: 'Readiness: may a load balancer send requests here?',
  description:
    'For load balancers and orchestrators. 200 while the process takes requests and its database commits a one-row write within 1 s; 503 with `Retry-After` while it drains for shutdown (after SIGTERM) or while the database is unreachable or cannot take a write. Unlike `/health`, a 503 here means "send elsewhere for now", not "restart me".',
  responses: {
    200: jsonResponse(ReadinessSchema, 'The process takes requests and the database takes writes.'),
    503: {
      ...jsonResponse(ApiErrorSchema, 'The process drains for shutdown, or the database does not take a write.'),
      headers: retryAfter,
    },
  },
});

export function registerHealth(app: OpenAPIHono<PortalApiEnv>, draining: () => boolean = () => false): void {
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

  app.openapi(readyRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return errorResponse(c, 503, ERROR_CODES.unavailable, 'This server is shutting down.');
    }
    try {
      await probeDatabaseWrite(c.get('payload'), READY_PING_TIMEOUT_MS);
    } catch (error) {
      c.get('log').warn({ err: error, msg: 'readiness: the database did not take a write' });
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return errorResponse(c, 503, ERROR_CODES.unavailable, 'The database is not available.');
    }
    return c.json({ status: 'ready' as const }, 200);
  });
}
