import { describe, expect, it } from 'vitest';

import { isPastReviewBy, startOfTodayUtc } from './governance';

describe('the review-by date', () => {
  const now = new Date('2026-11-22T15:30:00Z');

  it('keeps an item served through its review-by day and stops it the day after', () => {
    expect(isPastReviewBy('2026-11-22T00:00:00.000Z', now)).toBe(false);
    expect(isPastReviewBy('2026-11-23T12:00:00.000Z', now)).toBe(false);
    expect(isPastReviewBy('2026-11-21T12:00:00.000Z', now)).toBe(true);
    expect(isPastReviewBy(null, now)).toBe(true);
  });

  it('compares against the start of the day in UTC', () => {
    expect(startOfTodayUtc(now)).toBe('2026-11-22T00:00:00.000Z');
  });
});
