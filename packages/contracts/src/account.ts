import { z } from 'zod';

import { CapabilitySchema } from './capabilities';

export const PROFESSIONS = ['pharmacist', 'doctor', 'nurse', 'other'] as const;
export const ProfessionSchema = z.enum(PROFESSIONS, { error: 'Choose your profession.' }).meta({ id: 'Profession' });
export type Profession = z.infer<typeof ProfessionSchema>;

/** Professional regulators a registration number can belong to (UK and Ireland), or another one. */
export const REGULATORS = ['GMC', 'NMC', 'GPhC', 'PSNI', 'HCPC', 'IMC', 'NMBI', 'PSI', 'other'] as const;
export const RegulatorSchema = z.enum(REGULATORS, { error: 'Choose your regulator.' }).meta({ id: 'Regulator' });

/**
 * unverified: email not confirmed; pending: confirmed, awaiting approval; approved: may sign in; suspended: may not;
 * rejected: staff did not approve the registration, and said why.
 */
export const ACCOUNT_STATUSES = ['unverified', 'pending', 'approved', 'suspended', 'rejected'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES).meta({ id: 'AccountStatus' });
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const PASSWORD_MIN_LENGTH = 12;

function requiredText(what: string, max: number) {
  return z
    .string({ error: `Enter your ${what}.` })
    .trim()
    .min(1, `Enter your ${what}.`)
    .max(max, `Your ${what} can be at most ${String(max)} characters.`);
}

export const EmailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Enter a valid email address, like name@hospital.nhs.uk.' }));

