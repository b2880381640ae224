import {
  type RequestCategory,
  type RequestCategoryList,
  RequestCategoryListSchema,
  RequestCategorySchema,
} from '@hcp/contracts/forms';

import { api } from '../../../lib/api';

export const clinicalRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRequestCategories: build.query<RequestCategoryList, undefined>({
      query: () => 'api/v1/clinical-requests',
      responseSchema: RequestCategoryListSchema,
    }),
    getRequestCategory: build.query<RequestCategory, string>({
      query: (category) => `api/v1/clinical-requests/${encodeURIComponent(category)}`,
      responseSchema: RequestCategorySchema,
    }),
  }),
});

export const { useGetRequestCategoriesQuery, useGetRequestCategoryQuery } = clinicalRequestsApi;
