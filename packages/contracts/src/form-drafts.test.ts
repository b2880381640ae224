import { describe, expect, it } from 'vitest';

import { DRAFT_LIFETIME_DAYS, draftExpiresAt, draftProblems } from './form-drafts';
import type { FormField } from './forms';

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  name,
  label: name.toUpperCase(),
  type,
  required: true,
  helpText: null,
  options: [],
  maxLength: null,
  min: null,
  max: null,
  multiple: false,
  prefill: null,
  marksPatientHarm: false,
  ...extra,
});

const options = (...values: string[]) => values.map((value) => ({ value, label: value }));

const FIELDS: FormField[] = [
  field('name', 'text', { maxLength: 10 }),
  field('email', 'email'),
  field('when', 'date'),
  field('doses', 'number', { min: 1, max: 5 }),
  field('topic', 'select', { options: options('a', 'b') }),
  field('groups', 'checkbox', { options: options('x', 'y') }),
  field('agree', 'consent'),
  field('letter', 'file'),
  field('tables', 'file', { multiple: true }),
  field('products', 'catalogue-products', { options: options('1', '2') }),
];

const none = new Map<string, number>();

describe('draftProblems', () => {
  it('accepts an empty draft: nothing is required', () => {
    expect(draftProblems(FIELDS, {}, none)).toBeNull();
  });

  it('keeps answers a person may still be typing: a half address, a half date, a number out of bounds', () => {
    expect(draftProblems(FIELDS, { email: 'bob@', when: '2026-1', doses: 99, topic: 'zzz' }, none)).toBeNull();
  });

  it('refuses fields the form does not have, answers of the wrong type, and text over its length', () => {
    expect(
      draftProblems(
        FIELDS,
        { nickname: 'x', name: 'x'.repeat(11), doses: '3', agree: 'yes', groups: 'x', products: [{ product: 1 }] },
        none,
      ),
    ).toEqual({
      nickname: 'This field is not in the form.',
      name: 'NAME must be 10 characters or fewer.',
      doses: 'Enter a number.',
      agree: 'Send true or false.',
      groups: 'Send a list of options.',
      products: 'Send a list of products and quantities.',
    });
  });

  it('counts files: only on file fields, one unless multiple, at most five', () => {
    expect(
      draftProblems(
        FIELDS,
        {},
        new Map([
          ['letter', 1],
          ['tables', 5],
        ]),
      ),
    ).toBeNull();
    expect(
      draftProblems(
        FIELDS,
        {},
        new Map([
          ['letter', 2],
          ['tables', 6],
          ['name', 1],
          ['other', 1],
        ]),
      ),
    ).toEqual({
      letter: 'Attach one file to LETTER.',
      tables: 'Attach at most 5 files to TABLES.',
      name: 'This field takes no file.',
      other: 'This field is not in the form.',
    });
    expect(draftProblems(FIELDS, { letter: 'a.pdf' }, none)).toHaveProperty('letter');
  });
});

describe('draftExpiresAt', () => {
  it('is 30 days after the last save', () => {
    expect(DRAFT_LIFETIME_DAYS).toBe(30);
    expect(draftExpiresAt('2026-11-24T17:00:00.000Z')).toBe('2026-12-24T17:00:00.000Z');
  });
});
