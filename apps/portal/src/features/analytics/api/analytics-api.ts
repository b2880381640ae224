import {
  type AnalyticsConsent,
  AnalyticsConsentSchema,
  type AnalyticsConsentUpdate,
} from '@hcp/contracts/observability';

import { api } from '../../../lib/api';

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsConsent: build.query<AnalyticsConsent, undefined>({
      query: () => 'api/v1/account/analytics-consent',
      responseSchema: __CHECK_API_ANSWERS__ ? AnalyticsConsentSchema : undefined,
      providesTags: ['AnalyticsConsent'],
    }),
    updateAnalyticsConsent: build.mutation<AnalyticsConsent, AnalyticsConsentUpdate>({
      query: (body) => ({ url: 'api/v1/account/analytics-consent', method: 'PUT', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? AnalyticsConsentSchema : undefined,
      // The account page's consent records list the change with its date.
      invalidatesTags: ['Consents'],
      // Nothing starts before the server has recorded the choice: the cache takes the server's answer only.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(analyticsApi.util.upsertQueryData('getAnalyticsConsent', undefined, data));
      },
    }),
  }),
});

export const { useGetAnalyticsConsentQuery, useUpdateAnalyticsConsentMutation } = analyticsApi;
