import { describe, expect, it } from 'vitest';

import { formatCalendarDate } from './calendar-date';

const intl = (month: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });

/** Every day of a leap year and of the year after, and a few far from now. */
function days(): string[] {
  const out: string[] = [];
  for (let time = Date.UTC(2028, 0, 1); time < Date.UTC(2030, 0, 1); time += 86_400_000) {
    out.push(new Date(time).toISOString().slice(0, 10));
  }
  return [...out, '1999-12-31', '2000-02-29', '2100-03-01'];
}

describe('formatCalendarDate', () => {
  it('writes every day as Intl’s en-GB does, with the month in full or short', () => {
    for (const month of ['long', 'short'] as const) {
      const format = intl(month);
      for (const day of days()) {
        expect(formatCalendarDate(day, month)).toBe(format.format(new Date(`${day}T00:00:00Z`)));
      }
    }
  });

  it('reads the day of a moment, whatever its time and offset', () => {
    expect(formatCalendarDate('2026-11-22T23:59:59.000Z')).toBe('22 November 2026');
    expect(formatCalendarDate('2026-09-03T00:30:00+02:00', 'short')).toBe('3 Sept 2026');
  });

  it('shows a value that is no date as it came, instead of failing the screen', () => {
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});
