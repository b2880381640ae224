import { type Message, MessageSchema } from '@hcp/contracts/account';
import {
  type AccountDeletion,
  type ConsentList,
  ConsentListSchema,
  type ConsentWithdrawal,
  type DataExportStarted,
  DataExportStartedSchema,
  type DataExportStatus,
  DataExportStatusSchema,
  type LatestDataExport,
  LatestDataExportSchema,
} from '@hcp/contracts/privacy';

import { api } from '../../../lib/api';
import { KEEP_SCREEN_ON_403 } from '../../../lib/sign-in-again';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLatestDataExport: build.query<LatestDataExport, undefined>({
      query: () => 'api/v1/account/export',
      responseSchema: __CHECK_API_ANSWERS__ ? LatestDataExportSchema : undefined,
      providesTags: ['DataExport'],
    }),
    getDataExport: build.query<DataExportStatus, number>({
      query: (id) => `api/v1/account/export/${String(id)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? DataExportStatusSchema : undefined,
      providesTags: (_result, _error, id) => [{ type: 'DataExport', id }],
    }),
    startDataExport: build.mutation<DataExportStarted, undefined>({
      query: () => ({ url: 'api/v1/account/export', method: 'POST' }),
      responseSchema: __CHECK_API_ANSWERS__ ? DataExportStartedSchema : undefined,
      invalidatesTags: ['DataExport'],
    }),
    /** The ZIP comes through the authorised call (the token never goes in a URL) and becomes a blob URL to save. */
    downloadDataExport: build.mutation<string, string>({
      query: (path) => ({
        url: path,
        headers: { Accept: 'application/zip' },
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown),
      }),
    }),
    getConsents: build.query<ConsentList, undefined>({
      query: () => 'api/v1/account/consents',
      responseSchema: __CHECK_API_ANSWERS__ ? ConsentListSchema : undefined,
      providesTags: ['Consents'],
    }),
    withdrawConsent: build.mutation<ConsentList, ConsentWithdrawal>({
      query: (body) => ({ url: 'api/v1/account/consents/withdraw', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? ConsentListSchema : undefined,
      // The analytics choice and the notification switches elsewhere on the page change with it.
      invalidatesTags: ['AnalyticsConsent', 'NotificationPreferences'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(privacyApi.util.upsertQueryData('getConsents', undefined, data));
      },
    }),
    /** A 403 keeps the confirmation on the screen: the person signs in again over it (components/delete-account.tsx). */
    deleteAccount: build.mutation<Message, AccountDeletion>({
      query: (body) => ({ url: 'api/v1/account/delete', method: 'POST', body }),
      extraOptions: KEEP_SCREEN_ON_403,
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
  }),
});

export const {
  useGetLatestDataExportQuery,
  useGetDataExportQuery,
  useStartDataExportMutation,
  useDownloadDataExportMutation,
  useGetConsentsQuery,
  useWithdrawConsentMutation,
  useDeleteAccountMutation,
} = privacyApi;