/** The length rule every new password meets; the server also refuses passwords from its common-password list. */
export const NewPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${String(PASSWORD_MIN_LENGTH)} characters.`)
  .max(256, 'Use at most 256 characters.');

/**
 * A registration number as the registers print it: spaces dropped, letters in capitals, so `12a 3456e` and `12A3456E`
 * are the same number.
 */
export const RegistrationNumberSchema = z
  .string({ error: 'Enter your professional registration number.' })
  .trim()
  .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
  .min(1, 'Enter your professional registration number.')
  .max(20, 'A registration number has at most 20 characters.')
  .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and hyphens only.')
  .meta({ description: 'Spaces are dropped and letters capitalised; the regulator decides the shape.' });

type Regulator = (typeof REGULATORS)[number];

/**
 * Each regulator's published shape of a registration number (issue 19; docs/identity.md, "Registration numbers"). The
 * Irish registers publish no fixed length, so only their digits-only rule and longest number are checked. `other` has
 * no shape: any number the field allows.
 */
export const REGISTRATION_NUMBER_FORMATS: Record<Exclude<Regulator, 'other'>, { pattern: RegExp; shape: string }> = {
  GMC: { pattern: /^\d{7}$/, shape: '7 digits, like 1234567' },
  GPhC: { pattern: /^\d{7}$/, shape: '7 digits, like 2012345' },
  NMC: { pattern: /^\d{2}[A-Z]\d{4}[A-Z]$/, shape: '2 digits, a letter, 4 digits and a letter, like 12A3456E' },
  PSNI: { pattern: /^\d{5}$/, shape: '5 digits, like 12345' },
  HCPC: { pattern: /^[A-Z]{2}\d{4,6}$/, shape: '2 letters then 4 to 6 digits, like PH123456' },
  IMC: { pattern: /^\d{1,6}$/, shape: 'up to 6 digits, like 412345' },
  NMBI: { pattern: /^\d{1,7}$/, shape: 'up to 7 digits, like 123456' },
  PSI: { pattern: /^\d{1,5}$/, shape: 'up to 5 digits, like 12345' },
};

/**
 * What is wrong with a registration number for its regulator, in words that name the expected shape; undefined when it
 * fits. The number is taken as RegistrationNumberSchema leaves it (no spaces, capitals).
 */
export function registrationNumberProblem(regulator: Regulator, number: string): string | undefined {
  if (regulator === 'other') return undefined;
  const { pattern, shape } = REGISTRATION_NUMBER_FORMATS[regulator];
  return pattern.test(number) ? undefined : `${regulator} registration numbers are ${shape}.`;
}

/** The check above as a refinement of a body that may hold both fields; a body with only one is checked elsewhere. */
function checkRegistrationNumber(
  body: { regulator?: Regulator | undefined; registrationNumber?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (body.regulator === undefined || body.registrationNumber === undefined) return;
  // A number the field itself refuses already has its message.
  if (!/^[A-Za-z0-9-]{1,20}$/.test(body.registrationNumber)) return;
  const problem = registrationNumberProblem(body.regulator, body.registrationNumber);
  if (problem) context.addIssue({ code: 'custom', path: ['registrationNumber'], message: problem });
}

const profileFields = {
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  profession: ProfessionSchema,
  organisation: requiredText('organisation', 200),
  regulator: RegulatorSchema,
  registrationNumber: RegistrationNumberSchema,
};

/** Answer of GET api/v1/account: the signed-in portal user. */
export const AccountSchema = z
  .object({
    id: z.number().int().meta({ description: 'The account’s id; error reports name the account by it.' }),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    profession: ProfessionSchema.nullable(),
    organisation: z.string().nullable(),
    regulator: RegulatorSchema.nullable(),
    registrationNumber: z.string().nullable(),
    status: AccountStatusSchema,
    roles: z.array(z.string()).meta({ description: 'Names of the roles the account holds.' }),
    capabilities: z.array(CapabilitySchema).meta({ description: 'Union of the capabilities of the roles.' }),
    twoFactorEnabled: z.boolean().meta({ description: 'Whether sign-in asks for a code from an authenticator app.' }),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;

/** Answer of GET api/v1/account/roles. */
export const AccountRolesSchema = z.object({ roles: z.array(z.string()) }).meta({ id: 'AccountRoles' });
export type AccountRoles = z.infer<typeof AccountRolesSchema>;

/** Body of POST api/v1/account/register. */
export const RegisterRequestSchema = z
  .object({ ...profileFields, email: EmailSchema, password: NewPasswordSchema })
  .strict()
  .superRefine(checkRegistrationNumber)
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * Body of POST api/v1/account/update: the fields to change. A new password or a new email address needs the current
 * password; a new address takes effect only once confirmed from a link sent to it.
 */
export const AccountUpdateSchema = z
  .object({
    ...profileFields,
    email: EmailSchema,
    currentPassword: z.string().max(1024).optional(),
    newPassword: NewPasswordSchema.optional(),
  })
  .partial()
  .strict()
  .refine((body) => body.newPassword === undefined || Boolean(body.currentPassword), {
    path: ['currentPassword'],
    error: 'Enter your current password to set a new one.',
  })
  .refine((body) => body.email === undefined || Boolean(body.currentPassword), {
    path: ['currentPassword'],
    error: 'Enter your current password to change your email address.',
  })
  .superRefine(checkRegistrationNumber)
  .meta({ id: 'AccountUpdate' });
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;

/**
 * Answer of POST api/v1/account/update. After a password or email change every earlier token is revoked, so a new one
 * comes back; `pendingEmail` is the new address waiting for confirmation from the link sent to it.
 */
export const AccountUpdateResponseSchema = z
  .object({ account: AccountSchema, token: z.string().optional(), pendingEmail: z.string().optional() })
  .meta({ id: 'AccountUpdateResponse' });
export type AccountUpdateResponse = z.infer<typeof AccountUpdateResponseSchema>;

export const VerifyEmailRequestSchema = z
  .object({ token: z.string({ error: 'The link has no token.' }).min(1, 'The link has no token.').max(200) })
  .strict()
  .meta({ id: 'VerifyEmailRequest' });

export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/**
 * Answer of POST api/v1/account/verify-email. `already_confirmed` comes back only for a link that really confirmed
 * this address before (opened twice, or first by a mail scanner); any other spent, expired or unknown token is refused
 * with `invalid_token`. `awaitingApproval` says whether the registration still waits for the team's approval.
 */
export const VerifyEmailResponseSchema = z
  .object({
    outcome: z.enum(['confirmed', 'already_confirmed']),
    awaitingApproval: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'VerifyEmailResponse' });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** Body of POST api/v1/account/confirm-email-change: the token from the link sent to the new address. */
export const ConfirmEmailChangeRequestSchema = z
  .object({ token: z.string({ error: 'The link has no token.' }).min(1, 'The link has no token.').max(200) })
  .strict()
  .meta({ id: 'ConfirmEmailChangeRequest' });
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

export const PasswordResetRequestSchema = z
  .object({ email: EmailSchema })
  .strict()
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const ProcessPasswordResetSchema = z
  .object({
    token: z.string({ error: 'The link has no token.' }).min(1, 'The link has no token.').max(200),
    password: NewPasswordSchema,
  })
  .strict()
  .meta({ id: 'ProcessPasswordReset' });
export type ProcessPasswordReset = z.infer<typeof ProcessPasswordResetSchema>;

/** A plain confirmation that says what happens next, the same whatever the account's state. */
export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;
