import type { PreparationField, PreparationInput, PreparationResult } from '@hcp/contracts/preparation';
import { calculatePreparation } from '@hcp/contracts/preparation-calculator';
import {
  AMOUNT_UNITS,
  type AmountUnit,
  CONCENTRATION_UNITS,
  type ConcentrationUnit,
  labelOf,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
  type StabilityProduct,
  type StabilityRow,
  STORAGE_TEMPERATURES,
} from '@hcp/contracts/stability';
import { type SubmitEvent, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';

import { ErrorSummary, type SummaryEntry } from '../../../components/ui/error-summary/error-summary';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { TextField } from '../../../components/ui/text-field/text-field';
import { paths, stabilityProductPath } from '../../../config/paths';
import { formatConcentration, formatShelfLife } from '../matrix';
import { useProductOrOfflineCopy } from '../offline/use-product-or-copy';
import { stabilityTexts } from '../texts';
import { PreparationWorksheet } from './preparation-worksheet';
import { calculatorTexts as texts } from './texts';
import { useStickyHeaderHeight } from './use-sticky-header-height';
import './calculator.css';

/** A row as the calculator names it: "Sodium chloride 0.9%, 1–20 mg/mL, PVC bag, 2–8 °C (refrigerated), 24 hours". */
export function describeRow(row: StabilityRow): string {
  return [
    labelOf(STABILITY_DILUENTS, row.diluent),
    formatConcentration(row.concentration),
    labelOf(STABILITY_CONTAINERS, row.container),
    labelOf(STORAGE_TEMPERATURES, row.temperature),
    formatShelfLife(row.shelfLife),
  ].join(', ');
}

const two = (value: number) => String(value).padStart(2, '0');

/** The value of a datetime-local field for a moment, on this device's clock. */
function localInputValue(moment: Date): string {
  return `${String(moment.getFullYear())}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
}

/** A datetime-local value with this device's offset at that moment, as the calculator takes it; '' stays ''. */
function withOffset(local: string): string {
  const moment = new Date(local);
  if (Number.isNaN(moment.getTime())) return local;
  const east = -moment.getTimezoneOffset();
  const sign = east < 0 ? '-' : '+';
  return `${local}${sign}${two(Math.floor(Math.abs(east) / 60))}:${two(Math.abs(east) % 60)}`;
}

/** A typed number; an empty or unreadable field is 0, which the calculator refuses with its own words. */
const numberOf = (text: string): number => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
};

type FormState = {
  dose: string;
  doseUnit: AmountUnit;
  basis: PreparationInput['basis'];
  weight: string;
  finalKind: PreparationInput['final']['kind'];
  volume: string;
  concentration: string;
  concentrationUnit: ConcentrationUnit;
  administrationKind: PreparationInput['administration']['kind'];
  minutes: string;
  rate: string;
  preparedAt: string;
};

function inputOf(form: FormState, rowId: string): PreparationInput {
  return {
    rowId,
    dose: { value: numberOf(form.dose), unit: form.doseUnit },
    basis: form.basis,
    weightKg: form.weight.trim() === '' ? null : numberOf(form.weight),
    final:
      form.finalKind === 'volume'
        ? { kind: 'volume', volumeMl: numberOf(form.volume) }
        : {
            kind: 'concentration',
            concentration: { value: numberOf(form.concentration), unit: form.concentrationUnit },
          },
    administration:
      form.administrationKind === 'duration'
        ? { kind: 'duration', minutes: numberOf(form.minutes) }
        : { kind: 'rate', mlPerHour: numberOf(form.rate) },
    preparedAt: withOffset(form.preparedAt),
  };
}

type ChoiceProps<T extends string> = {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A question answered by one of a few radio buttons. */
function Choice<T extends string>({ legend, name, value, options, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className="preparation-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The calculator for one product and one row of its matrix: the prescription, then the preparation with its working,
 * or the reasons it is refused, each linked to its field. The product and the row stay named above it all.
 */
export function PreparationCalculator({ product, rowId }: { product: StabilityProduct; rowId: string }) {
  const name = `${product.name} ${product.strength}`;
  const row = product.matrix.find((candidate) => candidate.id === rowId);
  const base = useId();
  const massDose = product.reconstitution?.vialContent.unit !== 'units';
  const [form, setForm] = useState<FormState>(() => ({
    dose: '',
    doseUnit: massDose ? 'mg' : 'units',
    basis: 'total',
    weight: '',
    finalKind: 'volume',
    volume: '',
    concentration: '',
    concentrationUnit: row?.concentration.unit ?? 'mg-per-ml',
    administrationKind: 'duration',
    minutes: '',
    rate: '',
    preparedAt: localInputValue(new Date()),
  }));
  const [result, setResult] = useState<PreparationResult | null>(null);
  const [attempts, setAttempts] = useState(0);
  /** Each worksheet shown is a new one: it takes the focus, so the person (and a screen reader) lands on it. */
  const [worksheets, setWorksheets] = useState(0);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderHeight(headerRef);

  const header = (
    <header className="preparation-header" ref={headerRef}>
      <p className="preparation-kicker">{texts.heading}</p>
      <h1 id={`${base}-heading`}>{name}</h1>
      {row && (
        <p className="preparation-row">
          <span className="preparation-row-label">{texts.rowHeading}: </span>
          {describeRow(row)}
        </p>
      )}
    </header>
  );
  const back = <Link to={stabilityProductPath(product.slug)}>{texts.backToProduct(name)}</Link>;

  if (product.reconstitution === null || row === undefined) {
    return (
      <article className="preparation-calculator" aria-labelledby={`${base}-heading`}>
        {header}
        <p>{product.reconstitution === null ? texts.notAvailable(name) : texts.rowMissing}</p>
        <p>{back}</p>
      </article>
    );
  }

  const ids: Record<PreparationField, string | null> = {
    rowId: null,
    product: null,
    'dose.value': `${base}-dose`,
    'dose.unit': `${base}-dose-unit`,
    weightKg: `${base}-weight`,
    'final.volumeMl': `${base}-volume`,
    'final.concentration.value': `${base}-concentration`,
    'final.concentration.unit': `${base}-concentration-unit`,
    'administration.minutes': `${base}-minutes`,
    'administration.mlPerHour': `${base}-rate`,
    preparedAt: `${base}-prepared-at`,
  };
  const reasons = result?.outcome === 'refused' ? result.reasons : [];
  const errorOf = (field: PreparationField) => reasons.find((reason) => reason.field === field)?.message;
  const entries: SummaryEntry[] = reasons.map((reason, index) => ({
    key: `${reason.code}-${String(index)}`,
    message: reason.message,
    target: ids[reason.field],
  }));
  // Any change makes the shown result stale: it goes, so that no figure is read for another prescription.
  const change = (changes: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...changes }));
    setResult(null);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = calculatePreparation(product, row, inputOf(form, row.id));
    setResult(next);
    if (next.outcome === 'refused') setAttempts((count) => count + 1);
    else setWorksheets((count) => count + 1);
  };
  const text = (field: PreparationField, label: string, value: string, key: keyof FormState, extra = {}) => (
    <TextField
      id={ids[field] ?? undefined}
      label={label}
      name={key}
      inputMode="decimal"
      value={value}
      error={errorOf(field)}
      onChange={(event) => change({ [key]: event.target.value })}
      {...extra}
    />
  );

  return (
    <article className="preparation-calculator" aria-labelledby={`${base}-heading`}>
      {header}
      <form className="preparation-form" noValidate onSubmit={onSubmit} aria-labelledby={`${base}-form-heading`}>
        <h2 id={`${base}-form-heading`}>{texts.formHeading}</h2>
        <ErrorSummary
          id={`${base}-errors`}
          message={entries.length > 0 ? texts.refusedMessage : undefined}
          entries={entries}
          focusKey={attempts}
        />
        <div className="preparation-pair">
          {text('dose.value', texts.dose, form.dose, 'dose')}
          <SelectField
            id={ids['dose.unit'] ?? undefined}
            label={texts.doseUnit}
            name="doseUnit"
            options={AMOUNT_UNITS}
            value={form.doseUnit}
            error={errorOf('dose.unit')}
            onChange={(event) => change({ doseUnit: event.target.value as AmountUnit })}
          />
        </div>
        <Choice
          legend={texts.basis}
          name="basis"
          value={form.basis}
          options={[
            { value: 'total', label: texts.basisTotal },
            { value: 'per-kg', label: texts.basisPerKg },
          ]}
          onChange={(basis) => change({ basis })}
        />
        {form.basis === 'per-kg' && text('weightKg', texts.weight, form.weight, 'weight')}
        <Choice
          legend={texts.finalLegend}
          name="finalKind"
          value={form.finalKind}
          options={[
            { value: 'volume', label: texts.finalVolumeChoice },
            { value: 'concentration', label: texts.finalConcentrationChoice },
          ]}
          onChange={(finalKind) => change({ finalKind })}
        />
        {form.finalKind === 'volume' ? (
          text('final.volumeMl', texts.finalVolume, form.volume, 'volume')
        ) : (
          <div className="preparation-pair">
            {text('final.concentration.value', texts.finalConcentration, form.concentration, 'concentration')}
            <SelectField
              id={ids['final.concentration.unit'] ?? undefined}
              label={texts.finalConcentrationUnit}
              name="concentrationUnit"
              options={CONCENTRATION_UNITS}
              value={form.concentrationUnit}
              error={errorOf('final.concentration.unit')}
              onChange={(event) => change({ concentrationUnit: event.target.value as ConcentrationUnit })}
            />
          </div>
        )}
        <Choice
          legend={texts.administrationLegend}
          name="administrationKind"
          value={form.administrationKind}
          options={[
            { value: 'duration', label: texts.durationChoice },
            { value: 'rate', label: texts.rateChoice },
          ]}
          onChange={(administrationKind) => change({ administrationKind })}
        />
        {form.administrationKind === 'duration'
          ? text('administration.minutes', texts.duration, form.minutes, 'minutes')
          : text('administration.mlPerHour', texts.rate, form.rate, 'rate')}
        {text('preparedAt', texts.preparedAt, form.preparedAt, 'preparedAt', {
          type: 'datetime-local',
          inputMode: undefined,
          hint: texts.preparedAtHint,
        })}
        <button type="submit" className="button button-primary">
          {texts.calculate}
        </button>
      </form>
      {result?.outcome === 'ok' && (
        <PreparationWorksheet
          key={worksheets}
          product={name}
          row={describeRow(row)}
          diluent={row.diluent}
          figures={result.figures}
        />
      )}
      <p className="preparation-back">{back}</p>
    </article>
  );
}

/**
 * `/stability/:slug/prepare/:rowId`: the calculator on the product as the server gives it, or on the device's offline
 * copy when the server cannot be reached. Keyed by product and row: nothing of another one is ever drawn.
 */
export function PreparationCalculatorView() {
  const { slug = '', rowId = '' } = useParams();
  const source = useProductOrOfflineCopy(slug);
  const key = `${slug}/${rowId}`;

  if (source.kind === 'reading-copy') return <Skeleton label={texts.loading} />;
  if (source.kind === 'copy') return <PreparationCalculator key={key} product={source.copy.product} rowId={rowId} />;
  return (
    <QueryView
      query={source.query}
      loading={texts.loading}
      failure={texts.failed}
      withdrawn={{
        ...stabilityTexts.withdrawn,
        link: { to: paths.stability, label: stabilityTexts.withdrawn.link },
      }}
    >
      {(product) => <PreparationCalculator key={key} product={product} rowId={rowId} />}
    </QueryView>
  );
}
