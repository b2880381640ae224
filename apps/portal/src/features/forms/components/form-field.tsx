import type { DraftFile } from '@hcp/contracts/form-drafts';
import type { FieldValue, FormField as FormFieldDefinition } from '@hcp/contracts/forms';
import { MAX_FILES_PER_FIELD } from '@hcp/contracts/form-constants';
import { UPLOAD_ACCEPT } from '@hcp/contracts/uploads';
import type { ReactNode } from 'react';

import { formsTexts } from '../texts';
import { formatBytes, type ProductLineDraft } from '../validation';
import { ProductChooser } from './product-chooser';

const texts = formsTexts;

export type FieldProps = {
  field: FormFieldDefinition;
  /** The id of the field's (first) control: the error summary links to it. */
  id: string;
  error: string | undefined;
  prefill: string | undefined;
  maxFileBytes: number;
  productLines: ProductLineDraft[];
  onProductLinesChange: (lines: ProductLineDraft[]) => void;
  /** The answer of a resumed draft: it fills the field in instead of the prefill. */
  initial?: FieldValue | undefined;
  /** A file field's files saved with the draft, sent with the form unless removed. */
  savedFiles?: DraftFile[] | undefined;
  onRemoveSavedFile?: ((file: DraftFile) => void) | undefined;
};

/** The ids a control's aria-describedby lists: its help text and its error, when it has them. */
function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
}

/** Required fields say so in their label; editors write "(optional)" into a label themselves where it helps. */
function Marker({ required }: { required: boolean }) {
  return required ? <span className="field-marker"> {texts.required}</span> : null;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="field-hint">
      {children}
    </p>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

function fileHint(field: FormFieldDefinition, maxFileBytes: number): string {
  const limits = texts.files.limits(formatBytes(maxFileBytes), field.multiple ? MAX_FILES_PER_FIELD : 1);
  return [field.helpText, texts.files.accepted, limits].filter(Boolean).join(' ');
}

/** The text under a field's label: the editor's help text, and for files and phones the format, shown from the start. */
function hintOf(field: FormFieldDefinition, maxFileBytes: number): string | null {
  if (field.type === 'file') return fileHint(field, maxFileBytes);
  if (field.type === 'phone') return [field.helpText, texts.phoneHint].filter(Boolean).join(' ');
  return field.helpText;
}

/** Radio buttons or checkboxes in a fieldset whose legend is the field's label. */
function ChoiceGroup({ field, id, error, initial }: Pick<FieldProps, 'field' | 'id' | 'error' | 'initial'>) {
  const type = field.type === 'radio' ? 'radio' : 'checkbox';
  const chosen: unknown[] = Array.isArray(initial) ? initial : [initial];
  const hint = field.helpText !== null;
  return (
    <fieldset className="field field-group" aria-describedby={describedBy(id, hint, error)}>
      <legend>
        {field.label}
        <Marker required={field.required} />
      </legend>
      {hint && <Hint id={id}>{field.helpText}</Hint>}
      <ErrorText id={id} error={error} />
      {field.options.map((option, index) => (
        <div className="choice" key={option.value}>
          <input
            type={type}
            id={index === 0 ? id : `${id}-${String(index)}`}
            name={field.name}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
            required={type === 'radio' && field.required}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={index === 0 ? id : `${id}-${String(index)}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The files a resumed draft keeps on a file field: each downloadable by name, and removable before sending. */
function SavedFiles({
  files,
  onRemove,
  label,
}: {
  files: DraftFile[];
  onRemove: ((file: DraftFile) => void) | undefined;
  label: string;
}) {
  return (
    <div className="draft-files">
      <p className="field-hint">{texts.drafts.savedFiles(label)}</p>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <span>
              {file.name} ({formatBytes(file.bytes)})
            </span>
            {onRemove && (
              <button type="button" className="button button-link" onClick={() => onRemove(file)}>
                {texts.drafts.removeFile}
                <span className="visually-hidden"> {file.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One field of a CMS-defined form: labelled, its help text and error tied to it for screen readers. */
export function FormField(props: FieldProps) {
  const { field, id, error, maxFileBytes, initial } = props;
  // A resumed draft's answer wins over the account's details; a field the draft left empty is prefilled as usual.
  const prefill = typeof initial === 'string' ? initial : typeof initial === 'number' ? String(initial) : props.prefill;
  if (field.type === 'radio' || field.type === 'checkbox')
    return <ChoiceGroup field={field} id={id} error={error} initial={initial} />;
  if (field.type === 'catalogue-products')
    return (
      <ProductChooser
        field={field}
        id={id}
        error={error}
        lines={props.productLines}
        onChange={props.onProductLinesChange}
      />
    );

  const hintText = hintOf(field, maxFileBytes);
  const hint = hintText !== null && hintText !== '';
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    required: field.required,
    'aria-describedby': describedBy(id, hint, error),
  } as const;

  if (field.type === 'consent')
    return (
      <div className="field field-consent">
        <div className="choice">
          <input type="checkbox" defaultChecked={initial === true} {...common} />
          <label htmlFor={id}>
            {field.label}
            <Marker required={field.required} />
          </label>
        </div>
        {hint && <Hint id={id}>{hintText}</Hint>}
        <ErrorText id={id} error={error} />
      </div>
    );

  const label = (
    <label htmlFor={id}>
      {field.label}
      <Marker required={field.required} />
    </label>
  );
  let control: ReactNode;
  switch (field.type) {
    case 'textarea':
      control = <textarea rows={5} defaultValue={prefill} maxLength={field.maxLength ?? undefined} {...common} />;
      break;
    case 'select':
      control = (
        <select defaultValue={typeof initial === 'string' ? initial : ''} {...common}>
          <option value="">{texts.chooseOption}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      control = (
        <>
          {props.savedFiles && props.savedFiles.length > 0 && (
            <SavedFiles files={props.savedFiles} onRemove={props.onRemoveSavedFile} label={field.label} />
          )}
          <input type="file" accept={UPLOAD_ACCEPT} multiple={field.multiple} {...common} />
        </>
      );
      break;
    case 'number':
      control = (
        <input
          type="number"
          inputMode="decimal"
          step="any"
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          defaultValue={prefill}
          {...common}
        />
      );
      break;
    case 'date':
      control = <input type="date" defaultValue={prefill} {...common} />;
      break;
    default:
      control = (
        <input
          type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
          autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined}
          maxLength={field.maxLength ?? undefined}
          defaultValue={prefill}
          {...common}
        />
      );
  }
  return (
    <div className="field">
      {label}
      {hint && <Hint id={id}>{hintText}</Hint>}
      {control}
      <ErrorText id={id} error={error} />
    </div>
  );
}
