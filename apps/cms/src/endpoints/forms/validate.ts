import { type FormDefinition, type FormField, MAX_FILES_PER_FIELD, ProductQuantitySchema } from '@hcp/contracts/forms';
import { z } from 'zod';

/** The longest answer when the editor set none. */
export const DEFAULT_MAX_LENGTH = { text: 500, textarea: 10_000 } as const;
/** A catalogue product line's quantity bounds when the editor set none. */
export const DEFAULT_QUANTITY = { min: 1, max: 10_000 } as const;

/** A product line as stored: the product's label at the time, since names in the catalogue may change. */
export type StoredProductLine = { product: string; quantity: number; label: string };
export type StoredValue = string | number | boolean | string[] | StoredProductLine[];

export type CheckedSubmission = {
  values: Record<string, StoredValue>;
  /** A report-issue field marking patient harm was answered `yes`. */
  patientHarm: boolean;
  /** The first email field's answer: where a public form's copy goes. */
  firstEmail: string | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

type Outcome = { value: StoredValue } | { problem: string } | { absent: true };

function checkText(field: FormField, value: unknown): Outcome {
  if (typeof value !== 'string') return { problem: 'Enter text.' };
  const text = value.trim();
  const limit = field.maxLength ?? (field.type === 'textarea' ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.text);
  if (text.length > limit) return { problem: `Use at most ${String(limit)} characters.` };
  if (field.type === 'email' && !EMAIL.test(text)) return { problem: 'Enter an email address, like name@example.com.' };
  if (field.type === 'phone') {
    const digits = text.replace(/\D/g, '').length;
    if (!PHONE.test(text) || digits < 7 || digits > 15)
      return { problem: 'Enter a phone number of 7 to 15 digits, like 020 7946 0000 or +44 20 7946 0000.' };
  }
  return { value: text };
}

function checkNumber(field: FormField, value: unknown): Outcome {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { problem: 'Enter a number.' };
  if (field.min !== null && value < field.min) return { problem: `Enter ${String(field.min)} or more.` };
  if (field.max !== null && value > field.max) return { problem: `Enter ${String(field.max)} or less.` };
  return { value };
}

function checkChoice(field: FormField, value: unknown): Outcome {
  const values = new Set(field.options.map((option) => option.value));
  if (field.type === 'checkbox') {
    const list = z.array(z.string()).safeParse(value);
    if (!list.success) return { problem: 'Send the chosen options as a list.' };
    if (new Set(list.data).size !== list.data.length) return { problem: 'Choose each option once.' };
    const unknown = list.data.find((item) => !values.has(item));
    if (unknown !== undefined) return { problem: `"${unknown}" is not one of the options.` };
    return { value: list.data };
  }
  if (typeof value !== 'string') return { problem: 'Choose one of the options.' };
  if (!values.has(value)) return { problem: `"${value}" is not one of the options.` };
  return { value };
}

function checkProducts(field: FormField, value: unknown): Outcome {
  const parsed = z.array(ProductQuantitySchema).safeParse(value);
  if (!parsed.success) return { problem: 'Send a list of products, each with a whole-number quantity.' };
  const labels = new Map(field.options.map((option) => [option.value, option.label]));
  const min = field.min ?? DEFAULT_QUANTITY.min;
  const max = field.max ?? DEFAULT_QUANTITY.max;
  const seen = new Set<string>();
  const lines: StoredProductLine[] = [];
  for (const line of parsed.data) {
    const label = labels.get(line.product);
    if (label === undefined) return { problem: `Product ${line.product} is not in the catalogue.` };
    if (seen.has(line.product)) return { problem: `${label} is listed twice; give one quantity.` };
    if (line.quantity < min || line.quantity > max)
      return { problem: `The quantity of ${label} must be between ${String(min)} and ${String(max)}.` };
    seen.add(line.product);
    lines.push({ product: line.product, quantity: line.quantity, label });
  }
  return { value: lines };
}

function checkField(field: FormField, value: unknown): Outcome {
  if (field.type === 'consent') {
    if (value === undefined) return field.required ? { problem: 'You must agree to continue.' } : { absent: true };
    if (typeof value !== 'boolean') return { problem: 'Send true or false.' };
    if (field.required && !value) return { problem: 'You must agree to continue.' };
    return { value };
  }
  if (value === undefined || isBlank(value))
    return field.required ? { problem: 'This field is required.' } : { absent: true };
  const given = value;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
      return checkText(field, given);
    case 'number':
      return checkNumber(field, given);
    case 'date':
      return typeof given === 'string' && isRealDay(given)
        ? { value: given }
        : { problem: 'Enter a date as yyyy-mm-dd.' };
    case 'select':
    case 'radio':
    case 'checkbox':
      return checkChoice(field, given);
    case 'catalogue-products':
      return checkProducts(field, given);
    case 'file':
      return { problem: 'Send files as multipart parts named after the field, not in values.' };
  }
}

/**
 * Checks a submission's values against the form: every answer's type, options, length and bounds, required fields
 * (files counted from the parts sent), and no field the form does not have. Answers a message per bad field.
 */
export function checkSubmission(
  form: Pick<FormDefinition, 'fields' | 'kind'>,
  values: Record<string, unknown>,
  fileCounts: ReadonlyMap<string, number>,
): { ok: true; submission: CheckedSubmission } | { ok: false; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const stored: Record<string, StoredValue> = {};
  const names = new Set(form.fields.map((field) => field.name));
  for (const name of Object.keys(values)) if (!names.has(name)) params[name] = 'This field is not in the form.';
  for (const name of fileCounts.keys()) if (!names.has(name)) params[name] = 'This field is not in the form.';

  let patientHarm = false;
  let firstEmail: string | null = null;
  for (const field of form.fields) {
    if (field.type === 'file') {
      const count = fileCounts.get(field.name) ?? 0;
      const limit = field.multiple ? MAX_FILES_PER_FIELD : 1;
      if (Object.hasOwn(values, field.name))
        params[field.name] = 'Send files as multipart parts named after the field, not in values.';
      else if (field.required && count === 0) params[field.name] = 'Attach a file.';
      else if (count > limit)
        params[field.name] = field.multiple ? `Attach at most ${String(limit)} files.` : 'Attach one file only.';
      continue;
    }
    if (fileCounts.has(field.name)) {
      params[field.name] = 'This field takes no file.';
      continue;
    }
    const outcome = checkField(field, values[field.name]);
    if ('problem' in outcome) params[field.name] = outcome.problem;
    else if ('value' in outcome) {
      stored[field.name] = outcome.value;
      if (field.marksPatientHarm && form.kind === 'report-issue') {
        const answer = outcome.value;
        if (answer === 'yes' || (Array.isArray(answer) && (answer as unknown[]).includes('yes'))) patientHarm = true;
      }
      if (field.type === 'email' && firstEmail === null && typeof outcome.value === 'string')
        firstEmail = outcome.value;
    }
  }
  if (Object.keys(params).length > 0) return { ok: false, params };
  return { ok: true, submission: { values: stored, patientHarm, firstEmail } };
}
