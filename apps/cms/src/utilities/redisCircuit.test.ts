import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RedisCircuit, type RedisCircuitOptions, withRedisBudget } from './redisCircuit';

/** A Redis command that answers `value` after `ms`, or never. */
const answersAfter =
  <T>(ms: number, value: T) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const neverAnswers = () => new Promise<string>(() => undefined);
const fallback = () => Promise.resolve('memory');

class LimitReached extends Error {}

function circuitWith(options: Partial<RedisCircuitOptions> = {}) {
  return new RedisCircuit({
    budgetMs: 200,
    probeIntervalMs: 1_000,
    probe: answersAfter(1, 'PONG'),
    isAnswer: (error) => error instanceof LimitReached,
    now: () => Date.now(),
    ...options,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RedisCircuit', () => {
  it('asks Redis while it answers within the budget', async () => {
    const circuit = circuitWith();
    const answer = circuit.run(answersAfter(50, 'redis'), fallback);
    await vi.advanceTimersByTimeAsync(50);
    expect(await answer).toBe('redis');
    expect(circuit.state).toBe('closed');
    expect(circuit.counts).toEqual({ redis: 1, fallback: 0, timeouts: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers from the fallback once the budget is out, and skips Redis afterwards', async () => {
    const onOpen = vi.fn();
    const circuit = circuitWith({ onOpen });
    const redis = vi.fn(neverAnswers);
    const answer = circuit.run(redis, fallback);
    await vi.advanceTimersByTimeAsync(200);
    expect(await answer).toBe('memory');
    expect(circuit.state).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(1);

    expect(await circuit.run(redis, fallback)).toBe('memory');
    expect(redis).toHaveBeenCalledTimes(1);
    expect(circuit.counts).toEqual({ redis: 1, fallback: 2, timeouts: 1 });
    circuit.dispose();
  });

  it('shares one budget between the commands of one request, not one each', async () => {
    const circuit = circuitWith();
    const redis = vi.fn(answersAfter(120, 'redis'));
    const request = withRedisBudget(async () => [
      await circuit.run(redis, fallback),
      await circuit.run(redis, fallback),
    ]);
    await vi.advanceTimersByTimeAsync(200);
    // 120 ms answered; the second command had the 80 ms left, and ran out of them.
    expect(await request).toEqual(['redis', 'memory']);
    expect(circuit.state).toBe('open');
    // A third command of the same request would not wait at all.
    expect(await circuit.run(redis, fallback)).toBe('memory');
    expect(redis).toHaveBeenCalledTimes(2);
    circuit.dispose();
  });

  it('gives each request its own budget', async () => {
    const circuit = circuitWith();
    const redis = answersAfter(120, 'redis');
    for (let request = 0; request < 3; request += 1) {
      const answer = withRedisBudget(() => circuit.run(redis, fallback));
      await vi.advanceTimersByTimeAsync(120);
      expect(await answer).toBe('redis');
    }
    expect(circuit.state).toBe('closed');
  });

  it('lets an inner scope go on with the outer request’s budget', async () => {
    const circuit = circuitWith();
    const redis = answersAfter(150, 'redis');
    const request = withRedisBudget(async () => {
      const first = await circuit.run(redis, fallback);
      const second = await withRedisBudget(() => circuit.run(redis, fallback));
      return [first, second];
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(await request).toEqual(['redis', 'memory']);
    circuit.dispose();
  });

  it('passes Redis’s refusal on, and answers a failing Redis from the fallback without opening', async () => {
    const circuit = circuitWith();
    await expect(circuit.run(() => Promise.reject(new LimitReached()), fallback)).rejects.toBeInstanceOf(LimitReached);
    const notReady = () => Promise.reject(new Error('Stream isn’t writeable'));
    expect(await circuit.run(notReady, fallback)).toBe('memory');
    expect(circuit.state).toBe('closed');
    expect(circuit.counts).toEqual({ redis: 2, fallback: 1, timeouts: 0 });
  });

  it('closes when one probe at a time sees Redis answer within the budget, and stops probing', async () => {
    const onClose = vi.fn();
    let pong: (() => void) | undefined;
    const probe = vi.fn(() => new Promise<void>((resolve) => (pong = resolve)));
    const circuit = circuitWith({ probe, onClose });
    const opening = circuit.run(neverAnswers, fallback);
    await vi.advanceTimersByTimeAsync(200);
    await opening;

    // Frozen: the first PING hangs, and no second one piles up behind it.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(1);
    // An answer that came too late does not close the circuit.
    pong?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(circuit.state).toBe('open');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(2);
    pong?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(circuit.state).toBe('closed');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    const answer = circuit.run(answersAfter(10, 'redis'), fallback);
    await vi.advanceTimersByTimeAsync(10);
    expect(await answer).toBe('redis');
  });

  it('leaves no timer behind once disposed, and asks Redis no more', async () => {
    const circuit = circuitWith();
    const opening = circuit.run(neverAnswers, fallback);
    await vi.advanceTimersByTimeAsync(200);
    await opening;
    expect(vi.getTimerCount()).toBe(1);
    circuit.dispose();
    expect(vi.getTimerCount()).toBe(0);
    const redis = vi.fn(answersAfter(1, 'redis'));
    expect(await circuit.run(redis, fallback)).toBe('memory');
    expect(redis).not.toHaveBeenCalled();
  });
});
