import type { IncomingMessage, ServerResponse } from 'node:http';

import { isNextBound } from './payload-gate';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The one process: /json/ is the portal API (Hono, no Next in the path); /admin, Payload's own /api and Next's /_next
 * assets go to Next, in any spelling (case, escapes, dot segments), so that the gate in front of Next sees them all;
 * everything else is the portal SPA.
 */
export function chooseHandler(pathname: string, handlers: { api: Handler; next: Handler; spa: Handler }): Handler {
  if (isNextBound(pathname)) return handlers.next;
  if (startsWithSegment(pathname, '/json')) return handlers.api;
  return handlers.spa;
}
