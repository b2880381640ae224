import { describe, expect, it } from 'vitest';

import { fieldOf } from './testing-definition';
import { checkSubmission, draftAnswersOf, productLinesOf } from './validation';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const options = (...values: string[]) => values.map((value) => ({ value, label: value }));

const FIELDS = [
  fieldOf({ name: 'name', label: 'Name', type: 'text', required: true }),
  fieldOf({ name: 'email', label: 'Email', type: 'email', required: true }),
  fieldOf({ name: 'doses', label: 'Doses', type: 'number', required: true, min: 1, max: 5 }),
  fieldOf({ name: 'groups', label: 'Groups', type: 'checkbox', options: options('x', 'y') }),
  fieldOf({ name: 'agree', label: 'I agree', type: 'consent', required: true }),
  fieldOf({ name: 'letter', label: 'Letter', type: 'file', required: true }),
  fieldOf({ name: 'products', label: 'Products', type: 'catalogue-products', options: options('7', '8') }),
];

describe('draftAnswersOf: what "Save and continue later" keeps', () => {
  it('keeps what was entered, even when required answers are missing or still being typed', () => {
    const answers = draftAnswersOf(FIELDS, {
      name: 'Ann',
      email: 'ann@',
      doses: '9',
      groups: [],
      agree: false,
      letter: [],
      products: [{ key: 1, product: '', quantity: '1' }],
    });
    expect(answers).toEqual({ values: { name: 'Ann', email: 'ann@', doses: 9 }, files: {}, errors: {} });
  });

  it('keeps ticks, consent, complete product lines and new files', () => {
    const letter = file('letter.pdf', 'application/pdf');
    const answers = draftAnswersOf(FIELDS, {
      name: '',
      doses: '',
      groups: ['y'],
      agree: true,
      letter: [letter],
      products: [
        { key: 1, product: '7', quantity: '3' },
        { key: 2, product: '8', quantity: '2.5' },
      ],
    });
    expect(answers.values).toEqual({ groups: ['y'], agree: true, products: [{ product: '7', quantity: 3 }] });
    expect(answers.files).toEqual({ letter: [letter] });
    expect(answers.errors).toEqual({});
  });

  it('refuses a file of a refused type before anything is uploaded', () => {
    const answers = draftAnswersOf(FIELDS, { letter: [file('setup.exe', 'application/octet-stream')] });
    expect(answers.errors.letter).toMatch(/setup\.exe: files of this type are not accepted/);
    expect(answers.files).toEqual({});
  });
});

describe('sending a resumed draft', () => {
  it('counts the files saved with the draft for a required file field and for the size limit', () => {
    const letter = [fieldOf({ name: 'letter', label: 'Letter', type: 'file', required: true })];
    expect(checkSubmission(letter, { letter: [] }).errors).toEqual({ letter: expect.any(String) as string });
    expect(checkSubmission(letter, { letter: [] }, undefined, { letter: { count: 1, bytes: 10 } }).errors).toEqual({});
    const limits = { maxFileBytes: 100, maxSubmissionBytes: 100 };
    const over = checkSubmission(letter, { letter: [file('b.pdf', 'application/pdf', 60)] }, limits, {
      letter: { count: 0, bytes: 50 },
    });
    expect(over.errors.letter).toBe('All the files together must be 100 bytes or smaller.');
  });

  it('turns saved product lines back into the chooser’s lines', () => {
    expect(productLinesOf([{ product: '7', quantity: 3 }])).toEqual([{ key: 1, product: '7', quantity: '3' }]);
    expect(productLinesOf(undefined)).toBeUndefined();
    expect(productLinesOf([])).toBeUndefined();
  });
});
