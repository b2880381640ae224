import { ANSWER_CASES, titleOf } from '@hcp/contracts/form-answers.cases';
import type { FormField } from '@hcp/contracts/forms';
import { describe, expect, it } from 'vitest';

import { checkSubmission } from './validate';

describe('the server checks the answers the portal checks', () => {
  // The shared table: the portal runs it too (features/forms/validation.test.ts).
  it.each(ANSWER_CASES.map((answer) => [titleOf(answer), answer] as const))('%s', (_title, answer) => {
    const { field, value } = answer;
    const isFile = field.type === 'file';
    const values = isFile || value === undefined ? {} : { [field.name]: value };
    const fileCounts = new Map(isFile && typeof value === 'number' && value > 0 ? [[field.name, value]] : []);
    const checked = checkSubmission({ kind: 'contact', fields: [field] }, values, fileCounts);
    if (answer.problem !== null) {
      expect(checked).toEqual({ ok: false, params: { [field.name]: answer.problem } });
      return;
    }
    expect(checked.ok).toBe(true);
    if (!checked.ok || isFile) return;
    const kept = 'kept' in answer ? answer.kept : value;
    const stored = checked.submission.values[field.name];
    // Product lines are stored with their product's name.
    const withoutLabels = Array.isArray(stored)
      ? stored.map((item) => (typeof item === 'object' ? { product: item.product, quantity: item.quantity } : item))
      : stored;
    expect(withoutLabels).toEqual(kept);
  });
});

const fieldOf = (field: Partial<FormField> & Pick<FormField, 'name' | 'label' | 'type'>): FormField => ({
  required: false,
  helpText: null,
  options: [],
  maxLength: null,
  min: null,
  max: null,
  multiple: false,
  prefill: null,
  marksPatientHarm: false,
  ...field,
});

describe('checkSubmission', () => {
  const report = {
    kind: 'report-issue' as const,
    fields: [
      fieldOf({ name: 'email', label: 'Email', type: 'email', required: true }),
      fieldOf({
        name: 'harm',
        label: 'Was a patient harmed?',
        type: 'radio',
        marksPatientHarm: true,
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      }),
      fieldOf({
        name: 'products',
        label: 'Products',
        type: 'catalogue-products',
        options: [{ value: '12', label: 'Amoxicillin 500 mg' }],
      }),
      fieldOf({ name: 'photo', label: 'Photo', type: 'file' }),
    ],
  };

  it('stores product lines with their product’s name, and notes patient harm and the first email', () => {
    const checked = checkSubmission(
      report,
      { email: ' nurse@example.org ', harm: 'yes', products: [{ product: '12', quantity: 2 }] },
      new Map([['photo', 1]]),
    );
    expect(checked).toEqual({
      ok: true,
      submission: {
        values: {
          email: 'nurse@example.org',
          harm: 'yes',
          products: [{ product: '12', quantity: 2, label: 'Amoxicillin 500 mg' }],
        },
        patientHarm: true,
        firstEmail: 'nurse@example.org',
      },
    });
  });

  it('refuses fields the form does not have, files on other fields and files sent as values', () => {
    const checked = checkSubmission(
      report,
      { email: 'nurse@example.org', photo: 'photo.png', is_admin: true },
      new Map([
        ['harm', 1],
        ['extra', 1],
      ]),
    );
    expect(checked).toEqual({
      ok: false,
      params: {
        is_admin: 'This field is not in the form.',
        extra: 'This field is not in the form.',
        harm: 'This field takes no file.',
        photo: 'Send files as multipart parts named after the field, not in values.',
      },
    });
  });
});
