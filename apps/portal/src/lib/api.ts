import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

import { env } from '../config/env';
import { signedOut } from './auth-session';
import { showToast } from './show-toast';
import { libTexts } from './texts';
import { fetchWithProgress, type UploadProgress } from './upload-request';

type StateWithToken = { authSession: { token: string | null } };

/**
 * A call to the JSON API. With `onProgress` its body is sent by XMLHttpRequest, which reports an upload's progress
 * (fetch cannot); the address, the headers, the reading of the answer and the errors stay the base query's.
 */
export type ApiArgs = string | (FetchArgs & { onProgress?: ((progress: UploadProgress) => void) | undefined });

const fetchOptions = {
  // Absolute, so requests resolve the same in the browser and in tests.
  baseUrl: new URL(env.apiRoot, window.location.origin).toString(),
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as StateWithToken).authSession;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
} satisfies FetchBaseQueryArgs;

const fetchQuery = fetchBaseQuery(fetchOptions);

const rawBaseQuery: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = (
  args,
  queryApi,
  extraOptions,
) => {
  if (typeof args === 'string') return fetchQuery(args, queryApi, extraOptions);
  const { onProgress, ...request } = args;
  if (onProgress === undefined) return fetchQuery(request, queryApi, extraOptions);
  // The same base query with another transport: only how the body travels differs.
  const withProgress = fetchBaseQuery({
    ...fetchOptions,
    fetchFn: fetchWithProgress(request.body as XMLHttpRequestBodyInit, onProgress),
  });
  return withProgress(request, queryApi, extraOptions);
};

/** The one place errors are mapped: a 403 means the session is gone, so the portal logs out and drops cached data. */
const baseQuery: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
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
