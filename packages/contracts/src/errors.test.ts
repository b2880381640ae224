import { describe, expect, it } from 'vitest';

import { fieldMessages } from './errors';

describe('fieldMessages', () => {
  it('keeps the first message of each field, keyed by its dotted path, and names whole-body issues body', () => {
    expect(
      fieldMessages([
        { path: ['email'], message: 'Enter your email address.' },
        { path: ['email'], message: 'A second, later message.' },
        { path: ['contact', 'phone'], message: 'Enter a telephone number.' },
        { path: [], message: 'Unrecognized key: "roles"' },
      ]),
    ).toEqual({
      email: 'Enter your email address.',
      'contact.phone': 'Enter a telephone number.',
      body: 'Unrecognized key: "roles"',
    });
  });
});
