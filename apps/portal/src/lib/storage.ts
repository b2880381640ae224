import { hasSessionHintIn, SESSION_HINT_COOKIE } from '@hcp/contracts/session-hint';

/** The one fixed local-storage key of the session (spec sections 3 and 9): the token and the authenticated flag. */
export const AUTH_STORAGE_KEY = 'hcp-portal.auth';

type StoredSession = { token: string; authenticated: true };

export function readStoredToken(): string | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    return parsed.authenticated === true && typeof parsed.token === 'string' ? parsed.token : null;
  } catch {
    return null;
  }
}

/**
 * How long the session hint lasts: a session's default absolute lifetime (SESSION_MAX_HOURS, docs/security.md). It is
 * set and cleared with the token (storeToken) and set again at each start while a token is stored (syncSessionHint).
 */
const SESSION_HINT_MAX_AGE_S = 12 * 60 * 60;

function writeSessionHint(present: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=${present ? '1' : ''}; Path=/; SameSite=Strict; Max-Age=${String(
    present ? SESSION_HINT_MAX_AGE_S : 0,
  )}${secure}`;
}

/**
 * Sets the session hint again while a token is stored (its lifetime starts anew; a session kept from before the hint
 * existed gets it), and clears a hint left without one.
 */
export function syncSessionHint(): void {
  const present = readStoredToken() !== null;
  if (present || (typeof document !== 'undefined' && hasSessionHintIn(document.cookie))) writeSessionHint(present);
}

export function storeToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(AUTH_STORAGE_KEY);
    else
      window.localStorage.setItem(
        AUTH_STORAGE_KEY,
        JSON.stringify({ token, authenticated: true } satisfies StoredSession),
      );
  } catch {
    // Private browsing may refuse storage; the session then lasts as long as the tab.
  }
  // Only a session a reload will find gets the hint.
  writeSessionHint(readStoredToken() !== null);
}
