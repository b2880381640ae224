import {
  type CpdEntry,
  type CpdEntryInput,
  type CpdEntryPatch,
  CpdEntrySchema,
  type CpdExportFormat,
  type CpdLog,
  CpdLogSchema,
  type CpdPeriod,
} from '@hcp/contracts/cpd-log';

import { api } from '../../../lib/api';
import { KEEP_SCREEN_ON_403 } from '../../../lib/sign-in-again';

const PER_PAGE = 20;

export const cpdLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCpdLog: build.query<CpdLog, CpdPeriod & { page: number }>({
      query: ({ from, to, page }) => ({ url: 'api/v1/cpd-log', params: { from, to, page, perPage: PER_PAGE } }),
      responseSchema: __CHECK_API_ANSWERS__ ? CpdLogSchema : undefined,
      providesTags: ['CpdLog'],
    }),
    addCpdEntry: build.mutation<CpdEntry, CpdEntryInput>({
      query: (entry) => ({ url: 'api/v1/cpd-log', method: 'POST', body: entry }),
      responseSchema: __CHECK_API_ANSWERS__ ? CpdEntrySchema : undefined,
      // A 403 keeps the entry form on the screen: the person signs in again over it (lib/sign-in-again.ts). Only a
      // saved entry reloads the log: a reload after a session's 403 would answer 403 too, and sign out.
      extraOptions: KEEP_SCREEN_ON_403,
      invalidatesTags: (entry) => (entry ? ['CpdLog'] : []),
    }),
    updateCpdEntry: build.mutation<CpdEntry, { id: number; changes: CpdEntryPatch }>({
      query: ({ id, changes }) => ({ url: `api/v1/cpd-log/${String(id)}`, method: 'PATCH', body: changes }),
      responseSchema: __CHECK_API_ANSWERS__ ? CpdEntrySchema : undefined,
      extraOptions: KEEP_SCREEN_ON_403,
      invalidatesTags: (entry) => (entry ? ['CpdLog'] : []),
    }),
    deleteCpdEntry: build.mutation<unknown, CpdEntry>({
      query: ({ id }) => ({ url: `api/v1/cpd-log/${String(id)}`, method: 'DELETE' }),
      // A deleted completion makes its education item completable again.
      invalidatesTags: (_result, _error, entry) =>
        entry.educationItem ? ['CpdLog', { type: 'EducationItem', id: entry.educationItem.id }] : ['CpdLog'],
    }),
    /** The export comes through the authorised call and becomes a blob URL to save. */
    exportCpdLog: build.mutation<string, CpdPeriod & { format: CpdExportFormat }>({
      query: ({ format, from, to }) => ({
        url: 'api/v1/cpd-log/export',
        params: { format, from, to },
        headers: { Accept: format === 'csv' ? 'text/csv' : 'application/pdf' },
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown),
      }),
    }),
  }),
});

export const {
  useGetCpdLogQuery,
  useAddCpdEntryMutation,
  useUpdateCpdEntryMutation,
  useDeleteCpdEntryMutation,
  useExportCpdLogMutation,
} = cpdLogApi;
