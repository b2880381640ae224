import { z } from 'zod';

/** Error codes the server emits; the portal may branch on these. `errors.test.ts` proves the list complete. */
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
  /** The one-time code or link ticket an organisation's sign-in ended with is unknown, used or expired. */
  ssoTicketInvalid: 'sso_ticket_invalid',
  /** An identity provider's SAML LogoutRequest could not be checked (signature, issuer, time, replay). */
  ssoLogoutRefused: 'sso_logout_refused',
  /** The password was right, but the account may not sign in yet or any more. */
  accountUnverified: 'account_unverified',
  accountSuspended: 'account_suspended',
  accountRejected: 'account_rejected',
  /** A link's token (email confirmation, password reset, email change) is unknown, used or expired. */
  invalidToken: 'invalid_token',
  /** The new email address belongs to another account. */
  emailTaken: 'email_taken',
  /** 503: the email the call depends on could not be sent. */
  emailUnavailable: 'email_unavailable',
  /** 409: two-step sign-in is not in the state the call needs. */
  twoFactorEnabled: 'two_factor_enabled',
  twoFactorNotEnabled: 'two_factor_not_enabled',
  twoFactorNotSetUp: 'two_factor_not_set_up',
  notFound: 'rest_no_route',
  /** 410: the item was published and is no longer (unpublished, or past its review-by date); never for a draft. */
  withdrawn: 'content_withdrawn',
  /** 429, with `Retry-After`. */
  tooManyRequests: 'rest_too_many_requests',
  /** 413: the request body is over the route's limit. */
  payloadTooLarge: 'rest_payload_too_large',
  /** Refusals of uploaded files: over a size limit (413), a type not allowed (415), content unlike its type (422). */
  uploadTooLarge: 'rest_upload_too_large',
  uploadTypeNotAllowed: 'rest_upload_type_not_allowed',
  uploadContentMismatch: 'rest_upload_content_mismatch',
  /** The form's bot check was missing, wrong or already used. */
  botCheckFailed: 'rest_bot_check_failed',
  /** 422: the same `Idempotency-Key` came with a different request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409: the request is no longer open, so it cannot be changed. */
  requestNotOpen: 'request_not_open',
  /** 409: the dashboard layout was changed since the caller's `version`; nothing was saved. */
  dashboardConflict: 'dashboard_conflict',
  /** 409: a data export is already being prepared. */
  exportInProgress: 'export_in_progress',
  /** 422: the previewed version lacks fields a portal page needs. */
  previewIncomplete: 'preview_incomplete',
  unavailable: 'service_unavailable',
  insufficientStorage: 'insufficient_storage',
  internal: 'internal_error',
} as const;

/** One of the codes the server sends in an error answer. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every error code, for schemas and checks. */
export const ERROR_CODE_VALUES = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The one error shape of the JSON API (the WordPress REST error shape the original portal read). */
export const ApiErrorSchema = z
  .object({
    code: z.enum(ERROR_CODE_VALUES).meta({ description: 'Machine-readable error code, e.g. rest_forbidden.' }),
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
