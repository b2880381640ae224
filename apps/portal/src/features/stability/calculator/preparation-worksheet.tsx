import type { PreparationFigure, PreparationFigures } from '@hcp/contracts/preparation';
import { type Diluent, labelOf, STABILITY_DILUENTS, STORAGE_TEMPERATURES } from '@hcp/contracts/stability';
import { useEffect, useId, useRef } from 'react';

import { calculatorTexts as texts } from './texts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-29T10:15+00:00" as "29 Nov 2026, 10:15 (UTC+00:00)": the clock time where it was prepared. */
export function formatUseBy(value: string): string {
  const [date = '', rest = ''] = value.split('T');
  const [year, month, day] = date.split('-').map(Number);
  return `${String(day)} ${MONTHS[(month ?? 1) - 1] ?? ''} ${String(year)}, ${rest.slice(0, 5)} (UTC${rest.slice(5)})`;
}

function FigureLine({ label, figure, extra }: { label: string; figure: PreparationFigure; extra?: string }) {
  return (
    <div className="preparation-figure">
      <dt>{label}</dt>
      <dd>
        <strong className="preparation-value">
          {String(figure.value)} {figure.unit}
          {extra}
        </strong>
        <span className="preparation-working">
          <span className="visually-hidden">{texts.working}: </span>
          {figure.working}
        </span>
      </dd>
    </div>
  );
}

/**
 * The result as a preparation worksheet: every figure with its working, the use-by, and lines for the person who
 * prepares it and the one who checks it. It prints on its own (calculator.css).
 */
export function PreparationWorksheet({
  product,
  row,
  diluent,
  figures,
}: {
  product: string;
  row: string;
  diluent: Diluent;
  figures: PreparationFigures;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Drawn for a new calculation: the focus moves to its heading, below the sticky header (use-sticky-header-height).
  useEffect(() => heading.current?.focus(), []);
  const { perVial, dosePerKgPerHour, useBy } = figures;
  return (
    <section className="preparation-worksheet" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {texts.resultHeading}
      </h2>
      <p className="preparation-worksheet-product">
        {product}: {row}
      </p>
      <dl className="preparation-figures">
        <FigureLine label={texts.figures.totalDose} figure={figures.totalDose} />
        <FigureLine label={texts.figures.vials} figure={figures.vials} />
        {perVial && (
          <FigureLine
            label={texts.figures.perVial}
            figure={perVial.add}
            extra={` ${labelOf(STABILITY_DILUENTS, perVial.diluent)}`}
          />
        )}
        <FigureLine label={texts.figures.vialConcentration} figure={figures.vialConcentration} />
        <FigureLine label={texts.figures.drugVolume} figure={figures.drugVolume} />
        <FigureLine
          label={texts.figures.diluentVolume}
          figure={figures.diluentVolume}
          extra={` ${labelOf(STABILITY_DILUENTS, diluent)}`}
        />
        <FigureLine label={texts.figures.finalVolume} figure={figures.finalVolume} />
        <FigureLine label={texts.figures.finalConcentration} figure={figures.finalConcentration} />
        <FigureLine label={texts.figures.rate} figure={figures.rate} />
        <FigureLine label={texts.figures.duration} figure={figures.duration} />
        <FigureLine label={texts.figures.dosePerHour} figure={figures.dosePerHour} />
        {dosePerKgPerHour && <FigureLine label={texts.figures.dosePerKgPerHour} figure={dosePerKgPerHour} />}
        <div className="preparation-figure preparation-use-by">
          <dt>{texts.useBy}</dt>
          <dd>
            <strong className="preparation-value">{formatUseBy(useBy.value)}</strong>{' '}
            {texts.storedAt(labelOf(STORAGE_TEMPERATURES, useBy.temperature))}
            <span className="preparation-working">
              <span className="visually-hidden">{texts.working}: </span>
              {useBy.working}
            </span>
          </dd>
        </div>
      </dl>
      <div className="preparation-signatures">
        <p>
          {texts.preparedBy}: <span className="preparation-signature-line" aria-hidden="true" />
          <span className="preparation-signature-hint">{texts.signature}</span>
        </p>
        <p>
          {texts.checkedBy}: <span className="preparation-signature-line" aria-hidden="true" />
          <span className="preparation-signature-hint">{texts.signature}</span>
        </p>
      </div>
      <button type="button" className="button button-secondary preparation-print" onClick={() => window.print()}>
        {texts.print}
      </button>
    </section>
  );
}
