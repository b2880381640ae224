import { describe, expect, it } from 'vitest';

import { rolesDiffer } from './layout';

describe('rolesDiffer (spec section 4)', () => {
  it('sees no difference in the same roles, in any order', () => {
    expect(rolesDiffer(['Pharmacist', 'Reader'], ['Reader', 'Pharmacist'])).toBe(false);
    expect(rolesDiffer([], [])).toBe(false);
  });

  it('sees one empty list against a full one, and a role missing from either', () => {
    expect(rolesDiffer([], ['Reader'])).toBe(true);
    expect(rolesDiffer(['Reader'], [])).toBe(true);
    expect(rolesDiffer(['Reader', 'Pharmacist'], ['Reader', 'Clinician'])).toBe(true);
  });
});
