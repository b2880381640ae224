/**
 * Which organisation the current session came through, kept on this device so that signing out can also end the
 * organisation's own session (`/json/sso/{id}/logout`). Only the provider's public id is kept, never a token.
 */
const KEY = 'hcp-portal.sso-provider';

export function rememberSsoProvider(providerId: string | null): void {
  try {
    if (providerId) window.localStorage.setItem(KEY, providerId);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the portal's own sign-out still happens.
  }
}

/** The provider to send the browser to after signing out, forgotten as it is read. */
export function takeSsoProvider(): string | null {
  try {
    const id = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    return id && /^[a-z0-9-]{1,40}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Where the organisation's own session ends, after the portal's (the server knows the provider's end-session page). */
export function ssoSignOutAddress(providerId: string): string {
  return `/json/sso/${encodeURIComponent(providerId)}/logout`;
}
