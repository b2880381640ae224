import { z } from 'zod';

/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code typed or pasted at a second-factor step: the 6 digits an authenticator app shows, or a recovery code
 * (`abcd-efgh-jkmn-pqrs`). Spaces and hyphens are allowed anywhere, as people paste codes with them.
 */
export const SecondFactorCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app.')
  .max(40, 'That code is too long. Enter the 6 digits your app shows, or one recovery code.')
  .regex(/^[A-Za-z0-9 -]+$/, 'Use the digits your app shows, or the letters and digits of a recovery code.');

/** A code from the authenticator app only (confirming an enrolment proves the app holds the secret). */
export const TotpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app.')
  .regex(/^\d{3} ?\d{3}$/, 'Enter the 6 digits your authenticator app shows.');

/** The account's current password, asked again before a change to how it signs in. */
const CurrentPasswordSchema = z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024);

/**
 * Body of POST api/v1/account/2fa/setup (and of the CMS's /api/admins/two-factor-setup): the current password, so a
 * stolen session cannot enrol someone else's authenticator.
 */
export const TwoFactorSetupRequestSchema = z
  .object({ password: CurrentPasswordSchema })
  .strict()
  .meta({ id: 'TwoFactorSetupRequest' });
export type TwoFactorSetupRequest = z.infer<typeof TwoFactorSetupRequestSchema>;

/** Answer of POST api/v1/account/2fa/setup: the new secret, not active until confirmed with a code. */
export const TwoFactorSetupSchema = z
  .object({
    secret: z.string().meta({ description: 'The TOTP secret in Base32, for typing into an app that cannot scan.' }),
    otpauthUrl: z.string().meta({ description: 'The otpauth:// URI an authenticator app reads from a QR code.' }),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** Body of POST api/v1/account/2fa/confirm. */
export const TwoFactorConfirmRequestSchema = z
  .object({ code: TotpCodeSchema })
  .strict()
  .meta({ id: 'TwoFactorConfirmRequest' });
export type TwoFactorConfirmRequest = z.infer<typeof TwoFactorConfirmRequestSchema>;

/** Answer of POST api/v1/account/2fa/confirm: the recovery codes, shown this once and stored only as hashes. */
export const TwoFactorConfirmResponseSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .meta({ description: 'One-time recovery codes. They are never shown again.' }),
  })
  .meta({ id: 'TwoFactorConfirmResponse' });
export type TwoFactorConfirmResponse = z.infer<typeof TwoFactorConfirmResponseSchema>;

/** Body of POST api/v1/account/2fa/disable: the password and a code (from the app, or a recovery code). */
export const TwoFactorDisableRequestSchema = z
  .object({
    password: CurrentPasswordSchema,
    code: SecondFactorCodeSchema,
  })
  .strict()
  .meta({ id: 'TwoFactorDisableRequest' });
export type TwoFactorDisableRequest = z.infer<typeof TwoFactorDisableRequestSchema>;
