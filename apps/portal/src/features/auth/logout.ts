import { signedOut } from '../../lib/auth-session';
import { api } from '../../lib/api';
import type { AppDispatch } from '../../lib/hooks';

/** Logging out forgets the token and every cached answer (spec section 4). */
export function logout() {
  return (dispatch: AppDispatch) => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}
