import { describe, expect, it } from 'vitest';

import {
  addWorkingDays,
  easterSunday,
  englandAndWalesBankHolidays,
  isOverdue,
  isWorkingDay,
  MyRequestsQuerySchema,
  RequestReferenceParamSchema,
  responseDeadline,
  workingDayOf,
} from './requests';

describe('englandAndWalesBankHolidays', () => {
  it('gives the published bank holidays of 2026, Boxing Day on a Saturday moved to Monday', () => {
    expect(englandAndWalesBankHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('moves Christmas on a Saturday to Monday and Boxing Day to Tuesday (2027)', () => {
    expect(englandAndWalesBankHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('moves New Year on a Saturday to Monday, Christmas on a Sunday to Tuesday (2022, without the one-off holidays)', () => {
    const holidays = englandAndWalesBankHolidays(2022);
    expect(holidays[0]).toBe('2022-01-03');
    expect(holidays.slice(-2)).toEqual(['2022-12-26', '2022-12-27']);
  });

  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('working days', () => {
  it('skips weekends and bank holidays', () => {
    expect(isWorkingDay('2026-11-24')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
    expect(isWorkingDay('2026-08-31')).toBe(false);
  });

  it('counts from the day after: Friday plus 2 is Tuesday, and Saturday plus 2 too', () => {
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-12-01');
    expect(addWorkingDays('2026-11-28', 2)).toBe('2026-12-01');
    expect(addWorkingDays('2026-11-24', 0)).toBe('2026-11-24');
    expect(addWorkingDays('2026-11-24', 5)).toBe('2026-12-01');
  });

  it('steps over Easter and Christmas', () => {
    // Thursday before Good Friday 2026: Friday and Monday are holidays.
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
    // Christmas Eve 2026 (Thursday): 25th, weekend and 28th off.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-24', 3)).toBe('2026-12-31');
  });
});

describe('responseDeadline and isOverdue', () => {
  it('tells the day on the London clock: 23:30 UTC on a summer Friday is already Saturday', () => {
    expect(workingDayOf(new Date('2026-07-03T23:30:00Z'))).toBe('2026-07-04');
    expect(responseDeadline(new Date('2026-07-03T22:59:00Z'), 1)).toBe('2026-07-06');
    expect(responseDeadline(new Date('2026-07-03T23:30:00Z'), 1)).toBe('2026-07-06');
    expect(responseDeadline(new Date('2026-07-02T23:30:00Z'), 1)).toBe('2026-07-06');
  });

  it('is overdue only when open and past the end of the deadline day', () => {
    const deadline = '2026-12-01';
    expect(isOverdue('received', deadline, new Date('2026-12-01T23:59:00Z'))).toBe(false);
    expect(isOverdue('in-progress', deadline, new Date('2026-12-02T00:01:00Z'))).toBe(true);
    expect(isOverdue('answered', deadline, new Date('2026-12-05T00:00:00Z'))).toBe(false);
    expect(isOverdue('withdrawn', deadline, new Date('2026-12-05T00:00:00Z'))).toBe(false);
  });
});

describe('request schemas', () => {
  it('takes a reference as the confirmation showed it, and nothing else', () => {
    expect(RequestReferenceParamSchema.safeParse({ reference: 'HCP-2026-000123' }).success).toBe(true);
    expect(RequestReferenceParamSchema.safeParse({ reference: '123' }).success).toBe(false);
    expect(RequestReferenceParamSchema.safeParse({ reference: 'HCP-2026-000123/../x' }).success).toBe(false);
  });

  it('pages like the other lists', () => {
    expect(MyRequestsQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(MyRequestsQuerySchema.safeParse({ perPage: '500' }).success).toBe(false);
  });
});
