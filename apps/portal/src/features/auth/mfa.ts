import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type Failure = FetchBaseQueryError | SerializedError | undefined;

function bodyOf(error: Failure): { code?: unknown; data?: { challenge?: unknown } } | undefined {
  if (!error || !('status' in error) || error.status !== 401) return undefined;
  const body = (error as { data?: unknown }).data;
  return typeof body === 'object' && body !== null ? body : undefined;
}

/** The challenge of a sign-in whose password was right and which now needs a code (401 `mfa_required`). */
export function mfaChallengeOf(error: Failure): string | undefined {
  const body = bodyOf(error);
  const challenge = body?.code === 'mfa_required' ? body.data?.challenge : undefined;
  return typeof challenge === 'string' ? challenge : undefined;
}

/** Whether the code step's challenge is used up (expired, used, or too many wrong codes): sign in again. */
export function isChallengeSpent(error: Failure): boolean {
  return bodyOf(error)?.code === 'mfa_challenge_invalid';
}
