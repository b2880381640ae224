import type { Form, FormSubmission } from '../../payload-types';

type FieldDefinition = NonNullable<Form['fields']>[number];

/** One answer as a person reads it; `files` is the count on a file field, whose text each reader words itself. */
export type AnswerLine = { label: string; text: string; files?: number };

function optionLabel(field: FieldDefinition, value: string): string {
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

/** One stored answer as a person reads it: option labels, Yes/No, product lines with quantities. */
export function answerText(field: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string')
    return field.type === 'select' || field.type === 'radio' ? optionLabel(field, value) : value;
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) => {
        if (typeof item === 'string') return optionLabel(field, item);
        const line = item as { label?: unknown; product?: unknown; quantity?: unknown };
        return `${String(line.label ?? line.product)} × ${String(line.quantity)}`;
      })
      .join('; ');
  }
  return JSON.stringify(value);
}

/** How many files a submission carries on a file field (the count is stored with the values). */
function fileCountOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/** A submission's answers in the form's field order, files as a count (mails never carry them). */
export function answerLines(form: Pick<Form, 'fields'>, submission: Pick<FormSubmission, 'values'>): AnswerLine[] {
  const values = (submission.values ?? {}) as Record<string, unknown>;
  return (form.fields ?? []).map((field) => {
    if (field.type === 'file') {
      const count = fileCountOf(values[field.name]);
      return {
        label: field.label,
        text: count === 0 ? 'No files' : `${String(count)} file${count === 1 ? '' : 's'}`,
        files: count,
      };
    }
    return { label: field.label, text: answerText(field, values[field.name]) };
  });
}
