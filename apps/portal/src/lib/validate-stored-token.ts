import { apiUrl } from './api-url';

/** How long the start of the portal waits for the token check before going on with the stored token. */
export const TOKEN_CHECK_TIMEOUT_MS = 3000;

/** The server's answer to the check: its HTTP status and, with a 200, the account it read for the token. */
export type TokenCheckAnswer = { status: number; account?: unknown };

type TokenCheck = {
  read: () => string | null;
  clear: () => void;
  /** Asks the server about the token; throws when there is no answer. */
  validate: (token: string) => Promise<TokenCheckAnswer>;
};

/** What the check did with the stored token; a kept token may come with its account, read by the same call. */
export type TokenCheckOutcome = { token: 'none' | 'dropped' } | { token: 'kept'; account?: unknown };

/**
 * Before the first screen renders, a stored token is checked with the server. A 401 or 403 (expired, revoked, the
 * account suspended) drops it silently, so the portal starts signed out instead of drawing a guarded screen and then
 * bouncing. No answer (offline, a timeout) keeps it: the screens' own calls decide.
 */
export async function dropInvalidStoredToken({ read, clear, validate }: TokenCheck): Promise<TokenCheckOutcome> {
  const token = read();
  if (token === null) return { token: 'none' };
  let answer: TokenCheckAnswer;
  try {
    answer = await validate(token);
  } catch {
    return { token: 'kept' };
  }
  if (answer.status === 401 || answer.status === 403) {
    clear();
    return { token: 'dropped' };
  }
  return answer.status === 200 && answer.account !== undefined
    ? { token: 'kept', account: answer.account }
    : { token: 'kept' };
}

/**
 * Asks the server for the token's account (`GET api/v1/account`): the same authentication as
 * `jwt-auth/v1/token/validate` (a 401 or 403 for a dead token), and with a live one the account the signed-in layout
 * needs, so a signed-in start waits for one round trip, not two (issue 16).
 */
export async function askServerForAccount(token: string): Promise<TokenCheckAnswer> {
  const response = await fetch(apiUrl('api/v1/account'), {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TOKEN_CHECK_TIMEOUT_MS),
  });
  if (response.status !== 200) {
    // Only the status matters: the body is let go, so the request ends now rather than at the time-out.
    void response.body?.cancel();
    return { status: response.status };
  }
  // An answer that is not JSON is no account: the layout's own call asks again and reports it.
  const account: unknown = await response.json().catch(() => undefined);
  return { status: response.status, account };
}
