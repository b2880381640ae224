import { type ApiError, ERROR_CODES, type ErrorCode } from '@hcp/contracts/errors';
import type { Context } from 'hono';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 503 | 507;

function errorBody(status: ErrorStatus, code: ErrorCode, message: string, params?: Record<string, string>): ApiError {
  return { code, message, data: params ? { status, params } : { status } };
}

/**
 * Answers with the documented error shape; every error of the JSON API goes through here. `code` is one of
 * ERROR_CODES, so a new code fails the typecheck until it is added there (and so documented in the OpenAPI document).
 */
export function errorResponse<S extends ErrorStatus>(
  c: Context,
  status: S,
  code: ErrorCode,
  message: string,
  params?: Record<string, string>,
) {
  return c.json<ApiError, S>(errorBody(status, code, message, params), status);
}

export const notLoggedIn = (c: Context) =>
  errorResponse(c, 401, ERROR_CODES.notLoggedIn, 'You are not signed in. Sign in and try again.');

export const forbidden = (c: Context) =>
  errorResponse(c, 403, ERROR_CODES.forbidden, 'Your session is not valid or you are not allowed to do this.');
