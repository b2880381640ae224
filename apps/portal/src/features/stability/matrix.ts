import {
  type Concentration,
  CONCENTRATION_UNITS,
  type Container,
  type Diluent,
  labelOf,
  type ShelfLife,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
  type StabilityRow,
  type StorageTemperature,
  STORAGE_TEMPERATURES,
} from '@hcp/contracts/stability';

import { stabilityTexts } from './texts';

/** The matrix's filters: a value each, or '' for all. */
export type MatrixFilters = { diluent: Diluent | ''; container: Container | ''; temperature: StorageTemperature | '' };
export const NO_FILTERS: MatrixFilters = { diluent: '', container: '', temperature: '' };

export type SortKey = 'diluent' | 'concentration' | 'container' | 'temperature' | 'shelfLife';
export type SortDirection = 'ascending' | 'descending';
export type MatrixSort = { key: SortKey; direction: SortDirection } | null;

const HOURS_PER_UNIT = { hours: 1, days: 24 } as const;

/** A shelf life in hours, so "36 hours" sorts between "24 hours" and "2 days". */
export function shelfLifeHours(shelfLife: ShelfLife): number {
  return shelfLife.value * HOURS_PER_UNIT[shelfLife.unit];
}

/** "24 hours", "1 day", "7 days". */
export function formatShelfLife(shelfLife: ShelfLife): string {
  return stabilityTexts.shelfLife(shelfLife.value, shelfLife.unit);
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** "5 mg/mL", "1–5 mg/mL", "40 micrograms/mL". */
export function formatConcentration(concentration: Concentration): string {
  const amount =
    concentration.upTo === null
      ? numberFormat.format(concentration.value)
      : `${numberFormat.format(concentration.value)}–${numberFormat.format(concentration.upTo)}`;
  return `${amount} ${labelOf(CONCENTRATION_UNITS, concentration.unit)}`;
}

/** Micrograms compare with milligrams; units stand apart, after both. */
function concentrationKey(concentration: Concentration): [number, number, number] {
  const scale = concentration.unit === 'microgram-per-ml' ? 0.001 : 1;
  const group = concentration.unit === 'units-per-ml' ? 1 : 0;
  return [group, concentration.value * scale, (concentration.upTo ?? concentration.value) * scale];
}

const temperatureOrder = new Map(STORAGE_TEMPERATURES.map((option, index) => [option.value, index] as const));
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (const [index, value] of a.entries()) {
    const difference = value - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const COMPARE: Record<SortKey, (a: StabilityRow, b: StabilityRow) => number> = {
  diluent: (a, b) => collator.compare(labelOf(STABILITY_DILUENTS, a.diluent), labelOf(STABILITY_DILUENTS, b.diluent)),
  container: (a, b) =>
    collator.compare(labelOf(STABILITY_CONTAINERS, a.container), labelOf(STABILITY_CONTAINERS, b.container)),
  // From coldest to warmest, not alphabetically.
  temperature: (a, b) => (temperatureOrder.get(a.temperature) ?? 0) - (temperatureOrder.get(b.temperature) ?? 0),
  concentration: (a, b) => compareNumbers(concentrationKey(a.concentration), concentrationKey(b.concentration)),
  shelfLife: (a, b) => shelfLifeHours(a.shelfLife) - shelfLifeHours(b.shelfLife),
};

/** The rows each filter lets through; an empty filter lets every row through. */
export function filterRows(rows: readonly StabilityRow[], filters: MatrixFilters): StabilityRow[] {
  return rows.filter(
    (row) =>
      (filters.diluent === '' || row.diluent === filters.diluent) &&
      (filters.container === '' || row.container === filters.container) &&
      (filters.temperature === '' || row.temperature === filters.temperature),
  );
}

/** The rows in the chosen order; equal rows keep the editors' order, and no sort keeps it entirely. */
export function sortRows(rows: readonly StabilityRow[], sort: MatrixSort): StabilityRow[] {
  if (!sort) return [...rows];
  const compare = COMPARE[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Clicking a column sorts by it ascending; clicking the sorted column again reverses it. */
export function nextSort(current: MatrixSort, key: SortKey): MatrixSort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}

type Option<T extends string> = { value: T; label: string };

const optionsFor = <T extends string>(vocabulary: readonly Option<string>[], used: ReadonlySet<string>): Option<T>[] =>
  vocabulary.filter((option) => used.has(option.value)).map((option) => ({ ...option }) as Option<T>);

/** Each filter offers only the values the product's rows use, in the vocabulary's order. */
export function filterOptions(rows: readonly StabilityRow[]): {
  diluent: Option<Diluent>[];
  container: Option<Container>[];
  temperature: Option<StorageTemperature>[];
} {
  return {
    diluent: optionsFor(STABILITY_DILUENTS, new Set(rows.map((row) => row.diluent))),
    container: optionsFor(STABILITY_CONTAINERS, new Set(rows.map((row) => row.container))),
    temperature: optionsFor(STORAGE_TEMPERATURES, new Set(rows.map((row) => row.temperature))),
  };
}

/** A sort as one value (`shelfLife:descending`), for a select; `''` is no sort. */
export function sortValue(sort: MatrixSort): string {
  return sort ? `${sort.key}:${sort.direction}` : '';
}

const SORT_KEYS: readonly SortKey[] = ['diluent', 'concentration', 'container', 'temperature', 'shelfLife'];

/** The sort a select's value names; anything else is no sort. */
export function sortFromValue(value: string): MatrixSort {
  const [key, direction] = value.split(':');
  const sortKey = SORT_KEYS.find((candidate) => candidate === key);
  if (!sortKey || (direction !== 'ascending' && direction !== 'descending')) return null;
  return { key: sortKey, direction };
}
