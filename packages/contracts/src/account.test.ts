import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  AccountUpdateResponseSchema,
  AccountUpdateSchema,
  ConfirmEmailChangeRequestSchema,
  PASSWORD_MIN_LENGTH,
  PasswordResetRequestSchema,
  ProcessPasswordResetSchema,
  REGISTRATION_NUMBER_FORMATS,
  RegisterRequestSchema,
  registrationNumberProblem,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from './account';

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

  it('refuses a number with anything before or after the shape, or one character short or long', () => {
    const bad: [Parameters<typeof registrationNumberProblem>[0], string][] = [
      ['GMC', '12345678'],
      ['GMC', 'A1234567'],
      ['GMC', '123456'],
      ['GPhC', '20123456'],
      ['GPhC', 'X2012345'],
      ['GPhC', '201234'],
      ['NMC', '12A3456EX'],
      ['NMC', '912A3456E'],
      ['NMC', '12A3456'],
      ['NMC', '1A23456E'],
      ['PSNI', '123456'],
      ['PSNI', 'A12345'],
      ['PSNI', '1234'],
      ['HCPC', 'PH1234567'],
      ['HCPC', '1PH123456'],
      ['HCPC', 'PH123'],
      ['HCPC', 'P1234567'],
      ['IMC', '1234567'],
      ['IMC', 'A12345'],
      ['IMC', '12345A'],
      ['NMBI', '12345678'],
      ['NMBI', 'A123456'],
      ['NMBI', '123456A'],
      ['PSI', '123456'],
      ['PSI', 'A1234'],
      ['PSI', '1234A'],
    ];
    for (const [regulator, number] of bad)
      expect(registrationNumberProblem(regulator, number), `${regulator} ${number}`).toBe(
        `${regulator} registration numbers are ${REGISTRATION_NUMBER_FORMATS[regulator as Exclude<typeof regulator, 'other'>].shape}.`,
      );
  });

  it('accepts the shortest and longest number of the regulators that allow a range', () => {
    for (const [regulator, number] of [
      ['HCPC', 'PH1234'],
      ['HCPC', 'PH123456'],
      ['IMC', '1'],
      ['NMBI', '1'],
      ['NMBI', '1234567'],
      ['PSI', '1'],
      ['PSI', '12345'],
    ] as const)
      expect(registrationNumberProblem(regulator, number), `${regulator} ${number}`).toBeUndefined();
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

/** The first message each field of a body gets, by field. */
function messagesOf(schema: { safeParse: (body: unknown) => { error?: z.ZodError } }, body: unknown) {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(body).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('the messages each field gives, as the forms show them', () => {
  it('names the missing or too long field of a registration', () => {
    const missing = messagesOf(RegisterRequestSchema, {});
    expect(missing).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      profession: 'Choose your profession.',
      organisation: 'Enter your organisation.',
      regulator: 'Choose your regulator.',
      registrationNumber: 'Enter your professional registration number.',
      email: 'Enter your email address.',
      password: 'Enter a password.',
    });
    const blank = messagesOf(RegisterRequestSchema, {
      ...registration,
      firstName: ' ',
      lastName: '',
      organisation: '',
      email: ' ',
      registrationNumber: ' ',
      password: 'short',
    });
    expect(blank).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      organisation: 'Enter your organisation.',
      email: 'Enter your email address.',
      registrationNumber: 'Enter your professional registration number.',
      password: `Use at least ${String(PASSWORD_MIN_LENGTH)} characters.`,
    });
    const long = messagesOf(RegisterRequestSchema, {
      ...registration,
      firstName: 'a'.repeat(101),
      lastName: 'a'.repeat(101),
      organisation: 'a'.repeat(201),
      email: `${'a'.repeat(250)}@example.org`,
      registrationNumber: '1'.repeat(21),
      password: 'a'.repeat(257),
    });
    expect(long).toEqual({
      firstName: 'Your first name can be at most 100 characters.',
      lastName: 'Your last name can be at most 100 characters.',
      organisation: 'Your organisation can be at most 200 characters.',
      email: 'That email address is too long.',
      registrationNumber: 'A registration number has at most 20 characters.',
      password: 'Use at most 256 characters.',
    });
    expect(RegisterRequestSchema.safeParse({ ...registration, firstName: 'a'.repeat(100) }).success).toBe(true);
  });

  it('refuses an address that is not one, and a number with other characters, once', () => {
    expect(messagesOf(RegisterRequestSchema, { ...registration, email: 'clara' })).toEqual({
      email: 'Enter a valid email address, like name@hospital.nhs.uk.',
    });
    for (const number of ['AB_12', '_1234567', '1234567_']) {
      const issues = RegisterRequestSchema.safeParse({ ...registration, regulator: 'GMC', registrationNumber: number })
        .error?.issues;
      expect(
        issues?.map((issue) => issue.message),
        number,
      ).toEqual(['Use letters, digits and hyphens only.']);
    }
  });

  it('marks a number of the wrong shape as a custom issue of the number field', () => {
    const issue = RegisterRequestSchema.safeParse({ ...registration, regulator: 'GMC' }).error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', path: ['registrationNumber'] });
  });

  it('asks for the current password to set a new one or change the address, and takes a regulator alone', () => {
    expect(messagesOf(AccountUpdateSchema, { newPassword: 'a long enough passphrase 2026' })).toEqual({
      currentPassword: 'Enter your current password to set a new one.',
    });
    expect(messagesOf(AccountUpdateSchema, { email: 'new@example.org' })).toEqual({
      currentPassword: 'Enter your current password to change your email address.',
    });
    expect(
      AccountUpdateSchema.safeParse({
        email: 'new@example.org',
        currentPassword: 'x',
        newPassword: 'a long enough passphrase 2026',
      }).success,
    ).toBe(true);
    expect(AccountUpdateSchema.safeParse({ currentPassword: 'x'.repeat(1025) }).success).toBe(false);
    expect(AccountUpdateSchema.safeParse({ regulator: 'GMC' }).success).toBe(true);
  });

  it('wants the token of an emailed link', () => {
    for (const schema of [VerifyEmailRequestSchema, ConfirmEmailChangeRequestSchema]) {
      expect(messagesOf(schema, {})).toEqual({ token: 'The link has no token.' });
      expect(messagesOf(schema, { token: '' })).toEqual({ token: 'The link has no token.' });
      expect(schema.safeParse({ token: 'a'.repeat(201) }).success).toBe(false);
      expect(schema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    }
    const reset = { token: 'abc', password: 'a long enough passphrase 2026' };
    expect(messagesOf(ProcessPasswordResetSchema, { ...reset, token: undefined })).toEqual({
      token: 'The link has no token.',
    });
    expect(messagesOf(ProcessPasswordResetSchema, { ...reset, token: '' })).toEqual({
      token: 'The link has no token.',
    });
    expect(ProcessPasswordResetSchema.safeParse({ ...reset, token: 'a'.repeat(201) }).success).toBe(false);
    expect(ProcessPasswordResetSchema.parse(reset)).toEqual(reset);
    expect(PasswordResetRequestSchema.parse({ email: 'clara@example.org' })).toEqual({ email: 'clara@example.org' });
  });

  it('reads the answers of the account calls whole', () => {
    const account = {
      id: 7,
      firstName: 'Clara',
      lastName: 'Whitfield',
      email: 'clara@example.org',
      profession: 'nurse',
      organisation: 'St Elsewhere',
      regulator: 'NMC',
      registrationNumber: '12A3456E',
      status: 'approved',
      roles: ['Nurse'],
      capabilities: ['read'],
      twoFactorEnabled: false,
    };
    const update = { account, token: 't', pendingEmail: 'new@example.org' };
    expect(AccountUpdateResponseSchema.parse(update)).toEqual(update);
    for (const outcome of ['confirmed', 'already_confirmed']) {
      const answer = { outcome, awaitingApproval: true, message: 'Thank you.' };
      expect(VerifyEmailResponseSchema.parse(answer)).toEqual(answer);
    }
  });
});
