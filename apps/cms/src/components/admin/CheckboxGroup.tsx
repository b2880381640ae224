'use client';

import { FieldDescription, FieldError, useField } from '@payloadcms/ui';
import type { SelectFieldClientProps } from 'payload';

/** The label of a field or an option as the admin shows it (a string, or the first of its translations). */
function textOf(label: unknown, fallback: string): string {
  if (typeof label === 'string') return label;
  if (label !== null && typeof label === 'object') {
    const first = Object.values(label as Record<string, unknown>).find((value) => typeof value === 'string');
    if (typeof first === 'string') return first;
  }
  return fallback;
}

/**
 * A short multiple-choice select (hasMany) drawn as a group of checkboxes: every option in view, one press each, and
 * no chips with their own remove buttons inside a combobox (which axe reports as nested interactive controls, once per
 * chip, in every matrix row). The value stays the select's array of option values, in the options' order.
 */
export function CheckboxGroup({ field, path, readOnly }: SelectFieldClientProps) {
  const { value, setValue, showError, disabled } = useField<string[]>({ path });
  const chosen = new Set(Array.isArray(value) ? value : []);
  const options = field.options.map((option) =>
    typeof option === 'string'
      ? { value: option, label: option }
      : { value: option.value, label: textOf(option.label, option.value) },
  );
  const label = textOf(field.label, field.name);
  const inert = readOnly === true || disabled;
  const descriptionId = `field-description-${path.replace(/\./g, '__')}`;

  function toggle(option: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    setValue(options.filter((candidate) => next.has(candidate.value)).map((candidate) => candidate.value));
  }

  return (
    <div className={`field-type checkbox-group${showError ? ' error' : ''}`} id={`field-${path.replace(/\./g, '__')}`}>
      <fieldset aria-describedby={field.admin?.description ? descriptionId : undefined}>
        <legend className="field-label">
          {label}
          {field.required ? <span className="required">*</span> : null}
        </legend>
        <FieldError path={path} showError={showError} />
        <div className="checkbox-group__options">
          {options.map((option) => {
            const id = `${path.replace(/\./g, '__')}-${option.value}`;
            return (
              <label key={option.value} className="checkbox-group__option" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  name={path}
                  value={option.value}
                  checked={chosen.has(option.value)}
                  disabled={inert}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {field.admin?.description ? (
        <div id={descriptionId}>
          <FieldDescription description={field.admin.description} path={path} />
        </div>
      ) : null}
    </div>
  );
}
