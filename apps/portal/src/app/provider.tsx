import { type ReactNode, useCallback } from 'react';
import { Provider } from 'react-redux';

import { signedIn } from '../lib/auth-session';
import { KeepSession } from '../lib/keep-session';
import type { AppStore } from './store';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  // A sign-in inside the portal goes through the store, which stores the token and forgets another account's answers.
  const keepSession = useCallback((token: string) => void store.dispatch(signedIn(token)), [store]);
  return (
    <Provider store={store}>
      <KeepSession value={keepSession}>{children}</KeepSession>
    </Provider>
  );
}
