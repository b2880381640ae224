import { api } from '../../lib/api';
import { signedOut } from '../../lib/auth-session';
import { forgetAccountAnswers, forgetExpiredAnswers, keptAnswersAccountOf } from '../../lib/kept-answers';
import { clearOfflineCopies } from '../../lib/offline-copies';
import { showToast } from '../../lib/show-toast';
import { storeToken } from '../../lib/storage';
import type { AppDispatch, PortalState } from '../../lib/hooks';
import { authApi } from './api/auth-api';
import { ssoSignOutAddress } from './sso-session';
import { authTexts } from './texts';

/**
 * Logging out ends every session on the server, then forgets the token and every cached answer (spec section 4).
 * The local part happens even when the server cannot be reached. The stored copy of the token goes first, before any
 * call: a reload or a new page while the server is still answering starts signed out, not with the old token. The
 * store keeps the token until the calls that need it are done. The offline copies of stability products go before
 * even the token (docs/offline.md): nothing the account saved outlives its sign-out, whatever fails after. So do the
 * form answers kept on this device while it typed (lib/kept-answers.ts), and any other account's past their lifetime.
 *
 * Signed in through an organisation (`organisation`, its provider's id), the session's token first asks the server
 * where the organisation's own session ends (docs/sso.md, "Signing out"): the answer is the address to send the browser
 * to once the portal's sessions are over; without an answer (offline), the organisation's logout address. Answers
 * null when there is no organisation to leave.
 */
export function logout(organisation: string | null = null) {
  return async (dispatch: AppDispatch, getState: () => PortalState): Promise<string | null> => {
    const account = keptAnswersAccountOf(getState().authSession.token);
    if (account !== null) forgetAccountAnswers(account);
    forgetExpiredAnswers();
    await clearOfflineCopies();
    storeToken(null);
    // This browser stops receiving notifications before the token that may unsubscribe it is dropped. The code that
    // does it loads here, not with the first screen.
    const { unsubscribeThisBrowser } = await import('../../lib/push-device');
    await unsubscribeThisBrowser((endpoint) =>
      dispatch(authApi.endpoints.unsubscribePush.initiate({ endpoint })).unwrap(),
    );
    let leaveThrough = organisation === null ? null : ssoSignOutAddress(organisation);
    if (organisation !== null) {
      try {
        const { location } = await dispatch(authApi.endpoints.organisationSignOut.initiate(organisation)).unwrap();
        // Only a web address: the answer sets where the whole page goes.
        if (/^https?:\/\//.test(location)) leaveThrough = location;
      } catch {
        // The organisation's logout address decides instead, without the token.
      }
    }
    try {
      await dispatch(authApi.endpoints.logoutEverywhere.initiate(undefined)).unwrap();
    } catch {
      // Offline or already expired: the token is forgotten locally all the same.
    }
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void dispatch(showToast({ name: 'logged-out', variant: 'information', title: authTexts.loggedOut }));
    return leaveThrough;
  };
}
