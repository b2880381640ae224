import { describe, expect, it } from 'vitest';

import { WriteLock, WriteLockTimeout } from './sqlite-write-lock';

describe('WriteLock', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const lock = new WriteLock();
    const order: string[] = [];
    const first = await lock.acquire(1000);
    const second = lock.acquire(1000).then((release) => {
      order.push('second');
      return release;
    });
    const third = lock.acquire(1000).then((release) => {
      order.push('third');
      release();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    first();
    (await second)();
    await third;
    expect(order).toEqual(['second', 'third']);
  });

  it('refuses a write that waited past the limit, and never lets it in beside the holder', async () => {
    const lock = new WriteLock();
    const holder = await lock.acquire(1000);
    await expect(lock.acquire(10, 'transaction')).rejects.toThrow(WriteLockTimeout);
    await expect(lock.acquire(10, 'transaction')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(lock.busy).toBe(true);
    holder();
    expect(lock.busy).toBe(false);
    const next = await lock.acquire(10);
    next();
  });

  it('ignores a second release of the same turn', async () => {
    const lock = new WriteLock();
    const first = await lock.acquire(1000);
    const waiting = lock.acquire(1000);
    first();
    first();
    const second = await waiting;
    await expect(lock.acquire(10)).rejects.toThrow(WriteLockTimeout);
    second();
  });
});
