import { answerTexts, DEFAULT_MAX_LENGTH, DEFAULT_QUANTITY } from './form-answers';
import type { FormField } from './forms';

/**
 * One answer and what both sides must make of it. The portal's checks and the server's run the same table
 * (`features/forms/validation.test.ts`, `endpoints/forms/validate.test.ts`), so they cannot drift apart again.
 */
export type AnswerCase = {
  field: FormField;
  /** The answer as sent: for a file field, the number of files. */
  value: unknown;
  /** The message the person reads, or null when the answer is accepted. */
  problem: string | null;
  /** What is kept of an accepted answer (sent by the portal, stored by the server); by default the answer itself. */
  kept?: unknown;
  /** Only a caller of the API can send this (a value of the wrong type); the portal's controls cannot. */
  apiOnly?: true;
};

const field = (settings: Partial<FormField> & Pick<FormField, 'name' | 'label' | 'type'>): FormField => ({
  required: false,
  helpText: null,
  options: [],
  maxLength: null,
  min: null,
  max: null,
  multiple: false,
  prefill: null,
  marksPatientHarm: false,
  ...settings,
});

const name = field({ name: 'full_name', label: 'Full name', type: 'text', required: true, maxLength: 10 });
const note = field({ name: 'note', label: 'Note', type: 'text' });
const details = field({ name: 'details', label: 'Details', type: 'textarea' });
const email = field({ name: 'email', label: 'Email', type: 'email' });
const phone = field({ name: 'phone', label: 'Phone', type: 'phone' });
const count = field({ name: 'count', label: 'Count', type: 'number', min: 1, max: 10 });
const day = field({ name: 'day', label: 'Day', type: 'date' });
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const pick = field({ name: 'pick', label: 'Pick', type: 'select', required: true, options });
const harm = field({ name: 'harm', label: 'Was a patient harmed?', type: 'radio', options });
const areas = field({ name: 'areas', label: 'Areas', type: 'checkbox', required: true, options });
const agree = field({ name: 'agree', label: 'I agree', type: 'consent', required: true });
const updates = field({ name: 'updates', label: 'Send me updates', type: 'consent' });
const prescription = field({ name: 'prescription', label: 'Prescription', type: 'file', required: true });
const evidence = field({ name: 'evidence', label: 'Evidence', type: 'file', multiple: true });
const catalogue = [
  { value: '12', label: 'Amoxicillin 500 mg' },
  { value: '13', label: 'Vancomycin 1 g' },
];
const products = field({
  name: 'products',
  label: 'Products',
  type: 'catalogue-products',
  required: true,
  max: 50,
  options: catalogue,
});
const anyQuantity = field({
  name: 'any_quantity',
  label: 'Any quantity',
  type: 'catalogue-products',
  options: catalogue,
});

const line = (product: string, quantity: number) => ({ product, quantity });

