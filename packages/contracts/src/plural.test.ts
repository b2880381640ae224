import { describe, expect, it } from 'vitest';

import { countOf, formatWait } from './plural';

describe('countOf', () => {
  it.each([
    [1, 'point', '1 point'],
    [0, 'point', '0 points'],
    [2, 'point', '2 points'],
    [1.5, 'point', '1.5 points'],
  ])('%d %s reads "%s"', (count, unit, text) => {
    expect(countOf(count, unit)).toBe(text);
  });

  it('takes an irregular plural', () => {
    const entry = { one: 'entry', many: 'entries' };
    expect(countOf(1, entry)).toBe('1 entry');
    expect(countOf(3, entry)).toBe('3 entries');
  });
});

describe('formatWait', () => {
  it.each([
    [1, '1 second'],
    [0.2, '1 second'],
    [0, '1 second'],
    [45, '45 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [120, '2 minutes'],
    [900, '15 minutes'],
    [7140, '119 minutes'],
    [7200, '2 hours'],
    [3 * 3600 + 1, '4 hours'],
  ])('%d s reads "%s"', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});
