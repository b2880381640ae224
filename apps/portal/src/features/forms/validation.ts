import {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_SUBMISSION_BYTES,
  type FieldValue,
  type FormField,
  MAX_FILES_PER_FIELD,
} from '@hcp/contracts/forms';
import { declaredTypeProblem } from '@hcp/contracts/uploads';

import { formsTexts } from './texts';

const texts = formsTexts.errors;

/** A line of the product chooser as typed: the quantity stays text until it is checked. */
export type ProductLineDraft = { key: number; product: string; quantity: string };

/** What the user entered in one field, before it is checked. */
export type DraftValue = string | string[] | boolean | File[] | ProductLineDraft[];
export type Draft = Record<string, DraftValue>;

/** A checked submission: the values to send, the files per field, and a message per field that is wrong. */
export type CheckedSubmission = {
  values: Record<string, FieldValue>;
  files: Record<string, File[]>;
  errors: Record<string, string>;
};

export type UploadLimits = { maxFileBytes: number; maxSubmissionBytes: number };
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: DEFAULT_MAX_FILE_BYTES,
  maxSubmissionBytes: DEFAULT_MAX_SUBMISSION_BYTES,
};

/** A size as people read it: 20 MB, 512 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
  if (bytes >= 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${String(bytes)} bytes`;
}

// The same shapes the server accepts: an address with one @ and a dot in its domain; a phone number of digits and
// the usual separators, with at least 6 digits.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]+$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const asText = (value: DraftValue | undefined): string => (typeof value === 'string' ? value : '');
const asList = (value: DraftValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const asFiles = (value: DraftValue | undefined): File[] =>
  Array.isArray(value) ? value.filter((item): item is File => item instanceof File) : [];
const asLines = (value: DraftValue | undefined): ProductLineDraft[] =>
  Array.isArray(value)
    ? value.filter((item): item is ProductLineDraft => typeof item === 'object' && 'quantity' in item)
    : [];

type FieldCheck = { value?: FieldValue; files?: File[]; error?: string };

function checkText(field: FormField, raw: string): FieldCheck {
  const value = raw.trim();
  if (value === '') return field.required ? { error: texts.required(field.label) } : {};
  if (field.maxLength !== null && value.length > field.maxLength)
    return { error: texts.tooLong(field.label, field.maxLength) };
  if (field.type === 'email' && !EMAIL.test(value)) return { error: texts.email };
  if (field.type === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 6))
    return { error: texts.phone };
  return { value };
}

function checkNumber(field: FormField, raw: string): FieldCheck {
  const text = raw.trim();
  if (text === '') return field.required ? { error: texts.required(field.label) } : {};
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: texts.number(field.label) };
  if (field.min !== null && value < field.min) return { error: texts.atLeast(field.label, field.min) };
  if (field.max !== null && value > field.max) return { error: texts.atMost(field.label, field.max) };
  return { value };
}

function checkChoice(field: FormField, raw: string): FieldCheck {
  if (raw === '') return field.required ? { error: texts.choose(field.label) } : {};
  if (!field.options.some((option) => option.value === raw)) return { error: texts.option(field.label) };
  return { value: raw };
}

function checkCheckboxes(field: FormField, chosen: string[]): FieldCheck {
  if (chosen.length === 0) return field.required ? { error: texts.choose(field.label) } : {};
  if (chosen.some((value) => !field.options.some((option) => option.value === value)))
    return { error: texts.option(field.label) };
  return { value: chosen };
}

function checkFiles(field: FormField, files: File[], limits: UploadLimits): FieldCheck {
  if (files.length === 0) return field.required ? { error: texts.file(field.label) } : {};
  if (!field.multiple && files.length > 1) return { error: texts.oneFile };
  if (files.length > MAX_FILES_PER_FIELD) return { error: texts.tooManyFiles(MAX_FILES_PER_FIELD) };
  for (const file of files) {
    const problem = declaredTypeProblem(file);
    if (problem) return { error: problem };
    if (file.size > limits.maxFileBytes)
      return { error: texts.fileTooLarge(file.name, formatBytes(limits.maxFileBytes)) };
  }
  return { files };
}

function checkProducts(field: FormField, lines: ProductLineDraft[]): FieldCheck {
  // A line left entirely empty is not a choice; the chooser always shows at least one line.
  const filled = lines.filter((line) => line.product !== '' || line.quantity.trim() !== '');
  if (filled.length === 0) return field.required ? { error: texts.products(field.label) } : {};
  if (filled.some((line) => !field.options.some((option) => option.value === line.product)))
    return { error: texts.product };
  if (new Set(filled.map((line) => line.product)).size !== filled.length) return { error: texts.duplicateProduct };
  const min = field.min ?? 1;
  const quantities = filled.map((line) => Number(line.quantity.trim() === '' ? Number.NaN : line.quantity));
  if (
    quantities.some(
      (quantity) => !Number.isInteger(quantity) || quantity < min || (field.max !== null && quantity > field.max),
    )
  )
    return { error: texts.quantity(min, field.max) };
  return { value: filled.map((line, index) => ({ product: line.product, quantity: quantities[index] ?? 0 })) };
}

function checkField(field: FormField, raw: DraftValue | undefined, limits: UploadLimits): FieldCheck {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
      return checkText(field, asText(raw));
    case 'number':
      return checkNumber(field, asText(raw));
    case 'date': {
      const value = asText(raw).trim();
      if (value === '') return field.required ? { error: texts.required(field.label) } : {};
      return isRealDay(value) ? { value } : { error: texts.date(field.label) };
    }
    case 'select':
    case 'radio':
      return checkChoice(field, asText(raw));
    case 'checkbox':
      return checkCheckboxes(field, asList(raw));
    case 'consent':
      if (raw !== true && field.required) return { error: texts.consent(field.label) };
      return { value: raw === true };
    case 'file':
      return checkFiles(field, asFiles(raw), limits);
    case 'catalogue-products':
      return checkProducts(field, asLines(raw));
  }
}

/**
 * Checks a draft against the form's definition as the server will (required fields, lengths, bounds, options, file
 * types and sizes), so most mistakes show without a round trip. Empty optional fields are left out of the values.
 */
