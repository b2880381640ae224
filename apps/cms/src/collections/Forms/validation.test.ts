import { describe, expect, it } from 'vitest';

import { checkFormFields } from './validation';

describe('checkFormFields', () => {
  it('accepts distinct valid names, options and bounds', () => {
    expect(
      checkFormFields(
        [
          { name: 'topic', type: 'select', options: [{ value: 'a' }, { value: 'b' }] },
          { name: 'count', type: 'number', min: 1, max: 5 },
          { name: 'harmed', type: 'radio', options: [{ value: 'yes' }, { value: 'no' }], marksPatientHarm: true },
        ],
        'report-issue',
      ),
    ).toBe(true);
  });

  it('refuses a name used twice', () => {
    expect(
      checkFormFields(
        [
          { name: 'email', type: 'email' },
          { name: 'email', type: 'text' },
        ],
        'contact',
      ),
    ).toBe('Field 2 (email): another field already has the name "email". Names must be unique.');
  });

  it('refuses names that are not lower-case identifiers', () => {
    expect(checkFormFields([{ name: 'Full name', type: 'text' }], 'contact')).toContain('Field 1 (Full name)');
  });

  it('refuses choice fields without options or with a repeated value, and bounds out of order', () => {
    expect(checkFormFields([{ name: 'topic', type: 'radio', options: [] }], 'contact')).toBe(
      'Field 1 (topic): add at least one option.',
    );
    expect(checkFormFields([{ name: 'topic', type: 'select', options: [{ value: 'a' }, { value: 'a' }] }], null)).toBe(
      'Field 1 (topic): two options have the same value.',
    );
    expect(checkFormFields([{ name: 'n', type: 'number', min: 5, max: 1 }], null)).toBe(
      'Field 1 (n): the minimum is above the maximum.',
    );
  });

  it('lets only a report-issue radio or checkbox with a "yes" option mark patient harm', () => {
    const harm = { name: 'harmed', type: 'radio', options: [{ value: 'y' }], marksPatientHarm: true };
    expect(checkFormFields([harm], 'report-issue')).toContain('needs an option with the value "yes"');
    expect(checkFormFields([{ ...harm, options: [{ value: 'yes' }] }], 'contact')).toContain(
      'only a report-an-issue form',
    );
    expect(checkFormFields([{ ...harm, type: 'text' }], 'report-issue')).toContain('only a radio or checkbox');
  });
});
