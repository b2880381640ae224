import { type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = {
  label: string;
  name: string;
  error?: string | undefined;
  /** The control's id, for a link to it (an error summary's); a generated one otherwise. */
  id?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input with its hint and its error beside it, wired for screen readers. */
export function TextField({ id: idProp, label, name, error, hint, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
