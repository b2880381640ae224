import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memoryLedger } from './guessLedger';
import { createGuessLimits, type Guess, type GuessLimits } from './guessLimits';
import type { LimiterFactory } from './shared-limits';

/** One process's counters: the store SQLite deployments use (shared-limits.ts). */
const inMemory: LimiterFactory = (name, { points, durationSeconds }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });

const password = (email: string, address: string, knownDevice?: string): Guess => ({
  scope: 'users',
  secret: 'password',
  email,
  address,
  knownDevice,
});

/** Takes a slot and says the secret was wrong; answers whether the attempt was let through. */
async function wrong(limits: GuessLimits, guess: Guess): Promise<boolean> {
  const attempt = await limits.reserve(guess);
  if (attempt.ok) await attempt.failed();
  return attempt.ok;
}

describe('createGuessLimits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets three wrong passwords through, then makes the email and address wait 1 s, doubling', async () => {
    const limits = createGuessLimits(inMemory, memoryLedger());
    const attacker = password('Owner@Example.com', '203.0.113.9');
    expect([await wrong(limits, attacker), await wrong(limits, attacker), await wrong(limits, attacker)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await limits.reserve(attacker)).toEqual({ ok: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1_000);
    expect(await wrong(limits, attacker)).toBe(true);
    expect(await limits.reserve(attacker)).toEqual({ ok: false, retryAfterSeconds: 2 });
    // The owner, from elsewhere, is not held back.
    expect((await limits.reserve(password('owner@example.com', '198.51.100.7'))).ok).toBe(true);
  });

  it('counts every address of one IPv6 /64 as one', async () => {
    const limits = createGuessLimits(inMemory, memoryLedger());
    for (const host of ['1', '2', '3']) await wrong(limits, password('owner@example.com', `2001:db8:5:6::${host}`));
    expect((await limits.reserve(password('owner@example.com', '2001:db8:5:6::ffff'))).ok).toBe(false);
    expect((await limits.reserve(password('owner@example.com', '2001:db8:5:7::1'))).ok).toBe(true);
  });

  it('refuses the 101st failure on one account within the hour, from however many addresses', async () => {
    const limits = createGuessLimits(inMemory, memoryLedger());
    const outcomes: boolean[] = [];
    for (let address = 1; address <= 35; address += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        outcomes.push(await wrong(limits, password('owner@example.com', `198.51.100.${String(address)}`)));
      }
    }
    expect(outcomes.filter(Boolean)).toHaveLength(100);
    // The owner's browser, known from an earlier sign-in, still gets through; and after an hour anyone does.
    expect((await limits.reserve(password('owner@example.com', '192.0.2.1', 'device-1'))).ok).toBe(true);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect((await limits.reserve(password('owner@example.com', '192.0.2.2'))).ok).toBe(true);
  });

  it('gives back the hourly slots of a right password, so an owner who signs in often is never counted', async () => {
    const limits = createGuessLimits(inMemory, memoryLedger(), { accountFailuresPerHour: 2 });
    for (let time = 0; time < 5; time += 1) {
      const attempt = await limits.reserve(password('owner@example.com', `198.51.100.${String(time)}`));
      expect(attempt.ok).toBe(true);
      if (attempt.ok) await attempt.succeeded();
    }
  });

  it('keeps the count of wrong codes when the password is right', async () => {
    const limits = createGuessLimits(inMemory, memoryLedger());
    const code: Guess = { scope: 'admins', secret: 'code', email: 'admin@example.com', address: '203.0.113.9' };
    for (let attempt = 0; attempt < 5; attempt += 1)
      await wrong(limits, { ...code, address: `203.0.113.${String(attempt)}` });
    const rightPassword = await limits.reserve({ ...code, secret: 'password' });
    if (rightPassword.ok) await rightPassword.succeeded();
    expect(await limits.reserve({ ...code, address: '192.0.2.50' })).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('after a reset, lets the owner in though strangers used up the hour', async () => {
    const limits = createGuessLimits(inMemory, memoryLedger(), { accountFailuresPerHour: 3 });
    for (const host of ['1', '2', '3']) await wrong(limits, password('owner@example.com', `198.51.100.${host}`));
    expect((await limits.reserve(password('owner@example.com', '192.0.2.1'))).ok).toBe(false);
    await limits.forgetAccount('users', 'owner@example.com', '192.0.2.1');
    expect((await limits.reserve(password('owner@example.com', '192.0.2.1'))).ok).toBe(true);
  });

  it('refuses an address spraying many accounts once it reaches its hourly ceiling', async () => {
    const limits = createGuessLimits(inMemory, memoryLedger(), { addressFailuresPerHour: 4 });
    const outcomes: boolean[] = [];
    for (let account = 0; account < 6; account += 1) {
      outcomes.push(await wrong(limits, password(`person${String(account)}@example.com`, '203.0.113.9')));
    }
    expect(outcomes).toEqual([true, true, true, true, false, false]);
  });
});
