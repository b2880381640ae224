import {
  EVIDENCE_LEVELS,
  labelOf,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
  type StabilityRow,
  STORAGE_TEMPERATURES,
} from '@hcp/contracts/stability';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { ArrowDown, ArrowUp, ArrowUpDown } from '../../../components/ui/icon/icon';
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
  sortFromValue,
  sortRows,
  sortValue,
} from '../matrix';
import { stabilityTexts as texts } from '../texts';
import { EvidenceValue } from './evidence-value';
import { MethodsValue } from './methods-value';

/** The table's columns: diluent, concentration, container, temperature, light, shelf life, evidence and method, reference. */
const COLUMNS = 8;

type SortableHeaderProps = { column: SortKey; label: string; sort: MatrixSort; onSort: (key: SortKey) => void };

/**
 * A column header whose button sorts by it; `aria-sort` tells screen readers which column orders the rows. Print
 * shows the label as plain text instead: Chromium does not paint a button in a header repeated on later pages.
 */
function SortableHeader({ column, label, sort, onSort }: SortableHeaderProps) {
  const direction = sort?.key === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        {direction === 'ascending' ? (
          <ArrowUp className="sort-indicator" />
        ) : direction === 'descending' ? (
          <ArrowDown className="sort-indicator" />
        ) : (
          <ArrowUpDown className="sort-indicator" />
        )}
      </button>
      <span className="sort-print-label" aria-hidden="true">
        {label}
      </span>
    </th>
  );
}

/** Below 640 px each preparation is a card; this says whether the screen starts that narrow (jsdom: it does not). */
function startsNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 39.99rem)').matches;
}

/** The calculator link of a row, named with the row for a screen reader; none when the product has no calculator. */
function CalculatorLink({ row, to }: { row: StabilityRow; to: ((rowId: string) => string) | undefined }) {
  if (to === undefined) return null;
  return (
    <Link className="stability-calculator-link" to={to(row.id)}>
      {texts.calculateLink}
      <span className="visually-hidden">
        {texts.calculateLinkContext(
          `${labelOf(STABILITY_DILUENTS, row.diluent)} ${formatConcentration(row.concentration)}`,
        )}
      </span>
    </Link>
  );
}

/** One preparation as a card for narrow screens, its facts in the order a pharmacist reads them. */
function PreparationCard({ row, calculatorPath }: { row: StabilityRow; calculatorPath?: (rowId: string) => string }) {
  return (
    <li className="preparation-card">
      <h3 className="preparation-title">
        {labelOf(STABILITY_DILUENTS, row.diluent)}
        <span className="visually-hidden">, </span>
        <span className="preparation-concentration">{formatConcentration(row.concentration)}</span>
      </h3>
      <dl className="preparation-facts">
        <div>
          <dt>{texts.columns.container}</dt>
          <dd>{labelOf(STABILITY_CONTAINERS, row.container)}</dd>
        </div>
        <div>
          <dt>{texts.columns.temperature}</dt>
          <dd>{labelOf(STORAGE_TEMPERATURES, row.temperature)}</dd>
        </div>
        <div className="preparation-shelf-life">
          <dt>{texts.columns.shelfLife}</dt>
          <dd>{formatShelfLife(row.shelfLife)}</dd>
        </div>
        <div>
          <dt>{texts.columns.light}</dt>
          <dd>{texts.lightProtection(row.protectFromLight)}</dd>
        </div>
        <div>
          <dt>{texts.columns.evidence}</dt>
          <dd>
            <EvidenceValue evidence={row.evidence} />
          </dd>
        </div>
        <div>
          <dt>{texts.columns.methods}</dt>
          <dd>
            <MethodsValue methods={row.methods} />
          </dd>
        </div>
        <div className="preparation-reference">
          <dt>{texts.columns.reference}</dt>
          <dd>{row.reference}</dd>
        </div>
      </dl>
      <CalculatorLink row={row} to={calculatorPath} />
    </li>
  );
}

/**
 * A product's stability matrix: filters by diluent, container and temperature behind one "Filter" disclosure, a
 * table with sortable columns and a sticky first column (cards below 640 px), and a print button.
 */
