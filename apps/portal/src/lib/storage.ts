/** The fixed local-storage key of the auth token (spec sections 3 and 9). */
export const AUTH_TOKEN_KEY = 'hcp-portal.auth-token';

export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(AUTH_TOKEN_KEY);
    else window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Private browsing may refuse storage; the session then lasts as long as the tab.
  }
}