export function checkSubmission(
  fields: readonly FormField[],
  draft: Draft,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): CheckedSubmission {
  const checked: CheckedSubmission = { values: {}, files: {}, errors: {} };
  let totalBytes = 0;
  for (const field of fields) {
    const result = checkField(field, draft[field.name], limits);
    if (result.error !== undefined) checked.errors[field.name] = result.error;
    if (result.value !== undefined) checked.values[field.name] = result.value;
    if (result.files) {
      checked.files[field.name] = result.files;
      totalBytes += result.files.reduce((sum, file) => sum + file.size, 0);
      if (totalBytes > limits.maxSubmissionBytes && checked.errors[field.name] === undefined)
        checked.errors[field.name] = texts.submissionTooLarge(formatBytes(limits.maxSubmissionBytes));
    }
  }
  return checked;
}

/** Reads a rendered form's fields into a draft; the product chooser's lines come from its own state. */
export function draftOf(
  fields: readonly FormField[],
  form: HTMLFormElement,
  productLines: Record<string, ProductLineDraft[]>,
): Draft {
  const data = new FormData(form);
  const draft: Draft = {};
  for (const field of fields) {
    switch (field.type) {
      case 'checkbox':
        draft[field.name] = data.getAll(field.name).filter((value): value is string => typeof value === 'string');
        break;
      case 'consent':
        draft[field.name] = data.get(field.name) !== null;
        break;
      case 'file': {
        // Read from the input itself: its FileList is what the user chose.
        const input = form.elements.namedItem(field.name);
        draft[field.name] = input instanceof HTMLInputElement && input.files ? [...input.files] : [];
        break;
      }
      case 'catalogue-products':
        draft[field.name] = productLines[field.name] ?? [];
        break;
      default: {
        const value = data.get(field.name);
        draft[field.name] = typeof value === 'string' ? value : '';
      }
    }
  }
  return draft;
}
