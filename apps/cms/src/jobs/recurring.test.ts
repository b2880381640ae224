import { describe, expect, it } from 'vitest';

import { nextUtcHour } from './recurring';

describe('the next run of a nightly job', () => {
  it('is today at that hour while it is still ahead, else tomorrow', () => {
    expect(nextUtcHour(new Date('2026-11-24T01:59:59Z'), 2).toISOString()).toBe('2026-11-24T02:00:00.000Z');
    expect(nextUtcHour(new Date('2026-11-24T02:00:00Z'), 2).toISOString()).toBe('2026-11-25T02:00:00.000Z');
    expect(nextUtcHour(new Date('2026-12-31T17:00:00Z'), 2).toISOString()).toBe('2027-01-01T02:00:00.000Z');
  });
});
