import { describe, expect, it } from 'vitest';

import { dateInWords } from './dateInWords';

describe('dateInWords', () => {
  it('writes a stored day out in British English, read in UTC', () => {
    expect(dateInWords('2026-11-27T12:00:00.000Z', 'day')).toBe('Friday 27 November 2026');
    expect(dateInWords('2026-11-02T12:00:00.000Z', 'day')).toBe('Monday 2 November 2026');
    // A day stored at midnight UTC stays that day, whatever the reader's clock.
    expect(dateInWords('2027-01-01T00:00:00.000Z', 'day')).toBe('Friday 1 January 2027');
  });

  it('writes a moment out with its time on a 24-hour clock in the given zone', () => {
    expect(dateInWords('2026-07-01T13:05:00.000Z', 'moment', 'Europe/London')).toBe('Wednesday 1 July 2026 at 14:05');
  });

  it('answers null for no date or one it cannot read', () => {
    expect(dateInWords(null, 'day')).toBeNull();
    expect(dateInWords('', 'day')).toBeNull();
    expect(dateInWords('not a date', 'day')).toBeNull();
  });
});
