import { describe, expect, it } from 'vitest';

import { WriteLock } from './sqliteWriteLock';

describe('WriteLock', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const lock = new WriteLock();
    const order: string[] = [];
    const first = await lock.acquire(1000);
    const second = lock.acquire(1000).then((held) => {
      order.push('second');
      return held;
    });
    const third = lock.acquire(1000).then((held) => {
      order.push('third');
      held.release();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    first.release();
    (await second).release();
    await third;
    expect(order).toEqual(['second', 'third']);
  });

  it('gives up waiting after the limit and says so, leaving the holder undisturbed', async () => {
    const lock = new WriteLock();
    const holder = await lock.acquire(1000);
    const late = await lock.acquire(10);
    expect(late.timedOut).toBe(true);
    holder.release();
    const next = await lock.acquire(10);
    expect(next.timedOut).toBe(false);
  });

  it('ignores a second release of the same turn', async () => {
    const lock = new WriteLock();
    const first = await lock.acquire(1000);
    const waiting = lock.acquire(1000);
    first.release();
    first.release();
    const second = await waiting;
    const third = await lock.acquire(10);
    expect(third.timedOut).toBe(true);
    second.release();
  });
});
