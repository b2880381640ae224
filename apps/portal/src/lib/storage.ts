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
}
