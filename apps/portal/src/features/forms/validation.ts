import { checkAnswer } from '@hcp/contracts/form-answers';
import {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_SUBMISSION_BYTES,
  type FieldValue,
  type FormField,
} from '@hcp/contracts/forms';
import { declaredTypeProblem } from '@hcp/contracts/uploads';

import { formsTexts } from './texts';

const texts = formsTexts.errors;

/** A line of the product chooser as typed: the quantity stays text until it is checked. */
export type ProductLineDraft = { key: number; product: string; quantity: string };

/** What the user entered in one field, before it is checked. */
export type DraftValue = string | string[] | boolean | File[] | ProductLineDraft[];
export type Draft = Record<string, DraftValue>;

/** Files already saved with a draft, per file field: they count towards the field's files and the size limit. */
export type KeptFiles = Record<string, { count: number; bytes: number }>;

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

const asText = (value: DraftValue | undefined): string => (typeof value === 'string' ? value : '');
const asList = (value: DraftValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const asFiles = (value: DraftValue | undefined): File[] =>
  Array.isArray(value) ? value.filter((item): item is File => item instanceof File) : [];
const asLines = (value: DraftValue | undefined): ProductLineDraft[] =>
  Array.isArray(value)
    ? value.filter((item): item is ProductLineDraft => typeof item === 'object' && 'quantity' in item)
    : [];

/** What a number input holds: nothing when it is empty, NaN when it is not a number. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The answer a draft value would send, as the shared checks read it (a file field's: how many files). */
function answerOf(field: FormField, raw: DraftValue | undefined): unknown {
  switch (field.type) {
    case 'number':
      return numberOf(asText(raw));
    case 'checkbox':
      return asList(raw);
    case 'consent':
      return raw === true;
    case 'file':
      return asFiles(raw).length;
    case 'catalogue-products':
      // A line left entirely empty is not a choice; the chooser always shows at least one line.
      return asLines(raw)
        .filter((line) => line.product !== '' || line.quantity.trim() !== '')
        .map((line) => ({ product: line.product, quantity: numberOf(line.quantity) ?? Number.NaN }));
    default:
      return asText(raw);
  }
}

type FieldCheck = { value?: FieldValue; files?: File[]; error?: string };

/** What only the portal checks: each file's declared type and size, before anything is uploaded. */
function checkFiles(files: File[], limits: UploadLimits): FieldCheck {
  for (const file of files) {
    const problem = declaredTypeProblem(file);
    if (problem) return { error: problem };
    if (file.size > limits.maxFileBytes)
      return { error: texts.fileTooLarge(file.name, formatBytes(limits.maxFileBytes)) };
  }
  return files.length > 0 ? { files } : {};
}

function checkField(field: FormField, raw: DraftValue | undefined, limits: UploadLimits, keptFiles = 0): FieldCheck {
  const answer = answerOf(field, raw);
  const check = checkAnswer(field, field.type === 'file' ? (answer as number) + keptFiles : answer);
  if (!check.ok) return { error: check.problem };
  if (field.type === 'file') return checkFiles(asFiles(raw), limits);
  return check.value === undefined ? {} : { value: check.value };
}

/**
 * Checks a draft against the form's definition by the rules the server runs (`checkAnswer` in the contracts), plus
 * the files' types and sizes, so most mistakes show without a round trip. Empty optional fields are left out of the
 * values; consent is always sent.
 */
export function checkSubmission(
  fields: readonly FormField[],
  draft: Draft,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
  kept: KeptFiles = {},
): CheckedSubmission {
  const checked: CheckedSubmission = { values: {}, files: {}, errors: {} };
  let totalBytes = Object.values(kept).reduce((sum, { bytes }) => sum + bytes, 0);
  for (const field of fields) {
    const result = checkField(field, draft[field.name], limits, kept[field.name]?.count ?? 0);
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

/** A half-filled form as a draft keeps it: the answers so far in the shape each field takes, and the new files. */
export type DraftAnswers = {
  values: Record<string, FieldValue>;
  files: Record<string, File[]>;
  errors: Record<string, string>;
};

/**
 * What "Save and continue later" keeps: every answer entered so far, in its field's shape, with nothing required and
 * nothing checked that a person may still be typing (the form checks those when it is sent). Empty fields, a number
 * that is not one yet, an unticked consent and product lines without a product or a whole quantity are left out.
 * Files are checked for their type and size, as before sending.
 */
export function draftAnswersOf(
  fields: readonly FormField[],
  draft: Draft,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): DraftAnswers {
  const answers: DraftAnswers = { values: {}, files: {}, errors: {} };
  for (const field of fields) {
    const raw = draft[field.name];
    switch (field.type) {
      case 'file': {
        const result = checkFiles(asFiles(raw), limits);
        if (result.error !== undefined) answers.errors[field.name] = result.error;
        else if (result.files) answers.files[field.name] = result.files;
        break;
      }
      case 'number': {
        const value = numberOf(asText(raw));
        if (value !== undefined && Number.isFinite(value)) answers.values[field.name] = value;
        break;
      }
      case 'checkbox': {
        const list = asList(raw);
        if (list.length > 0) answers.values[field.name] = list;
        break;
      }
      case 'consent':
        if (raw === true) answers.values[field.name] = true;
        break;
      case 'catalogue-products': {
        const lines = asLines(raw).flatMap((line) => {
          const quantity = numberOf(line.quantity);
          return line.product !== '' && quantity !== undefined && Number.isInteger(quantity)
            ? [{ product: line.product, quantity }]
            : [];
        });
        if (lines.length > 0) answers.values[field.name] = lines;
        break;
      }
      default: {
        const text = asText(raw);
        if (text.trim() !== '') answers.values[field.name] = text;
      }
    }
  }
  return answers;
}

/** A catalogue-products answer back as the chooser's lines, to resume a draft. */
export function productLinesOf(value: FieldValue | undefined): ProductLineDraft[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const lines = value.flatMap((line, index) =>
    typeof line === 'object' ? [{ key: index + 1, product: line.product, quantity: String(line.quantity) }] : [],
  );
  return lines.length > 0 ? lines : undefined;
}
