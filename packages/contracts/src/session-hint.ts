/**
 * The cookie the portal keeps beside its stored session (apps/portal/src/lib/storage.ts), whose value `1` tells the
 * server that this browser holds a session, so that it sends / as the signed-in home's drawn frame
 * (apps/cms/src/server/spa.ts; issue 16). It holds no token and nothing of the account, and grants nothing: the token
 * stays in local storage and every call is still checked by its bearer token.
 */
export const SESSION_HINT_COOKIE = 'hcp-portal.session';

/** Whether a cookie string (a request's `Cookie` header, or `document.cookie`) carries the session hint. */
export function hasSessionHintIn(cookies: string | undefined): boolean {
  return cookies?.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`) ?? false;
}
