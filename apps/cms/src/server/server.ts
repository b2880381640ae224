import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { getRequestListener } from '@hono/node-server';
import next from 'next';

import { createPortalApi } from '../endpoints/app';
import { env } from '../env';
import { gateCollections, gateGlobals } from '../payload.config';
import { bootPayload } from './boot';
import { createRequestListener, gateConfigFrom } from './listener';
import type { Handler } from './routing';
import { createSpaHandler } from './spa';
import {
  flushErrorReports,
  reportServerError,
  reportServerFailure,
  startErrorReporting,
} from '../observability/error-reporting';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The origins the portal's browser SDKs send to: the DSN's and the PostHog host's, when set. */
function reportingOrigins(): string[] {
  return [env.sentry?.origin, env.analytics?.host].filter((origin): origin is string => origin !== undefined);
}

/** Requests whose error the listener reported already, so their 500 is not reported a second time. */
const reported = new WeakSet<IncomingMessage>();

/** Next's and the SPA's 5xx answers are reported too (the JSON API reports its own, with the account). */
function reportingFailures(handler: Handler): Handler {
  return (req, res) => {
    res.once('finish', () => {
      if (res.statusCode < 500 || reported.has(req)) return;
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      reportServerFailure(res.statusCode, { method: req.method ?? 'GET', path, headers: req.headers }, env.publicUrl);
    });
    return handler(req, res);
  };
}

export async function startServer(): Promise<void> {
  await startErrorReporting(env.sentry);
  const spa = createSpaHandler(env.portalDist ?? path.resolve(cmsDir, '../portal/dist'), {
    reportingOrigins: reportingOrigins(),
  });
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
      handlers: { api, next: reportingFailures((req, res) => nextHandler(req, res)), spa: reportingFailures(spa) },
      gate: gateConfigFrom(payload.config.admin.user, gateCollections, gateGlobals),
      publicUrl: env.publicUrl,
      trustProxyHops: env.trustProxyHops,
      adminSignInPerHour: env.authRateLimitPerHour,
      onError: (error, req) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        payload.logger.error({ err: error, msg: `unhandled error on ${req.method ?? ''} ${pathname}` });
        reported.add(req);
        reportServerError(error, { method: req.method ?? 'GET', path: pathname, headers: req.headers }, env.publicUrl);
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
      void Promise.all([flushErrorReports(), payload.destroy()]).finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