export const ANSWER_CASES: AnswerCase[] = [
  // Required and blank
  { field: name, value: '', problem: 'Enter full name.' },
  { field: name, value: '   ', problem: 'Enter full name.' },
  { field: name, value: undefined, problem: 'Enter full name.' },
  { field: note, value: '', problem: null, kept: undefined },
  { field: count, value: undefined, problem: null },
  { field: pick, value: '', problem: 'Choose pick.' },
  { field: areas, value: [], problem: 'Choose areas.' },
  { field: prescription, value: 0, problem: 'Attach prescription.' },
  { field: products, value: [], problem: 'Choose at least one product for products.' },

  // Text and its lengths: the editor's, else 500 (10,000 for several lines)
  { field: name, value: '  Ada King ', problem: null, kept: 'Ada King' },
  { field: name, value: 'Ada Lovelace Byron', problem: 'Full name must be 10 characters or fewer.' },
  { field: note, value: 'x'.repeat(DEFAULT_MAX_LENGTH.text), problem: null },
  { field: note, value: 'x'.repeat(DEFAULT_MAX_LENGTH.text + 1), problem: 'Note must be 500 characters or fewer.' },
  { field: details, value: 'x'.repeat(DEFAULT_MAX_LENGTH.textarea), problem: null },
  {
    field: details,
    value: 'x'.repeat(DEFAULT_MAX_LENGTH.textarea + 1),
    problem: 'Details must be 10000 characters or fewer.',
  },
  { field: name, value: 42, problem: answerTexts.text, apiOnly: true },

  // Email
  { field: email, value: ' nurse@example.org ', problem: null, kept: 'nurse@example.org' },
  { field: email, value: 'not-an-address', problem: 'Enter an email address like name@example.com.' },
  { field: email, value: 'nurse@example', problem: 'Enter an email address like name@example.com.' },
  { field: email, value: 'nurse @example.org', problem: 'Enter an email address like name@example.com.' },

  // Phone: a leading +, digits, spaces, hyphens, dots and brackets; 7 to 15 digits; then perhaps ext, x or bleep and
  // 1 to 6 digits, or a bleep alone. Kept as typed.
  { field: phone, value: '020 7946 0000', problem: null },
  { field: phone, value: '+44 (0)20 7946 0000', problem: null },
  { field: phone, value: '+44 20-7946-0000', problem: null },
  { field: phone, value: '020.7946.0000', problem: null },
  { field: phone, value: '1234567', problem: null },
  { field: phone, value: '+123456789012345', problem: null },
  { field: phone, value: '0161 496 0000 ext 4412', problem: null },
  { field: phone, value: '+44 161 496 0000 x4412', problem: null },
  { field: phone, value: '0161 496 0000 bleep 2345', problem: null },
  { field: phone, value: 'bleep 2345', problem: null },
  { field: phone, value: '123456', problem: answerTexts.phoneAnswer },
  { field: phone, value: '1234567890123456', problem: answerTexts.phoneAnswer },
  { field: phone, value: '++44 20 7946 0000', problem: answerTexts.phoneAnswer },
  { field: phone, value: '44+ 20 7946 0000', problem: answerTexts.phoneAnswer },
  { field: phone, value: '020 7946 0000 ext', problem: answerTexts.phoneAnswer },
  { field: phone, value: '020 7946 0000 ext 1234567', problem: answerTexts.phoneAnswer },
  { field: phone, value: '020 7946 0000 ward 4', problem: answerTexts.phoneAnswer },
  { field: phone, value: 'call me', problem: answerTexts.phoneAnswer },

  // Numbers within the editor's bounds
  { field: count, value: 1, problem: null },
  { field: count, value: 10, problem: null },
  { field: count, value: 0, problem: 'Count must be 1 or more.' },
  { field: count, value: 11, problem: 'Count must be 10 or less.' },
  { field: count, value: Number.NaN, problem: 'Count must be a number.' },
  { field: count, value: '5', problem: 'Count must be a number.', apiOnly: true },

  // Dates: yyyy-mm-dd, a real day
  { field: day, value: '2024-02-29', problem: null },
  { field: day, value: '2026-02-30', problem: 'Day must be a real date.' },
  { field: day, value: '2026-13-01', problem: 'Day must be a real date.' },
  { field: day, value: '28/02/2026', problem: 'Enter day as yyyy-mm-dd.' },

  // Options
  { field: pick, value: 'a', problem: null },
  { field: pick, value: 'c', problem: 'Choose one of the listed options for pick.' },
  { field: harm, value: 'b', problem: null },
  { field: harm, value: 'maybe', problem: 'Choose one of the listed options for was a patient harmed?.' },
  { field: harm, value: ['a'], problem: answerTexts.choice, apiOnly: true },
  { field: areas, value: ['a', 'b'], problem: null },
  { field: areas, value: ['a', 'z'], problem: 'Choose one of the listed options for areas.' },
  { field: areas, value: ['a', 'a'], problem: 'Choose each option once.' },
  { field: areas, value: 'a', problem: answerTexts.list, apiOnly: true },

  // Consent
  { field: agree, value: true, problem: null },
  { field: agree, value: false, problem: 'You must agree: I agree' },
  { field: agree, value: undefined, problem: 'You must agree: I agree' },
  { field: updates, value: false, problem: null },
  { field: agree, value: 'yes', problem: answerTexts.boolean, apiOnly: true },

  // Files, counted: one unless the field takes several, at most five
  { field: prescription, value: 1, problem: null },
  { field: prescription, value: 2, problem: 'Attach one file only.' },
  { field: evidence, value: 0, problem: null, kept: undefined },
  { field: evidence, value: 5, problem: null },
  { field: evidence, value: 6, problem: 'Attach at most 5 files.' },

  // Catalogue products: listed products, each once, whole quantities within the bounds (1 to 10,000 by default)
  { field: products, value: [line('12', 3), line('13', 50)], problem: null },
  { field: products, value: [line('12', 0)], problem: 'Each quantity must be a whole number from 1 to 50.' },
  { field: products, value: [line('12', 51)], problem: 'Each quantity must be a whole number from 1 to 50.' },
  { field: products, value: [line('12', 1.5)], problem: 'Each quantity must be a whole number from 1 to 50.' },
  { field: products, value: [line('12', Number.NaN)], problem: 'Each quantity must be a whole number from 1 to 50.' },
  { field: products, value: [line('', 2)], problem: 'Choose a product for each line, or remove the line.' },
  { field: products, value: [line('999999', 1)], problem: 'Product 999999 is not in the catalogue.' },
  {
    field: products,
    value: [line('12', 1), line('12', 2)],
    problem: 'Each product can be chosen once; change the quantity instead.',
  },
  { field: products, value: 'Amoxicillin', problem: answerTexts.productList, apiOnly: true },
  { field: anyQuantity, value: [line('13', DEFAULT_QUANTITY.max)], problem: null },
  {
    field: anyQuantity,
    value: [line('13', DEFAULT_QUANTITY.max + 1)],
    problem: 'Each quantity must be a whole number from 1 to 10000.',
  },
];

/** A case's title in a test list: the field and the answer, shortened. */
export function titleOf({ field: { name: fieldName }, value }: AnswerCase): string {
  const shown =
    value === undefined ? 'nothing' : typeof value === 'number' && Number.isNaN(value) ? 'NaN' : JSON.stringify(value);
  return `${fieldName} = ${shown.length > 40 ? `${shown.slice(0, 37)}…` : shown}`;
}