export function StabilityMatrix({
  rows,
  product,
  calculatorPath,
}: {
  rows: StabilityRow[];
  product: string;
  /** Where each row's dose calculator is; left out when the product has no reconstitution data. */
  calculatorPath?: (rowId: string) => string;
}) {
  const [filters, setFilters] = useState<MatrixFilters>(NO_FILTERS);
  const [sort, setSort] = useState<MatrixSort>(null);
  // On a phone the filters start folded away, so the preparations come first; on wider screens they start open.
  const [filtersOpen, setFiltersOpen] = useState(() => !startsNarrow());
  const panelId = useId();
  const captionId = useId();
  const options = useMemo(() => filterOptions(rows), [rows]);
  const shown = useMemo(() => sortRows(filterRows(rows, filters), sort), [rows, filters, sort]);
  const activeFilters = [filters.diluent, filters.container, filters.temperature].filter(
    (value) => value !== '',
  ).length;
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));
  // A header sort the select does not offer (shelf life is offered both ways, names A to Z) shows as "As listed".
  const sortOptionValue = sortValue(sort) in texts.sortOptions ? sortValue(sort) : '';

  return (
    <section className="stability-matrix" aria-labelledby="stability-matrix-heading">
      <div className="stability-matrix-heading">
        <h2 id="stability-matrix-heading">{texts.matrixHeading}</h2>
        <div className="stability-matrix-actions">
          <button
            type="button"
            className="button button-secondary stability-filter-toggle"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {texts.filterButton}
            {activeFilters > 0 && (
              <span className="stability-filter-count">
                {' '}
                {activeFilters}
                <span className="visually-hidden"> {texts.activeFilters(activeFilters)}</span>
              </span>
            )}
          </button>
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            {texts.print}
          </button>
        </div>
      </div>
      <fieldset id={panelId} className="stability-filters" hidden={!filtersOpen}>
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
          disabled={activeFilters === 0}
        >
          {texts.clearFilters}
        </button>
      </fieldset>
      {/* On a phone the table's sortable headers give way to cards, so the sort is a select there. */}
      <div className="stability-sort">
        <SelectField
          label={texts.sortLabel}
          name="sort"
          placeholder={texts.sortAsListed}
          options={Object.entries(texts.sortOptions).map(([value, label]) => ({ value, label }))}
          value={sortOptionValue}
          onChange={(event) => setSort(sortFromValue(event.target.value))}
        />
      </div>
      <p role="status" aria-live="polite" className="stability-count">
        {texts.showing(shown.length, rows.length)}
      </p>
      {/* The cards run long on a phone, and a narrow table cannot keep its header in view: this line keeps the product
          named in sight while they scroll by (wide screens keep the table's header instead). */}
      <p className="stability-sticky-name" aria-hidden="true">
        {product}
      </p>
      {/* The region scrolls sideways only when the screen is too narrow for the table; it takes the focus to do so. */}
      <div className="table-scroll stability-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table stability-table">
          <caption id={captionId}>{texts.matrixCaption(product)}</caption>
          <thead>
            {/* The product named on every printed page and above the columns as they stay in view; the caption
                names the table for screen readers, so this row is not read a second time. */}
            <tr className="stability-table-name-row" aria-hidden="true">
              <td colSpan={COLUMNS}>{product}</td>
            </tr>
            <tr>
              <SortableHeader column="diluent" label={texts.columns.diluent} sort={sort} onSort={onSort} />
              <SortableHeader column="concentration" label={texts.columns.concentration} sort={sort} onSort={onSort} />
              <SortableHeader column="container" label={texts.columns.container} sort={sort} onSort={onSort} />
              <SortableHeader column="temperature" label={texts.columns.temperature} sort={sort} onSort={onSort} />
              <th scope="col">{texts.columns.light}</th>
              <SortableHeader column="shelfLife" label={texts.columns.shelfLife} sort={sort} onSort={onSort} />
              <th scope="col">{texts.columns.evidenceAndMethod}</th>
              <th scope="col">{texts.columns.reference}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {labelOf(STABILITY_DILUENTS, row.diluent)} <CalculatorLink row={row} to={calculatorPath} />
                </th>
                <td className="stability-concentration">{formatConcentration(row.concentration)}</td>
                <td>{labelOf(STABILITY_CONTAINERS, row.container)}</td>
                <td>{labelOf(STORAGE_TEMPERATURES, row.temperature)}</td>
                <td>{texts.lightProtection(row.protectFromLight)}</td>
                <td className="stability-shelf-life">{formatShelfLife(row.shelfLife)}</td>
                <td>
                  <EvidenceValue evidence={row.evidence} />
                  <span className="stability-methods">
                    {texts.methodLabel} <MethodsValue methods={row.methods} />
                  </span>
                </td>
                <td className="stability-reference">{row.reference}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMNS}>{texts.noMatchingRows}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <ul className="preparation-cards" aria-label={texts.cardsLabel(product)}>
        {shown.map((row) => (
          <PreparationCard key={row.id} row={row} calculatorPath={calculatorPath} />
        ))}
      </ul>
      {shown.length === 0 && <p className="preparation-cards-empty">{texts.noMatchingRows}</p>}
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
