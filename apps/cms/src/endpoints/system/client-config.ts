import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { type ClientConfig, ClientConfigSchema } from '@hcp/contracts/observability';
import { APP_VERSION } from '@hcp/contracts/version';

import { env } from '../../env';
import type { PortalApiEnv } from '../context';
import { jsonResponse } from '../responses';

const clientConfigRoute = createRoute({
  method: 'get',
  path: '/api/v1/client-config',
  tags: ['System'],
  summary: 'Run-time settings of the portal: error reporting and session analytics',
  description:
    'Read by the portal as it starts, so one build serves every environment. Each part is null when the server has no setting for it; the portal then loads no SDK and sends nothing. Analytics also waits for the account’s consent.',
  responses: { 200: jsonResponse(ClientConfigSchema, 'The settings.') },
});

/** Only public values: a DSN and a PostHog project key are meant to be seen by browsers. */
function clientConfig(): ClientConfig {
  return {
    sentry: env.sentry ? { dsn: env.sentry.dsn, environment: env.sentry.environment, release: APP_VERSION } : null,
    analytics: env.analytics ? { key: env.analytics.key, host: env.analytics.host } : null,
  };
}

/** `GET api/v1/client-config`. */
export function registerClientConfig(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(clientConfigRoute, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(clientConfig(), 200);
  });
}
