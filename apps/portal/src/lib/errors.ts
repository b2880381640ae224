import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ApiErrorSchema } from '@hcp/contracts/errors';

/** What the portal does about a failed call (spec section 8). */
export type ErrorOutcome = 'lost-connection' | 'silent' | 'logout' | 'not-found' | 'module-error';

export function outcomeOf(error: FetchBaseQueryError | SerializedError | undefined): ErrorOutcome | undefined {
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
    default:
      return 'module-error';
  }
}

/** The server's message when the answer has the documented error shape, else a fallback. */
export function messageOf(error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string {
  if (error && 'data' in error) {
    const parsed = ApiErrorSchema.safeParse(error.data);
    if (parsed.success) return parsed.data.message;
  }
  return fallback;
}
