import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

import type { Middleware } from '@reduxjs/toolkit';

import { env } from '../config/env';
import { accountOfToken, createAnswerCache } from './answer-cache';
import { signedIn, signedOut } from './auth-session';
import { showToast } from './show-toast';
import { keepsScreenOn403 } from './sign-in-again';
import { libTexts } from './texts';
import type { UploadProgress } from './upload-request';

type StateWithToken = { authSession: { token: string | null } };

/**
 * A call to the JSON API. With `onProgress` its body is sent by XMLHttpRequest, which reports an upload's progress
 * (fetch cannot); the address, the headers, the reading of the answer and the errors stay the base query's.
 */
export type ApiArgs = string | (FetchArgs & { onProgress?: ((progress: UploadProgress) => void) | undefined });

/** The answers of GET reads that came with an ETag, by URL: emptied when the session ends or changes. */
const answers = createAnswerCache();

/** A GET for which the portal holds an answer asks the server whether it changed (`If-None-Match`). */
const askIfChanged = (input: RequestInfo, init?: RequestInit): Promise<Response> => {
  // fetchBaseQuery passes a Request it built.
  const request = input instanceof Request ? input : new Request(input, init);
  const remembered = request.method === 'GET' ? answers.get(request.url) : undefined;
  if (remembered) request.headers.set('If-None-Match', remembered.etag);
  return fetch(request);
};

const fetchOptions = {
  // Absolute, so requests resolve the same in the browser and in tests.
  baseUrl: new URL(env.apiRoot, window.location.origin).toString(),
  fetchFn: askIfChanged,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as StateWithToken).authSession;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
} satisfies FetchBaseQueryArgs;

const fetchQuery = fetchBaseQuery(fetchOptions);

const rawBaseQuery: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  if (typeof args === 'string') return fetchQuery(args, queryApi, extraOptions);
  const { onProgress, ...request } = args;
  if (onProgress === undefined) return fetchQuery(request, queryApi, extraOptions);
  // The same base query with another transport: only how the body travels differs. Loaded with the first upload.
  const { fetchWithProgress } = await import('./upload-request');
  const withProgress = fetchBaseQuery({
    ...fetchOptions,
    fetchFn: fetchWithProgress(request.body as XMLHttpRequestBodyInit, onProgress),
  });
  return withProgress(request, queryApi, extraOptions);
};

/**
 * A 304 is the answer the portal already holds, returned as if it were a 200 (fetchBaseQuery's `validateStatus` takes
 * only 2xx, so it would be an error); a 200 with an ETag replaces the held answer, one without drops it.
 */
const withRememberedAnswers: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  const { request, response } = result.meta ?? {};
  if (request?.method !== 'GET' || !response) return result;
  if (response.status === 304) {
    const remembered = answers.get(request.url);
    return remembered ? { data: remembered.body, meta: result.meta } : result;
  }
  if (result.error === undefined) {
    const etag = response.headers.get('ETag');
    if (etag) answers.remember(request.url, { etag, body: result.data });
    else answers.forget(request.url);
  }
  return result;
};

/**
 * The one place errors are mapped: a 403 means the session is gone, so the portal logs out and drops cached data. A
 * call that keeps its screen on a 403 (sending a form) leaves that to the sign-in again in place (lib/sign-in-again.ts).
 */
const baseQuery: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await withRememberedAnswers(args, queryApi, extraOptions);
  if (
    result.error?.status === 403 &&
    !keepsScreenOn403(extraOptions) &&
    (queryApi.getState() as StateWithToken).authSession.token !== null
  ) {
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
    'DataExport',
    'Consents',
    'MyRequests',
    'FormDraft',
    'FormDraftList',
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

/**
 * Empties the remembered answers whenever the session ends or changes: signing out, resetting the API state, or a
 * token of another account (a refreshed token of the same account keeps them). No answer of one account reaches
 * another.
 */
export const forgetAnswersOnSessionChange: Middleware<object, StateWithToken> = (store) => (next) => (action) => {
  // Read only for a sign-in: every other action passes through here too, hundreds as the portal starts.
  const before = signedIn.match(action) ? accountOfToken(store.getState().authSession.token) : null;
  const result = next(action);
  const sessionChanged =
    signedOut.match(action) ||
    api.util.resetApiState.match(action) ||
    (signedIn.match(action) && accountOfToken(action.payload) !== before);
  if (sessionChanged) answers.clear();
  return result;
};
