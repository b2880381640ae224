import { sweepAbandonedSpools } from '../endpoints/forms/multipart';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { getRequestListener } from '@hono/node-server';
import next from 'next';
import type { Payload } from 'payload';

import { createPortalApi } from '../endpoints/app';
import { env } from '../env';
import { readBrand } from '../globals/Brand';
import { gateCollections, gateGlobals } from '../payload.config';
import { drainJobs } from '../jobs/worker';
import { ServerMetrics } from '../observability/metrics';
import { metricsListener, observeRequests } from '../observability/requests';
import { closeDatabase, postgresPoolOf } from '../db/connection';
import { closeSharedLimits, sharedLimitsOf } from '../utilities/shared-limits';
import { bootPayload } from './boot';
import { createHttpServer, Lifecycle } from './lifecycle';
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
  // The sign-in page is sent with the brand editors set, read for each request (one read of the brand global).
  const booted: { payload?: Payload } = {};
  const spa = createSpaHandler(env.portalDist ?? path.resolve(cmsDir, '../portal/dist'), {
    reportingOrigins: reportingOrigins(),
    readBrand: () =>
      booted.payload ? readBrand(booted.payload) : Promise.reject(new Error('Payload has not started yet.')),
  });
  const payload = await bootPayload({ seedDemo: env.seedDemo, serving: true });
  booted.payload = payload;
  // Uploads a killed process left waiting in the temporary folder: older than any request can last.
  const swept = await sweepAbandonedSpools(env.uploads.tempDir, 2 * env.http.requestTimeoutMs);
  if (swept > 0) payload.logger.info(`removed ${String(swept)} upload folders a stopped process left behind`);
  const lifecycle = new Lifecycle({
    drainTimeoutMs: env.shutdown.timeoutMs,
    readyDelayMs: env.shutdown.readyDelayMs,
    logger: payload.logger,
    closeResources: async () => {
      await Promise.all([flushErrorReports(), closeSharedLimits(payload)]);
      await closeDatabase(payload);
    },
    exit: (code) => process.exit(code),
  });
  // The job workers start no new run once the drain begins, and the runs going finish first (jobs/worker.ts); a job
  // still running at the deadline keeps its claim and is run again by another process after the lease.
  lifecycle.addDrainer({
    name: 'job queues',
    drain: async () => {
      const { finished, unfinished } = await drainJobs({ deadlineMs: env.shutdown.timeoutMs });
      if (!finished) payload.logger.warn({ msg: `shutdown: ${String(unfinished)} job run(s) left to their lease` });
    },
  });
  const metrics = new ServerMetrics({ db: payload.db, pool: postgresPoolOf(payload.db) });
  const api = getRequestListener(
    createPortalApi(() => payload, {
      authRateLimit: { limit: env.authRateLimitPerHour, windowMs: 60 * 60 * 1000, trustProxyHops: env.trustProxyHops },
      formRateLimit: { limit: env.formRateLimitPerHour, windowMs: 60 * 60 * 1000, trustProxyHops: env.trustProxyHops },
      draining: () => lifecycle.draining,
    }).fetch,
  );

  const nextApp = next({ dev: false, dir: cmsDir, hostname: env.host, port: env.port });
  await nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();

  const listener = createRequestListener({
    handlers: { api, next: reportingFailures((req, res) => nextHandler(req, res)), spa: reportingFailures(spa) },
    gate: gateConfigFrom(payload.config.admin.user, gateCollections, gateGlobals),
    publicUrl: env.publicUrl,
    trustProxyHops: env.trustProxyHops,
    adminSignInPerHour: env.authRateLimitPerHour,
    sharedLimits: await sharedLimitsOf(payload),
    onError: (error, req) => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      payload.logger.error({
        err: error,
        requestId: req.headers['x-request-id'],
        msg: `unhandled error on ${req.method ?? ''} ${pathname}`,
      });
      reported.add(req);
      reportServerError(
        error,
        {
          method: req.method ?? 'GET',
          path: pathname,
          headers: req.headers,
          requestId: String(req.headers['x-request-id']),
        },
        env.publicUrl,
      );
    },
  });
  const server = createHttpServer(
    lifecycle.track(
      observeRequests(listener, {
        metrics,
        logger: payload.logger,
        trustProxyHops: env.trustProxyHops,
        metricsOnThisPort: env.metrics === undefined,
      }),
    ),
    env.http,
  );
  lifecycle.manage(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.port, env.host, resolve);
  });
  payload.logger.info(
    `HCP Portal listening on http://${env.host}:${String(env.port)} (portal /, admin /admin, API /json/)`,
  );
  if (env.metrics) {
    const metricsServer = createHttpServer(metricsListener(metrics), env.http);
    lifecycle.manage(metricsServer);
    await new Promise<void>((resolve, reject) => {
      metricsServer.once('error', reject);
      metricsServer.listen(env.metrics?.port, env.metrics?.host, resolve);
    });
    payload.logger.info(`Metrics on http://${env.metrics.host}:${String(env.metrics.port)}/metrics`);
  }
  lifecycle.listen();
}
