import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

import { clientAddressFrom } from '../../utilities/clientAddress';
import { errorResponse } from '../errors';

/** `trustProxyHops`: the reverse proxies in front whose X-Forwarded-For entries count (TRUST_PROXY_HOPS). */
export type RateLimitOptions = { limit: number; windowMs: number; trustProxyHops: number };

/** The client's address: the socket's, or behind `trustProxyHops` proxies the entry the outermost one appended. */
export function clientAddress(c: Context, trustProxyHops: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  return clientAddressFrom(c.req.header('x-forwarded-for'), socketAddress, trustProxyHops);
}

/**
 * A per-address fixed-window limit for the calls that guess at credentials (sign-in, registration, resets).
 * It is generous, since a whole hospital may share one address; the per-account sign-in throttle does the fine work.
 * Counts live in this process: with several processes, each allows `limit` per window.
 */
export function rateLimit({ limit, windowMs, trustProxyHops }: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = clientAddress(c, trustProxyHops);
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
