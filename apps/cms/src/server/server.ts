import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { getRequestListener } from '@hono/node-server';
import next from 'next';

import { createPortalApi } from '../endpoints/app';
import { env } from '../env';
import { bootPayload } from './boot';
import { chooseHandler, isBlockedPayloadRoute } from './routing';
import { createSpaHandler } from './spa';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startServer(): Promise<void> {
  const spa = createSpaHandler(env.portalDist ?? path.resolve(cmsDir, '../portal/dist'));
  const payload = await bootPayload({ seedDemo: env.seedDemo });
  const api = getRequestListener(
    createPortalApi(() => payload, {
      authRateLimit: { limit: env.authRateLimitPerHour, windowMs: 60 * 60 * 1000, trustProxy: env.trustProxy },
      formRateLimit: { limit: env.formRateLimitPerHour, windowMs: 60 * 60 * 1000, trustProxy: env.trustProxy },
    }).fetch,
  );

  const nextApp = next({ dev: false, dir: cmsDir, hostname: env.host, port: env.port });
  await nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();
  const toNext = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (isBlockedPayloadRoute(pathname)) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'Not Found' }] }));
      return;
    }
    // The admin UI authenticates with its own cookie; a portal bearer token is never honoured by Payload's REST.
    delete req.headers.authorization;
    return nextHandler(req, res);
  };

  const handlers = { api, next: toNext, spa };
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    Promise.resolve(chooseHandler(pathname, handlers)(req, res)).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: `unhandled error on ${req.method ?? ''} ${pathname}` });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  });

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
