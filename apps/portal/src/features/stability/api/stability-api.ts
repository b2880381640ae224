import {
  type StabilityProduct,
  type StabilityProductPage,
  StabilityProductPageSchema,
  StabilityProductSchema,
} from '@hcp/contracts/stability';

import { api } from '../../../lib/api';

export type StabilityListArgs = { q: string; page: number; perPage: number };

export const stabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStabilityProducts: build.query<StabilityProductPage, StabilityListArgs>({
      query: ({ q, page, perPage }) => ({
        url: 'api/v1/stability',
        params: { ...(q ? { q } : {}), page, perPage },
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? StabilityProductPageSchema : undefined,
    }),
    getStabilityProduct: build.query<StabilityProduct, string>({
      query: (slug) => `api/v1/stability/${encodeURIComponent(slug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? StabilityProductSchema : undefined,
    }),
  }),
});

export const { useListStabilityProductsQuery, useGetStabilityProductQuery } = stabilityApi;
