import { MAX_FILES_PER_FIELD } from './form-constants';
import type { FieldValue, FormField, ProductQuantity } from './forms';

/*
 * The one set of rules for a form's answers. The portal runs them before sending and the server runs them on what it
 * receives, so a person reads the same message whichever side finds the problem. Only what is not an answer stays
 * with each side: the portal's file types and sizes before uploading, the server's fields that are not in the form.
 */

/** The longest answer when the editor set none; email and phone count as text. */
export const DEFAULT_MAX_LENGTH = { text: 500, textarea: 10_000 } as const;
/** A catalogue product line's quantity bounds when the editor set none. */
export const DEFAULT_QUANTITY = { min: 1, max: 10_000 } as const;
/** A phone number's digits: 7 (a short national number) to 15 (the E.164 maximum). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** The digits of an extension or bleep after `ext`, `x` or `bleep`: hospital switchboards use 3 to 5; 6 leaves room. */
export const EXTENSION_DIGITS = { min: 1, max: 6 } as const;

/** Every message an answer can get, ready for translation. */
export const answerTexts = {
  required: (label: string) => `Enter ${label.toLowerCase()}.`,
  choose: (label: string) => `Choose ${label.toLowerCase()}.`,
  consent: (label: string) => `You must agree: ${label}`,
  attach: (label: string) => `Attach ${label.toLowerCase()}.`,
  chooseProducts: (label: string) => `Choose at least one product for ${label.toLowerCase()}.`,
  tooLong: (label: string, max: number) => `${label} must be ${String(max)} characters or fewer.`,
  email: 'Enter an email address like name@example.com.',
  phone: `Enter a phone number of ${String(PHONE_DIGITS.min)} to ${String(PHONE_DIGITS.max)} digits, like 020 7946 0000 or +44 20 7946 0000.`,
  phoneAnswer: `Enter a phone number of ${String(PHONE_DIGITS.min)} to ${String(PHONE_DIGITS.max)} digits, like 0161 496 0000. For an extension or bleep, add ext, x or bleep and up to ${String(EXTENSION_DIGITS.max)} digits, like 0161 496 0000 ext 4412 or bleep 2345.`,
  number: (label: string) => `${label} must be a number.`,
  atLeast: (label: string, min: number) => `${label} must be ${String(min)} or more.`,
  atMost: (label: string, max: number) => `${label} must be ${String(max)} or less.`,
  dateShape: (label: string) => `Enter ${label.toLowerCase()} as yyyy-mm-dd.`,
  date: (label: string) => `${label} must be a real date.`,
  option: (label: string) => `Choose one of the listed options for ${label.toLowerCase()}.`,
  optionOnce: 'Choose each option once.',
  oneFile: 'Attach one file only.',
  tooManyFiles: (max: number) => `Attach at most ${String(max)} files.`,
  product: 'Choose a product for each line, or remove the line.',
  notInCatalogue: (id: string) => `Product ${id} is not in the catalogue.`,
  duplicateProduct: 'Each product can be chosen once; change the quantity instead.',
  quantity: (min: number, max: number) => `Each quantity must be a whole number from ${String(min)} to ${String(max)}.`,
  // Answers of the wrong type: the portal never sends them, a caller of the API might.
  text: 'Enter text.',
  choice: 'Choose one of the options.',
  list: 'Send the chosen options as a list.',
  boolean: 'Send true or false.',
  productList: 'Send a list of products, each with a product id and a quantity.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A phone number as people write it: an optional leading +, then digits separated by spaces, hyphens, dots or
 * brackets, with 7 to 15 digits in all. Dots are allowed: some countries write numbers with them, and a `tel:` link
 * drops every separator anyway.
 */
export function isValidPhone(phone: string): boolean {
  const text = phone.trim();
  if (!PHONE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** A number, then optionally a marker and the extension or bleep; the marker needs no space before its digits. */
const PHONE_ANSWER = /^(?<number>.*?)\s*(?:(?<![a-z])(?<marker>extension|ext\.?|x|bleep)\s*(?<extension>\S*))?$/i;

/**
 * A phone number as a form answer: a number people can call (`isValidPhone`), which may be followed by an extension
 * or bleep: "0161 496 0000 ext 4412", "+44 161 496 0000 x4412", "0161 496 0000 bleep 2345", or a bleep alone,
 * "bleep 2345", for staff reached through their own switchboard. The markers are `ext`, `ext.`, `x` and `bleep`, in
 * any case; after one come 1 to 6 digits and nothing else. The answer is kept as typed. Team members' and the medical
 * information line's numbers stay with `isValidPhone`: they become `tel:` links, which would dial the extension too.
 */
export function isValidPhoneAnswer(phone: string): boolean {
  const groups = PHONE_ANSWER.exec(phone.trim())?.groups;
  if (!groups) return false;
  const { number = '', marker, extension = '' } = groups;
  if (marker === undefined) return isValidPhone(number);
  const extensionFits =
    /^\d+$/.test(extension) && extension.length >= EXTENSION_DIGITS.min && extension.length <= EXTENSION_DIGITS.max;
  if (!extensionFits) return false;
  // Only a bleep may stand alone: an extension needs the switchboard's number.
  return marker.toLowerCase() === 'bleep' && number === '' ? true : isValidPhone(number);
}

/** Whether yyyy-mm-dd names a day of the calendar (not 2026-02-30). */
function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The longest answer a text-like field takes: the editor's limit, or the default. */
export function maxLengthOf(field: Pick<FormField, 'type' | 'maxLength'>): number {
  return field.maxLength ?? (field.type === 'textarea' ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.text);
}

/** A catalogue-products field's quantity bounds: the editor's, or the defaults. */
export function quantityBoundsOf(field: Pick<FormField, 'min' | 'max'>): { min: number; max: number } {
  return { min: field.min ?? DEFAULT_QUANTITY.min, max: field.max ?? DEFAULT_QUANTITY.max };
}

/**
 * What checking an answer gives: the answer as it is kept (text trimmed; undefined when nothing was answered), or
 * the problem, as the person filling in the form reads it.
 */
export type AnswerCheck = { ok: true; value: FieldValue | undefined } | { ok: false; problem: string };

const accepted = (value: FieldValue | undefined): AnswerCheck => ({ ok: true, value });
const refused = (problem: string): AnswerCheck => ({ ok: false, problem });

const isBlank = (value: unknown) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function requiredProblem(field: FormField): string {
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return answerTexts.choose(field.label);
    case 'consent':
      return answerTexts.consent(field.label);
    case 'file':
      return answerTexts.attach(field.label);
    case 'catalogue-products':
      return answerTexts.chooseProducts(field.label);
    default:
      return answerTexts.required(field.label);
  }
}

function checkText(field: FormField, value: unknown): AnswerCheck {
  if (typeof value !== 'string') return refused(answerTexts.text);
  const text = value.trim();
  const limit = maxLengthOf(field);
  if (text.length > limit) return refused(answerTexts.tooLong(field.label, limit));
  if (field.type === 'email' && !EMAIL.test(text)) return refused(answerTexts.email);
  if (field.type === 'phone' && !isValidPhoneAnswer(text)) return refused(answerTexts.phoneAnswer);
  return accepted(text);
}

function checkNumber(field: FormField, value: unknown): AnswerCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) return refused(answerTexts.number(field.label));
  if (field.min !== null && value < field.min) return refused(answerTexts.atLeast(field.label, field.min));
  if (field.max !== null && value > field.max) return refused(answerTexts.atMost(field.label, field.max));
  return accepted(value);
}

