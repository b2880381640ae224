import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

import { errorResponse } from '../errors';

export type RateLimitOptions = { limit: number; windowMs: number; trustProxy: boolean };

/** The client's address: the socket's, or behind a trusted reverse proxy the first X-Forwarded-For entry. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A per-address fixed-window limit for the calls that guess at credentials (sign-in, registration, resets).
 * It is generous, since a whole hospital may share one address; the per-account lockout does the fine work.
 * Counts live in this process: with several processes, each allows `limit` per window.
 */
export function rateLimit({ limit, windowMs, trustProxy }: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = clientAddress(c, trustProxy);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size > 10_000) for (const [address, old] of windows) if (old.resetAt <= now) windows.delete(address);
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      c.header('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      return errorResponse(
        c,
        429,
        'rest_too_many_requests',
        'Too many attempts from your network. Please wait a while and try again.',
      );
    }
    await next();
  };
}
