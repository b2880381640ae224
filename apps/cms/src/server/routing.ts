import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The one process: /json/ is the portal API (Hono, no Next in the path), /admin and Payload's own
 * /api and /_next assets go to Next, everything else is the portal SPA.
 */
export function chooseHandler(pathname: string, handlers: { api: Handler; next: Handler; spa: Handler }): Handler {
  if (startsWithSegment(pathname, '/json')) return handlers.api;
  if (startsWithSegment(pathname, '/admin') || startsWithSegment(pathname, '/api') || pathname.startsWith('/_next/')) {
    return handlers.next;
  }
  return handlers.spa;
}

/**
 * Payload's own auth routes for portal accounts. Portal accounts sign in, reset and verify through the portal API
 * (validated, rate-limited, generic answers); these would bypass all of that, so the server answers them 404.
 */
const PORTAL_ACCOUNT_AUTH_ROUTES =
  /^\/api\/users\/(login|logout|refresh-token|forgot-password|reset-password|unlock|verify|first-register|me)(\/|$)/;

export function isBlockedPayloadRoute(pathname: string): boolean {
  return PORTAL_ACCOUNT_AUTH_ROUTES.test(pathname);
}
