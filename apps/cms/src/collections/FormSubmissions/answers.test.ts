import { describe, expect, it } from 'vitest';

import type { Form } from '../../payload-types';
import { adminAnswerLines, mailsSentLines } from './answers';

const form = {
  fields: [
    { name: 'product', label: 'Product', type: 'text' },
    { name: 'question', label: 'Your question', type: 'textarea' },
    {
      name: 'factors',
      label: 'Patient factors',
      type: 'checkbox',
      options: [
        { label: 'Renal impairment', value: 'renal' },
        { label: 'Paediatric', value: 'paediatric' },
      ],
    },
    { name: 'urgent', label: 'Urgent', type: 'consent' },
    { name: 'scan', label: 'Scan', type: 'file' },
    { name: 'phone', label: 'Phone', type: 'phone' },
  ],
} as unknown as Pick<Form, 'fields'>;

describe('adminAnswerLines', () => {
  it('labels each answer with its question, in the form’s order, and words values for a person', () => {
    const lines = adminAnswerLines(form, {
      question: 'Line one\nLine two',
      product: 'Vanclorin 1 g',
      factors: ['renal', 'paediatric'],
      urgent: false,
      scan: 2,
    });
    expect(lines).toEqual([
      { label: 'Product', text: 'Vanclorin 1 g' },
      { label: 'Your question', text: 'Line one\nLine two' },
      { label: 'Patient factors', text: 'Renal impairment; Paediatric' },
      { label: 'Urgent', text: 'No' },
      { label: 'Scan', text: '2 files, listed under Files' },
      { label: 'Phone', text: 'Not answered' },
    ]);
  });

  it('keeps answers to questions removed since, under their names, and copes without a form', () => {
    expect(adminAnswerLines(form, { legacy: true }).at(-1)).toEqual({ label: 'legacy', text: 'Yes' });
    expect(adminAnswerLines(null, { product: 'X' })).toEqual([{ label: 'product', text: 'X' }]);
    expect(adminAnswerLines(null, 'not an object')).toEqual([]);
  });
});

describe('mailsSentLines', () => {
  it('words the recorded mails', () => {
    expect(mailsSentLines(['team', 'copy-withheld'])).toEqual([
      'The team’s notification',
      'The sender’s copy, held back: the address had its copies this hour',
    ]);
    expect(mailsSentLines(null)).toEqual([]);
  });
});
