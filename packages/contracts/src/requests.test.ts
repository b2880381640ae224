import { describe, expect, it } from 'vitest';

import {
  addWorkingDays,
  easterSunday,
  englandAndWalesBankHolidays,
  isOverdue,
  isWorkingDay,
  MY_REQUESTS_CAPABILITY,
  MyRequestSchema,
  MyRequestsQuerySchema,
  REQUEST_STATUS_LABELS,
  RequestReferenceParamSchema,
  responseDeadline,
  urgentResponseDeadline,
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

  it('moves New Year on a Sunday to Monday (2023, without the coronation)', () => {
    expect(englandAndWalesBankHolidays(2023)).toEqual([
      '2023-01-02',
      '2023-04-07',
      '2023-04-10',
      '2023-05-01',
      '2023-05-29',
      '2023-08-28',
      '2023-12-25',
      '2023-12-26',
    ]);
    expect(englandAndWalesBankHolidays(2017)[0]).toBe('2017-01-02');
  });

  it('keeps New Year on a Friday, and Christmas on a Sunday takes the Tuesday after Boxing Day (2016)', () => {
    expect(englandAndWalesBankHolidays(2016)).toEqual([
      '2016-01-01',
      '2016-03-25',
      '2016-03-28',
      '2016-05-02',
      '2016-05-30',
      '2016-08-29',
      '2016-12-26',
      '2016-12-27',
    ]);
  });

  it('substitutes both Christmas days when they fall on a weekend, and Boxing Day alone when only it does', () => {
    // 2021: Christmas on a Saturday, Boxing Day on a Sunday.
    expect(englandAndWalesBankHolidays(2021).slice(-2)).toEqual(['2021-12-27', '2021-12-28']);
    // 2020: Christmas on a Friday, Boxing Day on a Saturday.
    expect(englandAndWalesBankHolidays(2020).slice(-2)).toEqual(['2020-12-25', '2020-12-28']);
    // 2024: both on weekdays (Wednesday, Thursday).
    expect(englandAndWalesBankHolidays(2024).slice(-2)).toEqual(['2024-12-25', '2024-12-26']);
  });

  it('finds the last Monday of May when the month ends on a Monday (2021)', () => {
    expect(englandAndWalesBankHolidays(2021).slice(0, 6)).toEqual([
      '2021-01-01',
      '2021-04-02',
      '2021-04-05',
      '2021-05-03',
      '2021-05-31',
      '2021-08-30',
    ]);
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

  it('steps over a New Year moved off a Sunday, into the next year', () => {
    expect(isWorkingDay('2023-01-02')).toBe(false);
    expect(isWorkingDay('2023-01-03')).toBe(true);
    expect(addWorkingDays('2022-12-30', 1)).toBe('2023-01-03');
  });

  it('counts a fraction of a day down and a negative number as none', () => {
    expect(addWorkingDays('2026-11-24', 1.9)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-24', -3)).toBe('2026-11-24');
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

describe('easterSunday, against the published dates', () => {
  it.each([
    ['1818', '1818-03-22'],
    ['1943', '1943-04-25'],
    ['2000', '2000-04-23'],
    ['2001', '2001-04-15'],
    ['2002', '2002-03-31'],
    ['2003', '2003-04-20'],
    ['2004', '2004-04-11'],
    ['2005', '2005-03-27'],
    ['2006', '2006-04-16'],
    ['2007', '2007-04-08'],
    ['2008', '2008-03-23'],
    ['2009', '2009-04-12'],
    ['2010', '2010-04-04'],
    ['2011', '2011-04-24'],
    ['2012', '2012-04-08'],
    ['2013', '2013-03-31'],
    ['2014', '2014-04-20'],
    ['2015', '2015-04-05'],
    ['2016', '2016-03-27'],
    ['2017', '2017-04-16'],
    ['2018', '2018-04-01'],
    ['2019', '2019-04-21'],
    ['2020', '2020-04-12'],
    ['2021', '2021-04-04'],
    ['2022', '2022-04-17'],
    ['2023', '2023-04-09'],
  ])('%s: %s', (year, sunday) => {
    expect(easterSunday(Number(year))).toBe(sunday);
  });

  it('is always a Sunday from 22 March to 25 April', () => {
    for (let year = 1583; year <= 2500; year += 1) {
      const sunday = easterSunday(year);
      expect(new Date(`${sunday}T00:00:00Z`).getUTCDay(), sunday).toBe(0);
      expect(sunday.slice(5) >= '03-22' && sunday.slice(5) <= '04-25', sunday).toBe(true);
    }
  });
});

describe('urgentResponseDeadline refuses what it cannot count', () => {
  it('says why', () => {
    expect(() => urgentResponseDeadline(new Date('not a date'), 1)).toThrow('The request’s time is not a valid date.');
    expect(() => urgentResponseDeadline(new Date('2026-11-24T10:00:00Z'), 1.5)).toThrow(
      'An urgent response time must be a whole number of working days from 0 to 60.',
    );
  });
});

describe('request labels and schemas', () => {
  it('labels each status as the list shows it', () => {
    expect(REQUEST_STATUS_LABELS).toEqual({
      received: 'Received',
      'in-progress': 'In progress',
      answered: 'Answered',
      closed: 'Closed',
      withdrawn: 'Withdrawn',
    });
    expect(MY_REQUESTS_CAPABILITY).toBe('wb_edit_current_user');
  });

  it('says what a reference looks like', () => {
    expect(RequestReferenceParamSchema.safeParse({ reference: '123' }).error?.issues[0]?.message).toBe(
      'Use the request’s reference, e.g. HCP-2026-000123.',
    );
  });

  it('reads a request whole', () => {
    const request = {
      reference: 'HCP-2026-000123',
      form: { title: 'Medicines information', slug: 'medicines-information', kind: 'clinical-request' },
      submittedAt: '2026-11-24T10:00:00.000Z',
      status: 'answered',
      statusLabel: 'Answered',
      deadline: '2026-11-26',
      overdue: false,
      urgent: true,
      statusChangedAt: '2026-11-25T09:00:00.000Z',
      answers: [{ label: 'Question', text: 'Dose?' }],
      attachments: [{ id: 4, name: 'scan.pdf', size: 1200 }],
      answer: { message: 'Yes.', answeredAt: '2026-11-25T09:00:00.000Z', team: 'Medical information team' },
      withdrawable: false,
    };
    expect(MyRequestSchema.parse(request)).toEqual(request);
  });
});
