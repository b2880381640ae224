import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@hcp/contracts/errors';

import { libTexts } from './texts';

/**
 * What the portal does about a failed call (spec section 8). `withdrawn` (410) is the portal's own: an item that was
 * published and is no longer gets a screen that says so, at its own address (docs/portal-shell.md).
 */
export type ErrorOutcome = 'lost-connection' | 'silent' | 'logout' | 'not-found' | 'withdrawn' | 'module-error';

export type ApiFailure = FetchBaseQueryError | SerializedError | undefined;

export function outcomeOf(error: ApiFailure): ErrorOutcome | undefined {
  if (!error) return undefined;
  if (!('status' in error)) return 'module-error';
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'lost-connection';
    case 401:
      return 'silent';
    case 403:
      return 'logout';
    case 404:
      return 'not-found';
    case 410:
      return 'withdrawn';
    default:
      return 'module-error';
  }
}

/**
 * The error body's parts the portal reads, when the answer has the documented error shape (`ApiError`). Read by hand,
 * not with `ApiErrorSchema`, so that zod stays out of the first load (issue 16).
 */
function apiErrorOf(error: ApiFailure): { message: string; params: Record<string, string> } | undefined {
  if (!error || !('data' in error) || !isRecord(error.data)) return undefined;
  const { message, data } = error.data as Partial<Record<keyof ApiError, unknown>>;
  if (typeof message !== 'string' || !isRecord(data) || typeof data.status !== 'number') return undefined;
  const params = isRecord(data.params) ? data.params : {};
  return {
    message,
    params: Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's message when the answer has the documented error shape, else a fallback. */
export function messageOf(error: ApiFailure, fallback: string): string {
  return apiErrorOf(error)?.message ?? fallback;
}

/** The server's per-field messages (`data.params`), to show beside each field. */
export function fieldErrorsOf(error: ApiFailure): Record<string, string> {
  return apiErrorOf(error)?.params ?? {};
}

/** For PARSING_ERROR the original status and text are kept (spec section 8), so they can be shown and reported. */
export function describeFailure(error: ApiFailure): string | undefined {
  if (error && 'status' in error && error.status === 'PARSING_ERROR') {
    return libTexts.errors.unreadable(error.originalStatus);
  }
  return undefined;
}

/**
 * The message at the top of a form after a failed submit: a connection problem, a pointer to the fields the
 * server marked (their messages show beside them), or the server's own message.
 */
export function formFailureOf(error: ApiFailure, fallback: string): string | undefined {
  if (error === undefined) return undefined;
  if (outcomeOf(error) === 'lost-connection') return libTexts.errors.lostConnection;
  if (Object.keys(fieldErrorsOf(error)).length > 0) return libTexts.errors.correctFields;
  return messageOf(error, fallback);
}
