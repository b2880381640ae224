import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { readStoredToken, storeToken } from './storage';

type AuthSession = { token: string | null };

/** Read when the store is made, so a token dropped by the start-up check (validate-stored-token.ts) is gone. */
const initialState = (): AuthSession => ({ token: readStoredToken() });

/** The signed-in state: authenticated means a token exists (spec section 4). */
export const authSession = createSlice({
  name: 'authSession',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      storeToken(action.payload);
      state.token = action.payload;
    },
    signedOut(state) {
      storeToken(null);
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsAuthenticated: (state) => state.token !== null,
  },
});

export const { signedIn, signedOut } = authSession.actions;
export const { selectToken, selectIsAuthenticated } = authSession.selectors;
