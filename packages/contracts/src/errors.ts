import { z } from 'zod';

/** The one error shape of the JSON API (the WordPress REST error shape the original portal read). */
export const ApiErrorSchema = z
  .object({
    code: z.string().meta({ description: 'Machine-readable error code, e.g. rest_forbidden.' }),
    message: z.string().meta({ description: 'Human-readable explanation, safe to show to a user.' }),
    data: z.object({
      status: z.number().int().min(400).max(599),
      params: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Per-field messages when the body failed validation.' }),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Error codes the server emits; the portal may branch on these. */
export const ERROR_CODES = {
  badRequest: 'rest_invalid_json',
  invalidParams: 'rest_invalid_param',
  unsupportedMediaType: 'rest_unsupported_media_type',
  notLoggedIn: 'rest_not_logged_in',
  forbidden: 'rest_forbidden',
  invalidCredentials: 'invalid_credentials',
  /** The password was right; a second factor is needed (`data.challenge`). */
  mfaRequired: 'mfa_required',
  /** The second-factor code is wrong, already used, or not for this account. */
  invalidMfaCode: 'invalid_mfa_code',
  /** The sign-in challenge is unknown, used, expired or out of tries: sign in again with the password. */
  mfaChallengeInvalid: 'mfa_challenge_invalid',
  notFound: 'rest_no_route',
  unavailable: 'service_unavailable',
  insufficientStorage: 'insufficient_storage',
  internal: 'internal_error',
} as const;

/**
 * The first message for each field of a failed validation, keyed by its dotted path (`body` for the whole body).
 * The API answers these as `data.params`; the portal shows the same messages beside its fields before sending.
 */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    params[key] ??= issue.message;
  }
  return params;
}
