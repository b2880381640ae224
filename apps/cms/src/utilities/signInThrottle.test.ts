import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RateLimiterMemory } from 'rate-limiter-flexible';

import type { LimiterFactory } from './shared-limits';
import { createSignInThrottle, type SignInKey } from './signInThrottle';

/** One process's counters: the store SQLite deployments use (shared-limits.ts). */
const inMemory: LimiterFactory = (name, { points, durationSeconds }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });

const attacker: SignInKey = { scope: 'users', email: 'Owner@Example.com', address: '203.0.113.9' };
const owner: SignInKey = { scope: 'users', email: 'owner@example.com', address: '198.51.100.7' };

async function fail(throttle: ReturnType<typeof createSignInThrottle>, key: SignInKey, times: number) {
  for (let i = 0; i < times; i += 1) await throttle.failed(key);
}

describe('signInThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets two failures pass, then makes the pair wait 1 s, doubling with each failure up to 15 minutes', async () => {
    const throttle = createSignInThrottle(inMemory);
    await fail(throttle, attacker, 2);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(0);
    await throttle.failed(attacker);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(1);
    await throttle.failed(attacker);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(2);
    await throttle.failed(attacker);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(4);
    await fail(throttle, attacker, 20);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(15 * 60);
  });

  it('lets the pair try again once the delay has passed', async () => {
    const throttle = createSignInThrottle(inMemory);
    await fail(throttle, attacker, 4);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(2);
    vi.advanceTimersByTime(2_100);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(0);
  });

  it('never holds up the same account from another address, nor the other scope', async () => {
    const throttle = createSignInThrottle(inMemory);
    await fail(throttle, attacker, 30);
    expect(await throttle.retryAfterSeconds(attacker)).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds(owner)).toBe(0);
    expect(await throttle.retryAfterSeconds({ ...attacker, scope: 'admins' })).toBe(0);
  });

  it('keys on the typed email without regard to case or spaces', async () => {
    const throttle = createSignInThrottle(inMemory);
    await fail(throttle, attacker, 3);
    expect(await throttle.retryAfterSeconds({ ...attacker, email: ' owner@example.COM ' })).toBe(1);
  });

  it('starts the pair afresh after the right password', async () => {
    const throttle = createSignInThrottle(inMemory);
    await fail(throttle, attacker, 5);
    await throttle.succeeded(attacker);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(0);
    await fail(throttle, attacker, 2);
    expect(await throttle.retryAfterSeconds(attacker)).toBe(0);
  });
});
