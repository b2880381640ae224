import { type AnswerCase, ANSWER_CASES, titleOf } from '@hcp/contracts/form-answers.cases';
import type { ProductQuantity } from '@hcp/contracts/forms';
import { describe, expect, it } from 'vitest';

import { fieldOf } from './testing-definition';
import { checkSubmission, type DraftValue, formatBytes } from './validation';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

/** What a person would have entered to send a case's answer: the controls hold text, ticks, files and lines. */
function draftOf({ field, value }: AnswerCase): DraftValue {
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'consent':
      return value === true;
    case 'file':
      return Array.from({ length: value as number }, (_, index) =>
        file(`scan-${String(index)}.pdf`, 'application/pdf'),
      );
    case 'checkbox':
      return value as string[];
    case 'catalogue-products':
      return (value as ProductQuantity[]).map((line, index) => ({
        key: index + 1,
        product: line.product,
        quantity: String(line.quantity),
      }));
    default:
      return value === undefined ? '' : (value as string);
  }
}

describe('the portal checks the answers the server checks', () => {
  // The shared table: the server runs it too (apps/cms/src/endpoints/forms/validate.test.ts). Values of the wrong
  // type cannot come from the portal's controls.
  const cases = ANSWER_CASES.filter((answer) => answer.apiOnly !== true);
  it.each(cases.map((answer) => [titleOf(answer), answer] as const))('%s', (_title, answer) => {
    const { field } = answer;
    const checked = checkSubmission([field], { [field.name]: draftOf(answer) });
    if (answer.problem !== null) {
      expect(checked.errors).toEqual({ [field.name]: answer.problem });
      return;
    }
    expect(checked.errors).toEqual({});
    if (field.type === 'file') return;
    const kept = 'kept' in answer ? answer.kept : answer.value;
    expect(checked.values[field.name]).toEqual(kept);
  });
});

