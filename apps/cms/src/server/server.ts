import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { getRequestListener } from '@hono/node-server';
import next from 'next';

import { createPortalApi } from '../endpoints/app';
import { env } from '../env';
import { gateCollections, gateGlobals } from '../payload.config';
import { bootPayload } from './boot';
import { createRequestListener, gateConfigFrom } from './listener';
import { createSpaHandler } from './spa';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startServer(): Promise<void> {
  const spa = createSpaHandler(env.portalDist ?? path.resolve(cmsDir, '../portal/dist'));
  const payload = await bootPayload({ seedDemo: env.seedDemo });
  const api = getRequestListener(
    createPortalApi(() => payload, {
      authRateLimit: { limit: env.authRateLimitPerHour, windowMs: 60 * 60 * 1000, trustProxyHops: env.trustProxyHops },
      formRateLimit: { limit: env.formRateLimitPerHour, windowMs: 60 * 60 * 1000, trustProxyHops: env.trustProxyHops },
    }).fetch,
  );

  const nextApp = next({ dev: false, dir: cmsDir, hostname: env.host, port: env.port });
  await nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();

  const server = createServer(
    createRequestListener({
      handlers: { api, next: (req, res) => nextHandler(req, res), spa },
      gate: gateConfigFrom(payload.config.admin.user, gateCollections, gateGlobals),
      publicUrl: env.publicUrl,
      trustProxyHops: env.trustProxyHops,
      adminSignInPerHour: env.authRateLimitPerHour,
      onError: (error, req) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        payload.logger.error({ err: error, msg: `unhandled error on ${req.method ?? ''} ${pathname}` });
      },
    }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.port, env.host, resolve);
  });
  payload.logger.info(
    `HCP Portal listening on http://${env.host}:${String(env.port)} (portal /, admin /admin, API /json/)`,
  );

  const shutdown = (signal: string) => {
    payload.logger.info(`${signal}: closing`);
    server.close(() => {
      void payload.destroy().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
