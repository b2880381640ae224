import type { IncomingMessage, ServerResponse } from 'node:http';

import { isLoopbackHost } from '../env';
import type { ServerMetrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { routeLabelOf } from './routes';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export type RequestObserverOptions = {
  metrics: ServerMetrics;
  logger: { info: (object: Record<string, unknown>) => void };
  /** Reverse proxies in front (TRUST_PROXY_HOPS): only then is an incoming X-Request-Id taken. */
  trustProxyHops: number;
  /** Serve `GET /metrics` here to loopback callers (when no METRICS_PORT listener serves it instead). */
  metricsOnThisPort: boolean;
};

/**
 * `/metrics` on the main port only for a caller on this machine that no proxy forwarded: behind a reverse proxy on the
 * same host every caller would look local, so then only METRICS_PORT serves it.
 */
function mayReadMetrics(req: IncomingMessage, trustProxyHops: number): boolean {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return trustProxyHops === 0 && !forwarded && isLoopbackHost(req.socket.remoteAddress ?? '');
}

/** Answers `GET /metrics` in Prometheus's text format. */
export async function answerMetrics(metrics: ServerMetrics, res: ServerResponse): Promise<void> {
  const { contentType, body } = await metrics.exposition();
  res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ code: 'rest_no_route', message: 'Not found.', data: { status: 404 } }));
}

/**
 * Wraps the server's listener: every request gets its id (a trusted proxy's X-Request-Id or a new UUID, handed on to
 * the JSON API in the header and echoed in the answer), one JSON access-log line and its count and latency under its
 * route pattern. `/metrics` is answered here, before any other part sees it.
 */
export function observeRequests(listener: Listener, options: RequestObserverOptions): Listener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER], options.trustProxyHops > 0);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabelOf(req, pathname);
      options.metrics.observe(method, route, res.statusCode, seconds);
      options.logger.info({
        msg: 'request',
        requestId,
        method,
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 1000),
      });
    });
    if (pathname === '/metrics') {
      if (method === 'GET' && options.metricsOnThisPort && mayReadMetrics(req, options.trustProxyHops)) {
        void answerMetrics(options.metrics, res);
      } else notFound(res);
      return;
    }
    listener(req, res);
  };
}

/** The METRICS_PORT listener: `/metrics` and nothing else. */
export function metricsListener(metrics: ServerMetrics): Listener {
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && pathname === '/metrics') void answerMetrics(metrics, res);
    else notFound(res);
  };
}