describe('checkSubmission', () => {
  it('asks for required fields and leaves empty optional ones out of the values', () => {
    const fields = [
      fieldOf({ name: 'name', label: 'Name', type: 'text', required: true }),
      fieldOf({ name: 'note', label: 'Note', type: 'textarea' }),
      fieldOf({ name: 'agree', label: 'I agree', type: 'consent', required: true }),
    ];
    const checked = checkSubmission(fields, { name: '  ', note: '', agree: false });
    expect(checked.errors).toEqual({ name: 'Enter name.', agree: 'You must agree: I agree' });
    expect(checkSubmission(fields, { name: ' Ada ', note: '', agree: true }).values).toEqual({
      name: 'Ada',
      agree: true,
    });
  });

  it('checks lengths, email and phone shapes, number bounds and real dates', () => {
    const fields = [
      fieldOf({ name: 'code', label: 'Code', type: 'text', maxLength: 3 }),
      fieldOf({ name: 'email', label: 'Email', type: 'email' }),
      fieldOf({ name: 'phone', label: 'Phone', type: 'phone' }),
      fieldOf({ name: 'count', label: 'Count', type: 'number', min: 1, max: 10 }),
      fieldOf({ name: 'day', label: 'Day', type: 'date' }),
    ];
    const checked = checkSubmission(fields, {
      code: 'ABCD',
      email: 'not-an-address',
      phone: '12ab',
      count: '11',
      day: '2026-02-30',
    });
    expect(checked.errors).toEqual({
      code: 'Code must be 3 characters or fewer.',
      email: 'Enter an email address like name@example.com.',
      phone:
        'Enter a phone number of 7 to 15 digits, like 0161 496 0000. For an extension or bleep, add ext, x or bleep and up to 6 digits, like 0161 496 0000 ext 4412 or bleep 2345.',
      count: 'Count must be 10 or less.',
      day: 'Day must be a real date.',
    });
    expect(
      checkSubmission(fields, {
        code: 'ABC',
        email: 'a@b.org',
        phone: '+44 (0)20 7946 0000',
        count: '1',
        day: '2026-02-28',
      }).values,
    ).toEqual({ code: 'ABC', email: 'a@b.org', phone: '+44 (0)20 7946 0000', count: 1, day: '2026-02-28' });
  });

  it('accepts only the listed options', () => {
    const options = [{ value: 'yes', label: 'Yes' }];
    const fields = [
      fieldOf({ name: 'pick', label: 'Pick', type: 'select', options }),
      fieldOf({ name: 'many', label: 'Many', type: 'checkbox', options, required: true }),
    ];
    expect(checkSubmission(fields, { pick: 'maybe', many: [] }).errors).toEqual({
      pick: 'Choose one of the listed options for pick.',
      many: 'Choose many.',
    });
    expect(checkSubmission(fields, { pick: 'yes', many: ['yes'] }).values).toEqual({ pick: 'yes', many: ['yes'] });
  });

  it('refuses a file type the server would refuse, and files over the limits, before uploading', () => {
    const fields = [fieldOf({ name: 'files', label: 'Files', type: 'file', multiple: true })];
    expect(checkSubmission(fields, { files: [file('setup.exe', 'application/x-msdownload')] }).errors.files).toMatch(
      /^setup\.exe: files of this type are not accepted/,
    );
    expect(checkSubmission(fields, { files: [file('scan.png', 'application/pdf')] }).errors.files).toBe(
      "scan.png: the file's type (application/pdf) does not match a .png file.",
    );
    const limits = { maxFileBytes: 100, maxSubmissionBytes: 150 };
    expect(checkSubmission(fields, { files: [file('big.pdf', 'application/pdf', 101)] }, limits).errors.files).toBe(
      'big.pdf: the file is larger than 100 bytes.',
    );
    const two = [file('a.pdf', 'application/pdf', 80), file('b.pdf', 'application/pdf', 80)];
    expect(checkSubmission(fields, { files: two }, limits).errors.files).toBe(
      'All the files together must be 150 bytes or smaller.',
    );
    const fine = checkSubmission(fields, { files: [file('report.pdf', 'application/pdf')] });
    expect(fine.errors).toEqual({});
    expect(fine.files.files?.map((item) => item.name)).toEqual(['report.pdf']);
    expect(fine.values).toEqual({});
  });

  it('takes one file on a single-file field', () => {
    const fields = [fieldOf({ name: 'file', label: 'File', type: 'file' })];
    const two = [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')];
    expect(checkSubmission(fields, { file: two }).errors.file).toBe('Attach one file only.');
  });

  it('checks product lines: a listed product once each, whole quantities within the bounds', () => {
    const fields = [
      fieldOf({
        name: 'products',
        label: 'Products',
        type: 'catalogue-products',
        required: true,
        min: 1,
        max: 100,
        options: [
          { value: '12', label: 'Amoxicillin 500 mg' },
          { value: '13', label: 'Vancomycin 1 g' },
        ],
      }),
    ];
    const line = (key: number, product: string, quantity: string) => ({ key, product, quantity });
    expect(checkSubmission(fields, { products: [line(1, '', '')] }).errors.products).toBe(
      'Choose at least one product for products.',
    );
    expect(checkSubmission(fields, { products: [line(1, '12', '0')] }).errors.products).toBe(
      'Each quantity must be a whole number from 1 to 100.',
    );
    expect(checkSubmission(fields, { products: [line(1, '12', '2.5')] }).errors.products).toBe(
      'Each quantity must be a whole number from 1 to 100.',
    );
    expect(checkSubmission(fields, { products: [line(1, '12', '2'), line(2, '12', '3')] }).errors.products).toBe(
      'Each product can be chosen once; change the quantity instead.',
    );
    expect(checkSubmission(fields, { products: [line(1, '12', '2'), line(2, '13', '40')] }).values).toEqual({
      products: [
        { product: '12', quantity: 2 },
        { product: '13', quantity: 40 },
      ],
    });
  });
});

describe('formatBytes', () => {
  it('reads as people write sizes', () => {
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(1536)).toBe('2 KB');
  });
});
