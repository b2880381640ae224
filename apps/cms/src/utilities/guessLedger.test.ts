import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { advance, type DelayPolicy, held, memoryLedger, waitAfter } from './guessLedger';

const policy: DelayPolicy = {
  freeAttempts: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
};

describe('waitAfter', () => {
  it('lets the free attempts through at once, then waits 1 s, doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => waitAfter(attempts, policy))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000,
    ]);
    expect(waitAfter(13, policy)).toBe(15 * 60_000);
    expect(waitAfter(10_000, policy)).toBe(15 * 60_000);
  });

  it('never shrinks as attempts grow, and never passes the longest wait', () => {
    for (let attempts = 0; attempts < 500; attempts += 1) {
      const wait = waitAfter(attempts, policy);
      expect(wait).toBeLessThanOrEqual(policy.maxDelayMs);
      expect(waitAfter(attempts + 1, policy)).toBeGreaterThanOrEqual(wait);
    }
  });
});

describe('advance', () => {
  it('refuses an attempt that comes before the wait is over, counting nothing', () => {
    const entry = { attempts: 3, nextAt: 2_000, expiresAt: 10_000_000 };
    expect(advance(entry, 1_500, policy)).toEqual({ retryAfterMs: 500 });
    expect(advance(entry, 2_000, policy)).toMatchObject({ attempts: 4, entry: { nextAt: 4_000 } });
  });

  it('starts afresh once the key is forgotten', () => {
    expect(advance({ attempts: 9, nextAt: 5, expiresAt: 10 }, 10, policy)).toMatchObject({ attempts: 1 });
  });
});

describe('held', () => {
  it('counts the wait from the failure, and never makes it shorter', () => {
    const entry = { attempts: 4, nextAt: 3_000, expiresAt: 10_000_000 };
    expect(held(entry, 2_500, policy)?.nextAt).toBe(4_500);
    expect(held({ ...entry, nextAt: 9_000 }, 2_500, policy)?.nextAt).toBe(9_000);
    expect(held(undefined, 2_500, policy)).toBeUndefined();
  });
});

describe('memoryLedger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives 20 attempts taken at the same moment 3 slots, and refuses the other 17', async () => {
    const ledger = memoryLedger();
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.take('key', policy)));
    expect(results.filter((result) => result.taken)).toHaveLength(3);
    expect(results.filter((result) => !result.taken)).toHaveLength(17);
  });

  it('lets the next attempt through once the wait is over, and forgets the key on request', async () => {
    const ledger = memoryLedger();
    for (let attempt = 0; attempt < 3; attempt += 1) await ledger.take('key', policy);
    expect(await ledger.take('key', policy)).toEqual({ taken: false, retryAfterMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(await ledger.take('key', policy)).toEqual({ taken: true, attempts: 4 });
    await ledger.forget('key');
    expect(await ledger.take('key', policy)).toEqual({ taken: true, attempts: 1 });
  });
});
