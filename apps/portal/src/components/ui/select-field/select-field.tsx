import { type SelectHTMLAttributes, useId } from 'react';

type SelectFieldProps = {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  /** The control's id, for a link to it (an error summary's); a generated one otherwise. */
  id?: string;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;

/** A labelled select with its error beside it. */
export function SelectField({ id: idProp, label, name, options, error, placeholder, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
