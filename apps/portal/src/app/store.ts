import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { api, forgetAnswersOnSessionChange } from '../lib/api';
import { authSession } from '../lib/auth-session';
import { dropOfflineCopiesOnSessionChange } from '../lib/offline-copies';
import { toasts } from '../lib/toasts';

export function createStore() {
  const store = configureStore({
    reducer: {
      [authSession.reducerPath]: authSession.reducer,
      [api.reducerPath]: api.reducer,
      [toasts.reducerPath]: toasts.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(api.middleware, forgetAnswersOnSessionChange, dropOfflineCopiesOnSessionChange),
  });
  // Lets individual queries opt in to refetch on focus and reconnect; the API's default leaves both off.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
