import { type PublicPage, PublicPageSchema, type PublicPageSlug } from '@hcp/contracts/pages';

import { api } from '../../../lib/api';

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicPage: build.query<PublicPage, PublicPageSlug>({
      query: (slug) => `api/v1/pages/${slug}`,
      responseSchema: __CHECK_API_ANSWERS__ ? PublicPageSchema : undefined,
    }),
  }),
});

export const { useGetPublicPageQuery } = pagesApi;
