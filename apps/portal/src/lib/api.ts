import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { env } from '../config/env';
import { signedOut } from './auth-session';
import { showToast } from './show-toast';
import { libTexts } from './texts';

type StateWithToken = { authSession: { token: string | null } };

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so requests resolve the same in the browser and in tests.
  baseUrl: new URL(env.apiRoot, window.location.origin).toString(),
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as StateWithToken).authSession;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** The one place errors are mapped: a 403 means the session is gone, so the portal logs out and drops cached data. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  if (result.error?.status === 403 && (queryApi.getState() as StateWithToken).authSession.token !== null) {
    queryApi.dispatch(signedOut());
    queryApi.dispatch(api.util.resetApiState());
    void queryApi.dispatch(showToast({ variant: 'warning', ...libTexts.sessionEnded }));
  }
  return result;
};

/** The portal's single RTK Query API; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Account',
    'AccountRoles',
    'CpdLog',
    'EducationItem',
    'Dashboard',
    'StarredStability',
    'RecentlyViewed',
    'NotificationPreferences',
    'AnalyticsConsent',
  ],
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `The server's answer to ${error.schemaName} had an unexpected shape.`,
  }),
  endpoints: () => ({}),
});
