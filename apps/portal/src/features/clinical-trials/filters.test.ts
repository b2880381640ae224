import { describe, expect, it } from 'vitest';

import { hasFilters, trialFiltersFrom, withoutTrialFilters, withTrialFilter } from './filters';

describe('trialFiltersFrom', () => {
  it('reads the status, phase and area the server knows', () => {
    expect(trialFiltersFrom(new URLSearchParams('status=recruiting&phase=phase-3&area=oncology&page=2'))).toEqual({
      status: 'recruiting',
      phase: 'phase-3',
      area: 'oncology',
    });
  });

  it('ignores unknown, empty and missing values', () => {
    expect(trialFiltersFrom(new URLSearchParams('status=open&phase=&area=Oncology'))).toEqual({});
    expect(trialFiltersFrom(new URLSearchParams(''))).toEqual({});
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ phase: 'phase-1' })).toBe(true);
  });
});

describe('withTrialFilter', () => {
  it('sets a filter and goes back to the first page', () => {
    const next = withTrialFilter(new URLSearchParams('page=3&area=renal'), 'status', 'completed');
    expect(next.toString()).toBe('area=renal&status=completed');
  });

  it('removes a filter set to the empty value', () => {
    expect(withTrialFilter(new URLSearchParams('status=completed&phase=phase-2'), 'status', '').toString()).toBe(
      'phase=phase-2',
    );
  });

  it('clears every filter', () => {
    expect(
      withoutTrialFilters(new URLSearchParams('status=completed&phase=phase-2&area=renal&page=2')).toString(),
    ).toBe('');
  });
});
