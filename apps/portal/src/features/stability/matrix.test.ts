import type { StabilityRow } from '@hcp/contracts/stability';
import { describe, expect, it } from 'vitest';

import {
  filterOptions,
  filterRows,
  formatConcentration,
  formatShelfLife,
  nextSort,
  NO_FILTERS,
  shelfLifeHours,
  sortFromValue,
  sortRows,
  sortValue,
} from './matrix';

const row = (id: string, overrides: Partial<StabilityRow>): StabilityRow => ({
  id,
  diluent: 'sodium-chloride-0-9',
  concentration: { value: 5, upTo: null, unit: 'mg-per-ml' },
  container: 'pvc-bag',
  temperature: 'refrigerated-2-8',
  protectFromLight: false,
  shelfLife: { value: 24, unit: 'hours' },
  evidence: 'B',
  methods: [],
  reference: 'Data on file',
  ...overrides,
});

const rows: StabilityRow[] = [
  row('saline-bag-fridge', { shelfLife: { value: 7, unit: 'days' } }),
  row('glucose-bag-room', { diluent: 'glucose-5', temperature: 'at-25', shelfLife: { value: 36, unit: 'hours' } }),
  row('saline-syringe-room', {
    container: 'polypropylene-syringe',
    temperature: 'room-15-25',
    concentration: { value: 500, upTo: null, unit: 'microgram-per-ml' },
    shelfLife: { value: 2, unit: 'days' },
  }),
  row('water-vial-fridge', {
    diluent: 'water-for-injections',
    container: 'glass-vial-reconstituted',
    concentration: { value: 100, upTo: null, unit: 'mg-per-ml' },
    shelfLife: { value: 24, unit: 'hours' },
  }),
  row('glucose-bag-frozen', {
    diluent: 'glucose-5',
    temperature: 'frozen-minus-20',
    concentration: { value: 1, upTo: 4, unit: 'mg-per-ml' },
    shelfLife: { value: 30, unit: 'days' },
  }),
];
const ids = (list: StabilityRow[]) => list.map((item) => item.id);

describe('filterRows', () => {
  it('keeps every row without filters', () => {
    expect(ids(filterRows(rows, NO_FILTERS))).toEqual(ids(rows));
  });

  it('keeps the rows matching every chosen filter', () => {
    expect(ids(filterRows(rows, { ...NO_FILTERS, diluent: 'glucose-5' }))).toEqual([
      'glucose-bag-room',
      'glucose-bag-frozen',
    ]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, diluent: 'glucose-5', temperature: 'at-25' }))).toEqual([
      'glucose-bag-room',
    ]);
    expect(ids(filterRows(rows, { diluent: 'sodium-chloride-0-9', container: 'pvc-bag', temperature: '' }))).toEqual([
      'saline-bag-fridge',
    ]);
    expect(filterRows(rows, { ...NO_FILTERS, container: 'elastomeric-device' })).toEqual([]);
  });
});

