import { type Dashboard, DashboardSchema } from '@hcp/contracts/dashboard';

import { api } from '../../../lib/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, undefined>({
      query: () => 'api/v1/account/dashboard',
      responseSchema: __CHECK_API_ANSWERS__ ? DashboardSchema : undefined,
      providesTags: ['Dashboard'],
    }),
  }),
});

/**
 * The dashboard as home reads it. Saving a change is in dashboard-update-api.ts, loaded with the customise controls: it
 * checks the server's answer with the contract's schema, and home's start does without zod (issue 16).
 */
export const { useGetDashboardQuery } = dashboardApi;
