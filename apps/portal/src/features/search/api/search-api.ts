import { type SearchArea, type SearchResults, SearchResultsSchema } from '@hcp/contracts/search';

import { api } from '../../../lib/api';

export type SearchArgs = { q: string; area: SearchArea | undefined; page: number };

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResults, SearchArgs>({
      query: ({ q, area, page }) => ({
        url: 'api/v1/search',
        params: area ? { q, area, page, perPage: 20 } : { q, page, perPage: 20 },
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? SearchResultsSchema : undefined,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
