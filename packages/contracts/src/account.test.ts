import { describe, expect, it } from 'vitest';

import { AccountUpdateSchema, RegisterRequestSchema, registrationNumberProblem } from './account';

const registration = {
  firstName: 'Clara',
  lastName: 'Whitfield',
  email: 'clara@example.org',
  profession: 'nurse',
  organisation: 'St Elsewhere',
  regulator: 'NMC',
  registrationNumber: '12A3456E',
  password: 'a long enough passphrase 2026',
};

const numberError = (
  body: Record<string, unknown>,
  schema: typeof RegisterRequestSchema | typeof AccountUpdateSchema = RegisterRequestSchema,
) => {
  const result = schema.safeParse(body);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === 'registrationNumber')?.message;
};

describe('registration numbers', () => {
  it('accepts each regulator’s published shape', () => {
    const good: [Parameters<typeof registrationNumberProblem>[0], string][] = [
      ['GMC', '1234567'],
      ['GPhC', '2012345'],
      ['NMC', '12A3456E'],
      ['PSNI', '12345'],
      ['HCPC', 'PH123456'],
      ['HCPC', 'SL01234'],
      ['IMC', '412345'],
      ['NMBI', '123456'],
      ['PSI', '9876'],
      ['other', 'ABC-123'],
    ];
    for (const [regulator, number] of good)
      expect(registrationNumberProblem(regulator, number), regulator).toBeUndefined();
  });

  it('refuses a number of the wrong shape with a message naming the expected one', () => {
    expect(registrationNumberProblem('GMC', '123456')).toBe('GMC registration numbers are 7 digits, like 1234567.');
    expect(registrationNumberProblem('GPhC', '20123456')).toMatch(/GPhC registration numbers are 7 digits/);
    expect(registrationNumberProblem('NMC', '1234567')).toMatch(/2 digits, a letter, 4 digits and a letter/);
    expect(registrationNumberProblem('PSNI', '1234567')).toMatch(/5 digits/);
    expect(registrationNumberProblem('HCPC', '123456')).toMatch(/2 letters then 4 to 6 digits/);
    expect(registrationNumberProblem('PSI', 'AB123')).toMatch(/up to 5 digits/);
  });

  it('reads a number as the register prints it: spaces dropped, capitals', () => {
    const parsed = RegisterRequestSchema.parse({ ...registration, registrationNumber: ' 12a 3456e ' });
    expect(parsed.registrationNumber).toBe('12A3456E');
  });

  it('checks the number against the regulator chosen in the same body', () => {
    expect(numberError(registration)).toBeUndefined();
    expect(numberError({ ...registration, regulator: 'GMC' })).toBe(
      'GMC registration numbers are 7 digits, like 1234567.',
    );
    expect(numberError({ regulator: 'PSNI', registrationNumber: '123' }, AccountUpdateSchema)).toMatch(/5 digits/);
    // One field alone is checked by the server against the other as stored.
    expect(AccountUpdateSchema.safeParse({ registrationNumber: '123' }).success).toBe(true);
  });
});
