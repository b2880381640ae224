import { describe, expect, it } from 'vitest';

import { type CpdInfo, formatCpdLabel } from './cpd';

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