describe('sortRows', () => {
  it('keeps the editors’ order without a sort, and never changes its input', () => {
    const copy = [...rows];
    expect(ids(sortRows(rows, null))).toEqual(ids(rows));
    sortRows(rows, { key: 'shelfLife', direction: 'descending' });
    expect(rows).toEqual(copy);
  });

  it('sorts shelf lives numerically across hours and days', () => {
    expect(ids(sortRows(rows, { key: 'shelfLife', direction: 'ascending' }))).toEqual([
      'water-vial-fridge', // 24 hours
      'glucose-bag-room', // 36 hours
      'saline-syringe-room', // 2 days
      'saline-bag-fridge', // 7 days
      'glucose-bag-frozen', // 30 days
    ]);
    expect(ids(sortRows(rows, { key: 'shelfLife', direction: 'descending' }))[0]).toBe('glucose-bag-frozen');
  });

  it('sorts temperatures from coldest to warmest', () => {
    expect(ids(sortRows(rows, { key: 'temperature', direction: 'ascending' }))).toEqual([
      'glucose-bag-frozen',
      'saline-bag-fridge',
      'water-vial-fridge',
      'saline-syringe-room',
      'glucose-bag-room',
    ]);
  });

  it('sorts concentrations by amount, micrograms as thousandths of milligrams', () => {
    expect(ids(sortRows(rows, { key: 'concentration', direction: 'ascending' }))).toEqual([
      'saline-syringe-room', // 0.5 mg/mL
      'glucose-bag-frozen', // 1–4 mg/mL
      'saline-bag-fridge', // 5 mg/mL
      'glucose-bag-room', // 5 mg/mL, after its equal in the editors' order
      'water-vial-fridge', // 100 mg/mL
    ]);
  });

  it('sorts diluents and containers by their labels, keeping ties in the editors’ order', () => {
    expect(ids(sortRows(rows, { key: 'diluent', direction: 'ascending' }))).toEqual([
      'glucose-bag-room',
      'glucose-bag-frozen',
      'saline-bag-fridge',
      'saline-syringe-room',
      'water-vial-fridge',
    ]);
    expect(ids(sortRows(rows, { key: 'container', direction: 'descending' }))).toEqual([
      'saline-bag-fridge',
      'glucose-bag-room',
      'glucose-bag-frozen',
      'saline-syringe-room',
      'water-vial-fridge',
    ]);
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and reverses the sorted one', () => {
    expect(nextSort(null, 'diluent')).toEqual({ key: 'diluent', direction: 'ascending' });
    expect(nextSort({ key: 'diluent', direction: 'ascending' }, 'diluent')).toEqual({
      key: 'diluent',
      direction: 'descending',
    });
    expect(nextSort({ key: 'diluent', direction: 'descending' }, 'diluent')?.direction).toBe('ascending');
    expect(nextSort({ key: 'diluent', direction: 'descending' }, 'shelfLife')).toEqual({
      key: 'shelfLife',
      direction: 'ascending',
    });
  });
});

describe('filterOptions', () => {
  it('offers the values the rows use, in the vocabulary’s order', () => {
    const options = filterOptions(rows);
    expect(options.diluent.map((option) => option.label)).toEqual([
      'Sodium chloride 0.9%',
      'Glucose 5%',
      'Water for injections',
    ]);
    expect(options.container.map((option) => option.value)).toEqual([
      'pvc-bag',
      'glass-vial-reconstituted',
      'polypropylene-syringe',
    ]);
    expect(options.temperature.map((option) => option.label)).toEqual([
      '−20 °C (frozen)',
      '2–8 °C (refrigerated)',
      '15–25 °C (room temperature)',
      '25 °C',
    ]);
  });
});

describe('formatting', () => {
  it('writes shelf lives and concentrations as people read them', () => {
    expect(formatShelfLife({ value: 24, unit: 'hours' })).toBe('24 hours');
    expect(formatShelfLife({ value: 1, unit: 'hours' })).toBe('1 hour');
    expect(formatShelfLife({ value: 7, unit: 'days' })).toBe('7 days');
    expect(formatShelfLife({ value: 1, unit: 'days' })).toBe('1 day');
    expect(shelfLifeHours({ value: 2, unit: 'days' })).toBe(48);
    expect(formatConcentration({ value: 5, upTo: null, unit: 'mg-per-ml' })).toBe('5 mg/mL');
    expect(formatConcentration({ value: 22.5, upTo: 90, unit: 'mg-per-ml' })).toBe('22.5–90 mg/mL');
    expect(formatConcentration({ value: 40, upTo: null, unit: 'microgram-per-ml' })).toBe('40 micrograms/mL');
    expect(formatConcentration({ value: 1000, upTo: null, unit: 'units-per-ml' })).toBe('1,000 units/mL');
  });
});

describe('sortValue and sortFromValue', () => {
  it('name a sort as one value and read it back, and read anything else as no sort', () => {
    expect(sortValue({ key: 'shelfLife', direction: 'descending' })).toBe('shelfLife:descending');
    expect(sortFromValue('shelfLife:descending')).toEqual({ key: 'shelfLife', direction: 'descending' });
    expect(sortValue(null)).toBe('');
    expect(sortFromValue('')).toBeNull();
    expect(sortFromValue('reference:ascending')).toBeNull();
    expect(sortFromValue('shelfLife:sideways')).toBeNull();
  });
});
