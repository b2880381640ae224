import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

import type { api } from './api';
import type { authSession } from './auth-session';
import type { toasts } from './toasts';

/**
 * The state shape every part of the portal relies on. The typed hooks live in lib, not app,
 * because features use them and imports only go app -> features -> lib.
 */
export type PortalState = {
  [authSession.reducerPath]: ReturnType<typeof authSession.reducer>;
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  [toasts.reducerPath]: ReturnType<typeof toasts.reducer>;
};
export type AppDispatch = ThunkDispatch<PortalState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<PortalState>();
