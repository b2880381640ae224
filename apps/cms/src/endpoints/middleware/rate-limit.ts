import { getConnInfo } from '@hono/node-server/conninfo';
import { formatWait } from '@hcp/contracts/plural';
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { addressGroup, clientAddressFrom } from '../../utilities/clientAddress';
import type { Limiter, SharedLimits } from '../../utilities/shared-limits';
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
 * A per-address fixed-window limit for the calls that guess at credentials (sign-in, registration, resets), form
 * submissions and bot-check challenges. It is generous, since a whole hospital may share one address; the guess limits
 * (guessLimits.ts) do the fine work. `name` names the counter in the store every process shares (shared-limits.ts),
 * so N processes behind a load balancer allow `limit` per window in all, not N times it.
 */
export function rateLimit(
  name: string,
  { limit, windowMs, trustProxyHops }: RateLimitOptions,
  limitsOf: (c: Context) => Promise<SharedLimits>,
): MiddlewareHandler {
  const policy = { points: limit, durationSeconds: Math.max(1, Math.ceil(windowMs / 1000)) };
  // One limiter per set of shared limits (one set per Payload instance in a process).
  const limiters = new WeakMap<SharedLimits, Limiter>();
  return async (c, next) => {
    const limits = await limitsOf(c);
    let limiter = limiters.get(limits);
    if (!limiter) {
      limiter = limits.limiter(name, policy);
      limiters.set(limits, limiter);
    }
    try {
      // An IPv6 client counts by its /64: one network hands its devices any address inside it.
      await limiter.consume(addressGroup(clientAddress(c, trustProxyHops)));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      c.header('Retry-After', String(retryAfter));
      return errorResponse(
        c,
        429,
        'rest_too_many_requests',
        `Too many attempts from your network. Please wait ${formatWait(retryAfter)} and try again.`,
      );
    }
    await next();
  };
}
