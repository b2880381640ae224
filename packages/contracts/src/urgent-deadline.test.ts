import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addWorkingDays,
  isWorkingDay,
  MAX_SERVICE_LEVEL_DAYS,
  URGENT_CUT_OFF,
  urgentResponseDeadline,
  urgentStartDay,
  workingDayOf,
} from './requests';

/** Moments from 2020 to 2035, to the second: every season, both sides of each clock change, many bank holidays. */
const moments = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(Math.floor(ms / 1000) * 1000));
const urgentDays = fc.integer({ min: 0, max: 10 });

/** The London clock's time of day, as hh:mm. */
const londonTime = (moment: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
const CUT_OFF = `${String(URGENT_CUT_OFF.hour).padStart(2, '0')}:${String(URGENT_CUT_OFF.minute).padStart(2, '0')}`;

/** Working days after `from` up to and including `to`. */
function workingDaysAfter(from: string, to: string): number {
  let count = 0;
  for (let day = addDay(from); day <= to; day = addDay(day)) if (isWorkingDay(day)) count += 1;
  return count;
}
const addDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('urgentResponseDeadline: examples on the London clock', () => {
  it.each([
    ['a working day before 16:00 is due that day', '2026-04-14T14:59:00Z', 0, '2026-04-14'],
    ['15:59 London in summer (14:59 UTC) is still the same day', '2026-07-10T14:59:59Z', 0, '2026-07-10'],
    ['16:00 London in summer (15:00 UTC) is the next working day', '2026-07-10T15:00:00Z', 0, '2026-07-13'],
    ['16:00 London in winter is 16:00 UTC: the next working day', '2026-01-14T16:00:00Z', 0, '2026-01-15'],
    ['15:30 UTC in winter is before the cut-off', '2026-01-14T15:30:00Z', 0, '2026-01-14'],
    ['Saturday counts from Monday', '2026-06-13T09:00:00Z', 0, '2026-06-15'],
    ['Sunday 23:30 UTC in summer is Monday 00:30 London: Monday', '2026-06-14T23:30:00Z', 0, '2026-06-15'],
    ['Good Friday counts from the Tuesday after Easter Monday', '2026-04-03T08:00:00Z', 0, '2026-04-07'],
    [
      'Christmas Eve after 16:00 skips Christmas, the weekend and Boxing Day’s substitute',
      '2026-12-24T17:00:00Z',
      0,
      '2026-12-29',
    ],
    ['one working day from a Friday morning is Monday', '2026-04-17T09:00:00Z', 1, '2026-04-20'],
    ['one working day from Friday evening is Tuesday', '2026-04-17T18:00:00Z', 1, '2026-04-21'],
  ])('%s', (_, sent, days, due) => {
    expect(urgentResponseDeadline(new Date(sent), days)).toBe(due);
  });

  it('refuses an invalid moment and a number of days it would otherwise have to round or clamp', () => {
    const monday = new Date('2026-04-13T09:00:00Z');
    expect(() => urgentResponseDeadline(new Date('not a date'), 0)).toThrow(RangeError);
    expect(() => urgentResponseDeadline(monday, 0.5)).toThrow(RangeError);
    expect(() => urgentResponseDeadline(monday, -1)).toThrow(RangeError);
    expect(() => urgentResponseDeadline(monday, Number.NaN)).toThrow(RangeError);
    expect(() => urgentResponseDeadline(monday, MAX_SERVICE_LEVEL_DAYS + 1)).toThrow(RangeError);
    expect(urgentResponseDeadline(monday, MAX_SERVICE_LEVEL_DAYS)).toBe(addWorkingDays('2026-04-13', 60));
  });
});

describe('urgentResponseDeadline: properties', () => {
  it('is always a working day, never before the day the request came', () => {
    fc.assert(
      fc.property(moments, urgentDays, (sent, days) => {
        const due = urgentResponseDeadline(sent, days);
        expect(isWorkingDay(due)).toBe(true);
        expect(due >= workingDayOf(sent)).toBe(true);
      }),
    );
  });

  it('is the same day for a working day before the cut-off, else the first working day after it', () => {
    fc.assert(
      fc.property(moments, (sent) => {
        const day = workingDayOf(sent);
        const due = urgentResponseDeadline(sent, 0);
        if (isWorkingDay(day) && londonTime(sent) < CUT_OFF) expect(due).toBe(day);
        else {
          expect(due > day).toBe(true);
          // The first working day after it: none lies between.
          expect(workingDaysAfter(day, due)).toBe(1);
        }
      }),
    );
  });

  it('lies exactly the urgent response time in working days after the day it counts from', () => {
    fc.assert(
      fc.property(moments, urgentDays, (sent, days) => {
        expect(workingDaysAfter(urgentStartDay(sent), urgentResponseDeadline(sent, days))).toBe(days);
      }),
    );
  });

  it('never comes earlier for a request sent later, nor for a longer response time', () => {
    fc.assert(
      fc.property(moments, moments, urgentDays, (a, b, days) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(urgentResponseDeadline(later, days) >= urgentResponseDeadline(earlier, days)).toBe(true);
        expect(urgentResponseDeadline(earlier, days + 1) > urgentResponseDeadline(earlier, days)).toBe(true);
      }),
    );
  });

  it('is never later than the routine deadline of the same number of working days', () => {
    fc.assert(
      fc.property(moments, fc.integer({ min: 1, max: 10 }), (sent, days) => {
        expect(urgentResponseDeadline(sent, 0) <= addWorkingDays(workingDayOf(sent), days)).toBe(true);
      }),
    );
  });
});
