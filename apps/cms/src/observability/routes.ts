import type { IncomingMessage } from 'node:http';

import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

/** The JSON API's route pattern per Node request, for the metrics' `route` label (bounded, unlike raw paths). */
const patterns = new WeakMap<IncomingMessage, string>();

/** Notes the pattern of the route that answered (`/json/api/v1/forms/:slug`), once the JSON API has answered. */
export function recordRoutePattern(c: Context): void {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return;
  // The last handler that is not a `use('*')` middleware is the route; none when no route matched (a 404).
  const route = matchedRoutes(c)
    .filter((matched) => matched.method !== 'ALL')
    .at(-1);
  patterns.set(incoming, route ? route.path : 'unmatched');
}

/**
 * The route label of a request: the JSON API's pattern, else the surface that answered: Payload's REST API, the admin,
 * Next's assets, the metrics or the portal (the SPA's paths are client-side routes, one label for all).
 */
export function routeLabelOf(req: IncomingMessage, pathname: string): string {
  const pattern = patterns.get(req);
  if (pattern) return pattern === 'unmatched' ? '/json (no route)' : pattern;
  if (pathname.startsWith('/json/')) return '/json (no route)';
  if (pathname === '/api' || pathname.startsWith('/api/')) return '/api (Payload)';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin';
  if (pathname.startsWith('/_next/')) return '/_next';
  if (pathname === '/metrics') return '/metrics';
  return '/ (portal)';
}

/** Middleware: notes the route pattern once the JSON API answered. */
export const routePatternRecorder: MiddlewareHandler = async (c, next) => {
  await next();
  recordRoutePattern(c);
};
