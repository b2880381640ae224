import { quantityBoundsOf } from '@hcp/contracts/form-answers';
import type { FormField } from '@hcp/contracts/forms';
import { useRef } from 'react';

import { formsTexts } from '../texts';
import type { ProductLineDraft } from '../validation';

const texts = formsTexts.products;

type ProductChooserProps = {
  field: FormField;
  id: string;
  error: string | undefined;
  lines: ProductLineDraft[];
  onChange: (lines: ProductLineDraft[]) => void;
};

/** The pricing request's product list: a product from the catalogue and a quantity on each line. */
export function ProductChooser({ field, id, error, lines, onChange }: ProductChooserProps) {
  const nextKey = useRef(Math.max(0, ...lines.map((line) => line.key)) + 1);
  const list = useRef<HTMLOListElement>(null);
  const hint = field.helpText !== null;
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  const { min, max } = quantityBoundsOf(field);

  const change = (key: number, changes: Partial<ProductLineDraft>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...changes } : line)));
  const add = () => {
    const key = nextKey.current;
    nextKey.current += 1;
    onChange([...lines, { key, product: '', quantity: String(min) }]);
    // The new line's product select takes the focus, so keyboard users carry on where they were.
    requestAnimationFrame(() => list.current?.querySelector<HTMLSelectElement>('li:last-child select')?.focus());
  };
  const remove = (key: number, index: number) => {
    onChange(lines.filter((line) => line.key !== key));
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLSelectElement>('select')[Math.max(0, index - 1)]?.focus(),
    );
  };

  return (
    <fieldset className="field field-group product-chooser">
      <legend>
        {field.label}
        {field.required && <span className="field-marker"> {formsTexts.required}</span>}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {field.helpText}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <ol className="product-lines" ref={list}>
        {lines.map((line, index) => {
          const lineId = index === 0 ? id : `${id}-${String(line.key)}`;
          return (
            <li key={line.key}>
              <div className="product-line" role="group" aria-label={texts.line(index + 1)}>
                <div className="field">
                  <label htmlFor={lineId}>{texts.product}</label>
                  <select
                    id={lineId}
                    value={line.product}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    onChange={(event) => change(line.key, { product: event.target.value })}
                  >
                    <option value="">{texts.choose}</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field product-quantity">
                  <label htmlFor={`${lineId}-quantity`}>{texts.quantity}</label>
                  <input
                    id={`${lineId}-quantity`}
                    type="number"
                    inputMode="numeric"
                    step={1}
                    min={min}
                    max={max}
                    value={line.quantity}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    onChange={(event) => change(line.key, { quantity: event.target.value })}
                  />
                </div>
                {lines.length > 1 && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={texts.remove(index + 1)}
                    onClick={() => remove(line.key, index)}
                  >
                    {texts.removeShort}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" className="button button-secondary" onClick={add}>
          {texts.add}
        </button>
      </div>
    </fieldset>
  );
}
