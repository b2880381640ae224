import { type RecentlyViewed, type RecentlyViewedInput, RecentlyViewedSchema } from '@hcp/contracts/dashboard';

import { api } from '../../../lib/api';

/**
 * What the user opened: noted by every item's screen (record-view.tsx), listed by the dashboard's widget. Apart from
 * the dashboard's endpoints, whose schema check on saving would bring zod into every screen's first load.
 */
export const recentlyViewedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentlyViewed: build.query<RecentlyViewed, undefined>({
      query: () => 'api/v1/account/recently-viewed',
      responseSchema: __CHECK_API_ANSWERS__ ? RecentlyViewedSchema : undefined,
      providesTags: ['RecentlyViewed'],
    }),
    /** Fire and forget: the portal notes what the user opened; a failure is of no concern to them. */
    recordView: build.mutation<unknown, RecentlyViewedInput>({
      query: (input) => ({ url: 'api/v1/account/recently-viewed', method: 'POST', body: input }),
      invalidatesTags: (_result, error) => (error ? [] : ['RecentlyViewed']),
    }),
  }),
});

export const { useGetRecentlyViewedQuery, useRecordViewMutation } = recentlyViewedApi;
