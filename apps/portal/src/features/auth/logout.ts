import { api } from '../../lib/api';
import { signedOut } from '../../lib/auth-session';
import { showToast } from '../../lib/show-toast';
import type { AppDispatch } from '../../lib/hooks';
import { authApi } from './api/auth-api';
import { authTexts } from './texts';

/**
 * Logging out ends every session on the server, then forgets the token and every cached answer (spec section 4).
 * The local part happens even when the server cannot be reached.
 */
export function logout() {
  return async (dispatch: AppDispatch) => {
    try {
      await dispatch(authApi.endpoints.logoutEverywhere.initiate(undefined)).unwrap();
    } catch {
      // Offline or already expired: the token is forgotten locally all the same.
    }
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void dispatch(showToast({ name: 'logged-out', variant: 'information', title: authTexts.loggedOut }));
  };
}
