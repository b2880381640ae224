import { apiUrl } from './api-url';

/** How long the start of the portal waits for the token check before going on with the stored token. */
export const TOKEN_CHECK_TIMEOUT_MS = 3000;

type TokenCheck = {
  read: () => string | null;
  clear: () => void;
  /** Answers the HTTP status of `POST jwt-auth/v1/token/validate` with the token; throws when there is no answer. */
  validate: (token: string) => Promise<number>;
};

/**
 * Before the first screen renders, a stored token is checked with the server (spec: `jwt-auth/v1/token/validate`).
 * A 401 or 403 (expired, revoked, the account suspended) drops it silently, so the portal starts signed out instead of
 * drawing a guarded screen and then bouncing. No answer (offline, a timeout) keeps it: the screens' own calls decide.
 */
export async function dropInvalidStoredToken({
  read,
  clear,
  validate,
}: TokenCheck): Promise<'none' | 'kept' | 'dropped'> {
  const token = read();
  if (token === null) return 'none';
  let status: number;
  try {
    status = await validate(token);
  } catch {
    return 'kept';
  }
  if (status !== 401 && status !== 403) return 'kept';
  clear();
  return 'dropped';
}

/** Asks the server whether a token is still good: its answer's HTTP status (200 valid; 401 or 403 not). */
export async function askServerToValidate(token: string): Promise<number> {
  const response = await fetch(apiUrl('jwt-auth/v1/token/validate'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(TOKEN_CHECK_TIMEOUT_MS),
  });
  // Only the status matters: the body is let go, so the request ends now rather than at the time-out.
  void response.body?.cancel();
  return response.status;
}
