import { z } from 'zod';

import { SecondFactorCodeSchema } from './two-factor';

/** Body of POST jwt-auth/v1/token; `username` is the account's email address. */
export const TokenRequestSchema = z
  .object({
    username: z.string({ error: 'Enter your email address.' }).trim().min(1, 'Enter your email address.').max(254),
    password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024),
  })
  .meta({ id: 'TokenRequest' });
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** Answer of POST jwt-auth/v1/token, in the shape of the WordPress JWT plugin the original portal used. */
export const TokenResponseSchema = z
  .object({
    token: z.string().min(1),
    user_email: z.string(),
    user_display_name: z.string(),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Answer of POST jwt-auth/v1/token/validate for a live token, as the WordPress JWT plugin answered. */
export const TokenValidSchema = z
  .object({ code: z.literal('jwt_auth_valid_token'), data: z.object({ status: z.literal(200) }) })
  .meta({ id: 'TokenValid' });
export type TokenValid = z.infer<typeof TokenValidSchema>;

/**
 * The 401 answer of POST jwt-auth/v1/token for an account with two-step sign-in, after the right password: the
 * challenge to send with a code to jwt-auth/v1/token/mfa. It is single-use and valid for 5 minutes.
 */
export const MfaRequiredSchema = z
  .object({
    code: z.literal('mfa_required'),
    message: z.string(),
    data: z.object({
      status: z.literal(401),
      challenge: z.string().meta({ description: 'Opaque, single-use, valid for 5 minutes.' }),
    }),
  })
  .meta({ id: 'MfaRequired' });
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

/** Body of POST jwt-auth/v1/token/mfa: the challenge sign-in answered, and a code from the app or a recovery code. */
export const TokenMfaRequestSchema = z
  .object({
    challenge: z.string({ error: 'Sign in again.' }).min(1, 'Sign in again.').max(200),
    code: SecondFactorCodeSchema,
  })
  .strict()
  .meta({ id: 'TokenMfaRequest' });
export type TokenMfaRequest = z.infer<typeof TokenMfaRequestSchema>;
