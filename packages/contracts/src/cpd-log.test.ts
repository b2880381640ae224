import { describe, expect, it } from 'vitest';

import {
  type CpdEntryInput,
  CpdEntryInputSchema,
  CpdLogQuerySchema,
  cpdTotals,
  currentYearPeriod,
  formatMinutes,
  latestCpdDate,
  minutesOf,
  resolvePeriod,
} from './cpd-log';

const valid: CpdEntryInput = {
  title: 'Journal club',
  date: '2026-03-01',
  cpd: { type: 'accredited', display: 'points', category: 1, points: 2, time: { value: 0, unit: 'minutes' } },
  planning: 'planned',
  reflection: { learned: '', practice: '' },
  peerDiscussion: '',
};

describe('the period of the log', () => {
  it('defaults to the calendar year of today, in UTC', () => {
    expect(currentYearPeriod(new Date('2026-11-22T10:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(currentYearPeriod(new Date('2027-01-01T00:00:00Z'))).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });

  it('fills in only the missing end', () => {
    const today = new Date('2026-06-15T00:00:00Z');
    expect(resolvePeriod({}, today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(resolvePeriod({ from: '2025-04-01' }, today)).toEqual({ from: '2025-04-01', to: '2026-12-31' });
    expect(resolvePeriod({ from: '2025-04-01', to: '2026-03-31' }, today)).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
    });
  });

  it('refuses a period that ends before it starts, and dates that are not dates', () => {
    expect(CpdLogQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).error?.issues[0]?.path).toEqual([
      'to',
    ]);
    expect(CpdLogQuerySchema.safeParse({ from: '2026-02-01', to: '2026-02-01' }).success).toBe(true);
    expect(CpdLogQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(CpdLogQuerySchema.safeParse({ to: '1999-12-31' }).success).toBe(false);
  });
});

describe('cpdTotals', () => {
  it('adds every entry’s points and time (hours as minutes) and counts planned and unplanned', () => {
    expect(
      cpdTotals([
        { cpd: { points: 1.5, time: { value: 1.5, unit: 'hours' } }, planning: 'planned' },
        { cpd: { points: 0, time: { value: 45, unit: 'minutes' } }, planning: 'unplanned' },
        { cpd: { points: 2, time: { value: 0, unit: 'minutes' } }, planning: 'planned' },
      ]),
    ).toEqual({ entries: 3, points: 3.5, minutes: 135, planned: 2, unplanned: 1 });
  });

  it('is all zeros for an empty period, and does not drift on fractions', () => {
    expect(cpdTotals([])).toEqual({ entries: 0, points: 0, minutes: 0, planned: 0, unplanned: 0 });
    const tenths = Array.from({ length: 3 }, () => ({
      cpd: { points: 0.1, time: { value: 0, unit: 'minutes' as const } },
      planning: 'planned' as const,
    }));
    expect(cpdTotals(tenths).points).toBe(0.3);
  });

  it('rounds part-minutes of hours', () => {
    expect(minutesOf({ value: 0.33, unit: 'hours' })).toBe(20);
    expect(minutesOf({ value: 25, unit: 'minutes' })).toBe(25);
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0 minutes'],
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [61, '1 hour 1 minute'],
    [210, '3 hours 30 minutes'],
  ])('%i minutes reads "%s"', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('CpdEntryInputSchema', () => {
  it('accepts a complete entry and trims its text', () => {
    expect(CpdEntryInputSchema.parse({ ...valid, title: '  Journal club  ' }).title).toBe('Journal club');
  });

  it('refuses dates more than a year ahead or before 2000', () => {
    const today = new Date();
    const tooLate = new Date(today.getTime() + 400 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(CpdEntryInputSchema.safeParse({ ...valid, date: tooLate }).success).toBe(false);
    expect(CpdEntryInputSchema.safeParse({ ...valid, date: latestCpdDate(today) }).success).toBe(true);
    expect(CpdEntryInputSchema.safeParse({ ...valid, date: '1999-12-31' }).success).toBe(false);
  });

  it('needs the amount the label shows, within range', () => {
    const issues = (cpd: Partial<CpdEntryInput['cpd']>) =>
      CpdEntryInputSchema.safeParse({ ...valid, cpd: { ...valid.cpd, ...cpd } }).error?.issues.map((issue) =>
        issue.path.join('.'),
      );
    expect(issues({ points: 0 })).toEqual(['cpd.points']);
    expect(issues({ points: 101 })).toEqual(['cpd.points']);
    expect(issues({ display: 'time', time: { value: 0, unit: 'minutes' } })).toEqual(['cpd.time.value']);
    expect(issues({ display: 'time', time: { value: 101, unit: 'hours' } })).toEqual(['cpd.time.value']);
    expect(issues({ display: 'time', time: { value: 100, unit: 'hours' } })).toBeUndefined();
    expect(issues({ category: 1.5 })).toEqual(['cpd.category']);
  });

  it('limits the lengths of the text fields', () => {
    const long = 'x'.repeat(5001);
    const result = CpdEntryInputSchema.safeParse({
      ...valid,
      title: 'x'.repeat(201),
      reflection: { learned: long, practice: long },
      peerDiscussion: long,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'peerDiscussion',
      'reflection.learned',
      'reflection.practice',
      'title',
    ]);
  });
});
