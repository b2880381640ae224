import { z } from 'zod';

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
