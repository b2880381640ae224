import { AccountUpdateSchema } from '@hcp/contracts/account';
import { describe, expect, it } from 'vitest';

import { passwordProblem } from './passwordPolicy';

describe('passwordProblem: one password rule for every account', () => {
  it('asks for at least 12 characters (ASVS 2.1.1)', () => {
    expect(passwordProblem('kettle-moss')).toMatch(/at least 12 characters/);
    expect(passwordProblem('kettle-moss-')).toBeUndefined();
  });

  it('accepts long passphrases with spaces and any Unicode (ASVS 2.1.2, 2.1.4)', () => {
    expect(passwordProblem('a'.repeat(20) + ' lantern ' + 'ü'.repeat(40) + ' 🍵')).toBeUndefined();
  });

  it('refuses a password from the list of common and breached passwords, in any case (ASVS 2.1.7)', () => {
    expect(passwordProblem('Password1234')).toMatch(/too common/);
    expect(passwordProblem('112233445566')).toMatch(/too common/);
  });

  it('refuses a password of one or two repeated characters', () => {
    expect(passwordProblem('abababababababab')).toMatch(/too easy/);
  });

  it('imposes no composition rule: no digit, capital or symbol is required (ASVS 2.1.9)', () => {
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
  });

  it('lets the API take passwords of up to 256 characters (ASVS 2.1.2)', () => {
    const long = 'x'.repeat(200) + ' long passphrase';
    expect(AccountUpdateSchema.safeParse({ currentPassword: long, newPassword: long }).success).toBe(true);
  });
});
