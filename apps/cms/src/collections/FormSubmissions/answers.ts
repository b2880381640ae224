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

/** What a file field's stored count reads as in the admin, where the files are listed beside the answers. */
function filesText(value: unknown): string {
  const count = fileCountOf(value);
  if (count === 0) return 'No files';
  return `${String(count)} file${count === 1 ? '' : 's'}, listed under Files`;
}

/**
 * Every stored answer as the admin shows it: the form's fields in their order, labelled, then any answer to a field
 * removed from the form since, under its name. Unanswered questions read "Not answered".
 */
export function adminAnswerLines(form: Pick<Form, 'fields'> | null, values: unknown): AnswerLine[] {
  const stored =
    values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  const fields = form?.fields ?? [];
  const known = new Set(fields.map((field) => field.name));
  const lines = fields.map((field) => {
    const text = field.type === 'file' ? filesText(stored[field.name]) : answerText(field, stored[field.name]);
    return { label: field.label, text: text === '' ? 'Not answered' : text };
  });
  const removed = Object.entries(stored)
    .filter(([name]) => !known.has(name))
    .map(([name, value]) => ({
      label: name,
      text: answerText({ name, label: name, type: 'text' }, value) || 'Not answered',
    }));
  return [...lines, ...removed];
}

const MAIL_LABELS: Record<string, string> = {
  team: 'The team’s notification',
  copy: 'The sender’s copy',
  'copy-withheld': 'The sender’s copy, held back: the address had its copies this hour',
  pharmacovigilance: 'Pharmacovigilance’s report',
};

/** The notification mails recorded on a submission, worded for the admin. */
export function mailsSentLines(mailsSent: unknown): string[] {
  if (!Array.isArray(mailsSent)) return [];
  return mailsSent.map((kind) => (typeof kind === 'string' ? (MAIL_LABELS[kind] ?? kind) : JSON.stringify(kind)));
}
