import { type MyRequest, MyRequestSchema, type MyRequests, MyRequestsSchema } from '@hcp/contracts/requests';

import { api } from '../../../lib/api';

export const myRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyRequests: build.query<MyRequests, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/v1/account/requests', params: { page, perPage } }),
      responseSchema: __CHECK_API_ANSWERS__ ? MyRequestsSchema : undefined,
      providesTags: [{ type: 'MyRequests', id: 'LIST' }],
    }),
    getMyRequest: build.query<MyRequest, string>({
      query: (reference) => `api/v1/account/requests/${encodeURIComponent(reference)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? MyRequestSchema : undefined,
      providesTags: (_result, _error, reference) => [{ type: 'MyRequests', id: reference }],
    }),
    withdrawMyRequest: build.mutation<MyRequest, string>({
      query: (reference) => ({
        url: `api/v1/account/requests/${encodeURIComponent(reference)}/withdraw`,
        method: 'POST',
        body: {},
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? MyRequestSchema : undefined,
      // The answer is the request as it now is: the page shows it at once; the list refetches.
      invalidatesTags: [{ type: 'MyRequests', id: 'LIST' }],
      onQueryStarted: async (reference, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          void dispatch(myRequestsApi.util.upsertQueryData('getMyRequest', reference, data));
        } catch {
          // The mutation's own result carries the failure to the screen.
        }
      },
    }),
    /** A file the person sent, through the authorised call; the answer becomes a blob URL to save. */
    downloadRequestFile: build.mutation<string, number>({
      query: (id) => ({
        url: `api/v1/form-uploads/${String(id)}`,
        headers: { Accept: '*/*' },
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown),
      }),
    }),
  }),
});

export const {
  useGetMyRequestsQuery,
  useGetMyRequestQuery,
  useWithdrawMyRequestMutation,
  useDownloadRequestFileMutation,
} = myRequestsApi;
