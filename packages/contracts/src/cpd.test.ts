import { describe, expect, it } from 'vitest';

import { type CpdInfo, CpdInfoSchema, formatCpdLabel } from './cpd';
import { latestCpdDate } from './cpd-period';

const base: CpdInfo = {
  type: 'accredited',
  display: 'points',
  category: null,
  points: 2,
  time: { value: 30, unit: 'minutes' },
};

describe('formatCpdLabel', () => {
  it.each([
    // Self-directed ignores everything else.
    [{ type: 'self-directed', display: 'points', category: null }, 'Self-directed'],
    [{ type: 'self-directed', display: 'points', category: 1 }, 'Self-directed'],
    [{ type: 'self-directed', display: 'time', category: null }, 'Self-directed'],
    [{ type: 'self-directed', display: 'time', category: 3 }, 'Self-directed'],
    // Accredited: category or not, times display.
    [{ type: 'accredited', display: 'points', category: 1 }, 'Category 1 (2 points)'],
    [{ type: 'accredited', display: 'points', category: null }, 'Accredited (2 points)'],
    [{ type: 'accredited', display: 'time', category: 2 }, 'Category 2 (30 minutes)'],
    [{ type: 'accredited', display: 'time', category: null }, 'Accredited (30 minutes)'],
  ] as const)('%o is labelled %s', (overrides, label) => {
    expect(formatCpdLabel({ ...base, ...overrides })).toBe(label);
  });

  it('uses the time unit and singular forms', () => {
    expect(formatCpdLabel({ ...base, display: 'time', time: { value: 1.5, unit: 'hours' } })).toBe(
      'Accredited (1.5 hours)',
    );
    expect(formatCpdLabel({ ...base, display: 'time', time: { value: 1, unit: 'hours' } })).toBe('Accredited (1 hour)');
    expect(formatCpdLabel({ ...base, points: 1, category: 4 })).toBe('Category 4 (1 point)');
  });
});

describe('CpdInfoSchema', () => {
  it('takes the bounds of each number and keeps the time whole', () => {
    const edges: CpdInfo[] = [
      { ...base, category: 1, points: 0, time: { value: 0, unit: 'hours' } },
      { ...base, category: 99, points: 1000, time: { value: 10_000, unit: 'minutes' } },
    ];
    for (const cpd of edges) expect(CpdInfoSchema.parse(cpd)).toEqual(cpd);
  });

  it.each([
    ['category 0', { category: 0 }],
    ['category 100', { category: 100 }],
    ['negative points', { points: -1 }],
    ['more than 1000 points', { points: 1001 }],
    ['a negative time', { time: { value: -1, unit: 'minutes' } }],
    ['more than 10,000 of a unit', { time: { value: 10_001, unit: 'hours' } }],
  ])('refuses %s', (_, change) => {
    expect(CpdInfoSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });
});

describe('latestCpdDate', () => {
  it('is a year and a day ahead: 366 days', () => {
    expect(latestCpdDate(new Date('2026-01-01T12:00:00Z'))).toBe('2027-01-02');
    expect(latestCpdDate(new Date('2027-03-01T00:00:00Z'))).toBe('2028-03-01');
  });
});
