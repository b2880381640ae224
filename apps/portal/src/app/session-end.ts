import { unverifiedJwtClaims } from '@hcp/contracts/jwt-claims';

import { api } from '../lib/api';
import { readStoredToken } from '../lib/storage';
import { signedIn, signedOut } from '../lib/auth-session';
import type { AppDispatch } from '../lib/hooks';
import { keptAnswersAccountOf } from '../lib/kept-answers';
import { showToast } from '../lib/show-toast';
import { sessionTexts } from './session-texts';

/** When a token expires (its `exp`, in ms), or null when it cannot be read. */
export function expiryOfToken(token: string | null): number | null {
  const exp = unverifiedJwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * A fresher token of the same account that another tab stored (its refresh extended the shared session), or null.
 * This tab takes it instead of warning or ending a session that is still going on.
 */
export function fresherStoredToken(token: string | null): string | null {
  const stored = readStoredToken();
  if (stored === null || stored === token) return null;
  const account = keptAnswersAccountOf(token);
  if (account === null || keptAnswersAccountOf(stored) !== account) return null;
  return (expiryOfToken(stored) ?? 0) > (expiryOfToken(token) ?? 0) ? stored : null;
}

/**
 * The session ended without the person signing out (it expired, or a sign-in again was turned down): the portal
 * forgets the token and its answers, and the guards take the person to sign in. What was typed in forms stays kept
 * (lib/kept-answers.ts) and is offered back after the sign-in; only an explicit sign-out forgets it.
 */
export function endSessionHere() {
  return (dispatch: AppDispatch) => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void dispatch(showToast({ name: 'session-ended', variant: 'warning', ...sessionTexts.ended }));
  };
}

/** Takes a fresher token another tab stored; true when it did. */
export function adoptFresherToken(token: string | null) {
  return (dispatch: AppDispatch): boolean => {
    const fresher = fresherStoredToken(token);
    if (fresher !== null) dispatch(signedIn(fresher));
    return fresher !== null;
  };
}
