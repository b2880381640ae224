import { describe, expect, it } from 'vitest';

import { withoutSecrets } from './record';

describe('withoutSecrets', () => {
  it('keeps the facts and drops anything named like a secret', () => {
    expect(
      withoutSecrets({
        rolesBefore: ['Pharmacist'],
        rolesAfter: ['Pharmacist', 'Clinician'],
        status: 'approved',
        password: 'hunter2',
        recoveryCode: 'abcd-efgh',
        resetToken: 'x',
        totpSecret: 'JBSWY3DP',
        passwordHash: 'h',
      }),
    ).toEqual({ rolesBefore: ['Pharmacist'], rolesAfter: ['Pharmacist', 'Clinician'], status: 'approved' });
    expect(withoutSecrets(undefined)).toBeUndefined();
  });
});