function checkDate(field: FormField, value: unknown): AnswerCheck {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!DAY.test(text)) return refused(answerTexts.dateShape(field.label));
  return isRealDay(text) ? accepted(text) : refused(answerTexts.date(field.label));
}

function checkChoice(field: FormField, value: unknown): AnswerCheck {
  const known = new Set(field.options.map((option) => option.value));
  if (field.type === 'checkbox') {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return refused(answerTexts.list);
    if (value.some((item) => !known.has(item))) return refused(answerTexts.option(field.label));
    if (new Set(value).size !== value.length) return refused(answerTexts.optionOnce);
    return accepted(value);
  }
  if (typeof value !== 'string') return refused(answerTexts.choice);
  return known.has(value) ? accepted(value) : refused(answerTexts.option(field.label));
}

const isProductLine = (line: unknown): line is ProductQuantity =>
  typeof line === 'object' &&
  line !== null &&
  typeof (line as Record<string, unknown>).product === 'string' &&
  typeof (line as Record<string, unknown>).quantity === 'number';

function checkProducts(field: FormField, value: unknown): AnswerCheck {
  if (!Array.isArray(value) || !value.every(isProductLine)) return refused(answerTexts.productList);
  const lines = value;
  const known = new Set(field.options.map((option) => option.value));
  const unknown = lines.find((line) => !known.has(line.product));
  if (unknown)
    return refused(unknown.product === '' ? answerTexts.product : answerTexts.notInCatalogue(unknown.product));
  if (new Set(lines.map((line) => line.product)).size !== lines.length) return refused(answerTexts.duplicateProduct);
  const { min, max } = quantityBoundsOf(field);
  if (lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < min || line.quantity > max))
    return refused(answerTexts.quantity(min, max));
  return accepted(lines.map((line) => ({ product: line.product, quantity: line.quantity })));
}

function checkFileCount(field: FormField, count: number): AnswerCheck {
  if (count === 0) return field.required ? refused(requiredProblem(field)) : accepted(undefined);
  if (!field.multiple && count > 1) return refused(answerTexts.oneFile);
  if (count > MAX_FILES_PER_FIELD) return refused(answerTexts.tooManyFiles(MAX_FILES_PER_FIELD));
  return accepted(count);
}

/**
 * Checks one answer against its field: required, type, length, shape (email, phone, date), bounds and options.
 * `value` is the answer as sent: a string, number, boolean, list of option values or list of product lines; for a
 * file field, the number of files (the files' types and sizes are checked where the files are).
 */
export function checkAnswer(field: FormField, value: unknown): AnswerCheck {
  if (field.type === 'file') return checkFileCount(field, typeof value === 'number' ? value : 0);
  if (field.type === 'consent') {
    if (value !== undefined && typeof value !== 'boolean') return refused(answerTexts.boolean);
    if (field.required && value !== true) return refused(requiredProblem(field));
    return accepted(value);
  }
  if (isBlank(value)) return field.required ? refused(requiredProblem(field)) : accepted(undefined);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
      return checkText(field, value);
    case 'number':
      return checkNumber(field, value);
    case 'date':
      return checkDate(field, value);
    case 'select':
    case 'radio':
    case 'checkbox':
      return checkChoice(field, value);
    case 'catalogue-products':
      return checkProducts(field, value);
  }
}
