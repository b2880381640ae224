import {
  EVIDENCE_LEVELS,
  labelOf,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
  type StabilityRow,
  STORAGE_TEMPERATURES,
} from '@hcp/contracts/stability';
import { useMemo, useState } from 'react';

import { SelectField } from '../../../components/ui/select-field/select-field';
import {
  filterOptions,
  filterRows,
  formatConcentration,
  formatShelfLife,
  type MatrixFilters,
  type MatrixSort,
  nextSort,
  NO_FILTERS,
  type SortKey,
  sortRows,
} from '../matrix';
import { stabilityTexts as texts } from '../texts';

type SortableHeaderProps = { column: SortKey; label: string; sort: MatrixSort; onSort: (key: SortKey) => void };

/** A column header whose button sorts by it; `aria-sort` tells screen readers which column orders the rows. */
function SortableHeader({ column, label, sort, onSort }: SortableHeaderProps) {
  const direction = sort?.key === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span className="sort-indicator" aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** A product's stability matrix: filters by diluent, container and temperature, sortable columns, and a print button. */
export function StabilityMatrix({ rows, product }: { rows: StabilityRow[]; product: string }) {
  const [filters, setFilters] = useState<MatrixFilters>(NO_FILTERS);
  const [sort, setSort] = useState<MatrixSort>(null);
  const options = useMemo(() => filterOptions(rows), [rows]);
  const shown = useMemo(() => sortRows(filterRows(rows, filters), sort), [rows, filters, sort]);
  const filtered = filters.diluent !== '' || filters.container !== '' || filters.temperature !== '';
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  return (
    <section className="stability-matrix" aria-labelledby="stability-matrix-heading">
      <div className="stability-matrix-heading">
        <h2 id="stability-matrix-heading">{texts.matrixHeading}</h2>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {texts.print}
        </button>
      </div>
      <fieldset className="stability-filters">
        <legend>{texts.filtersLabel}</legend>
        <SelectField
          label={texts.columns.diluent}
          name="diluent"
          placeholder={texts.all}
          options={options.diluent}
          value={filters.diluent}
          onChange={(event) => setFilters({ ...filters, diluent: event.target.value as MatrixFilters['diluent'] })}
        />
        <SelectField
          label={texts.columns.container}
          name="container"
          placeholder={texts.all}
          options={options.container}
          value={filters.container}
          onChange={(event) => setFilters({ ...filters, container: event.target.value as MatrixFilters['container'] })}
        />
        <SelectField
          label={texts.columns.temperature}
          name="temperature"
          placeholder={texts.all}
          options={options.temperature}
          value={filters.temperature}
          onChange={(event) =>
            setFilters({ ...filters, temperature: event.target.value as MatrixFilters['temperature'] })
          }
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setFilters(NO_FILTERS)}
          disabled={!filtered}
        >
          {texts.clearFilters}
        </button>
      </fieldset>
      <p role="status" aria-live="polite" className="stability-count">
        {texts.showing(shown.length, rows.length)}
      </p>
      <div className="table-scroll">
        <table className="data-table stability-table">
          <caption>{texts.matrixCaption(product)}</caption>
          <thead>
            <tr>
              <SortableHeader column="diluent" label={texts.columns.diluent} sort={sort} onSort={onSort} />
              <SortableHeader column="concentration" label={texts.columns.concentration} sort={sort} onSort={onSort} />
              <SortableHeader column="container" label={texts.columns.container} sort={sort} onSort={onSort} />
              <SortableHeader column="temperature" label={texts.columns.temperature} sort={sort} onSort={onSort} />
              <th scope="col">{texts.columns.light}</th>
              <SortableHeader column="shelfLife" label={texts.columns.shelfLife} sort={sort} onSort={onSort} />
              <th scope="col">{texts.columns.evidence}</th>
              <th scope="col">{texts.columns.reference}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <th scope="row">{labelOf(STABILITY_DILUENTS, row.diluent)}</th>
                <td>{formatConcentration(row.concentration)}</td>
                <td>{labelOf(STABILITY_CONTAINERS, row.container)}</td>
                <td>{labelOf(STORAGE_TEMPERATURES, row.temperature)}</td>
                <td>{row.protectFromLight ? texts.protectFromLight : texts.noLightProtection}</td>
                <td className="stability-shelf-life">{formatShelfLife(row.shelfLife)}</td>
                <td>{labelOf(EVIDENCE_LEVELS, row.evidence)}</td>
                <td className="stability-reference">{row.reference}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={8}>{texts.noMatchingRows}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h3>{texts.evidenceHeading}</h3>
      <dl className="stability-evidence">
        {EVIDENCE_LEVELS.map((level) => (
          <div key={level.value}>
            <dt>{level.label}</dt>
            <dd>{level.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
