import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = {
  label: string;
  name: string;
  error?: string | undefined;
  /** The control's id, for a link to it (an error summary's); a generated one otherwise. */
  id?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;

/** A labelled multi-line field with its error beside it, for the reflection notes. */
export function TextAreaField({ id: idProp, label, name, error, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
