import { describe, expect, it } from 'vitest';

import { cpdTotalsLine } from './cpd-export';

describe('cpdTotalsLine', () => {
  it('says "1 point" and "1 entry", as the CPD label says "(1 point)"', () => {
    expect(cpdTotalsLine({ entries: 1, planned: 1, unplanned: 0, points: 1, minutes: 60 })).toBe(
      '1 entry (1 planned, 0 unplanned); 1 point; 1 hour.',
    );
  });

  it('counts in the plural otherwise', () => {
    expect(cpdTotalsLine({ entries: 4, planned: 3, unplanned: 1, points: 2.5, minutes: 90 })).toBe(
      '4 entries (3 planned, 1 unplanned); 2.5 points; 1 hour 30 minutes.',
    );
    expect(cpdTotalsLine({ entries: 0, planned: 0, unplanned: 0, points: 0, minutes: 0 })).toBe(
      '0 entries (0 planned, 0 unplanned); 0 points; 0 minutes.',
    );
  });
});
