import { type QuickLinkGroupPage, QuickLinkGroupPageSchema } from '@hcp/contracts/quick-links';

import { api } from '../../../lib/api';

export const quickLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuickLinks: build.query<QuickLinkGroupPage, { page: number }>({
      query: ({ page }) => ({ url: 'api/v1/quick-links', params: { page, perPage: 20 } }),
      responseSchema: __CHECK_API_ANSWERS__ ? QuickLinkGroupPageSchema : undefined,
    }),
  }),
});

export const { useGetQuickLinksQuery } = quickLinksApi;
