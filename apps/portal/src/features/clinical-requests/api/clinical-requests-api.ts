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
      responseSchema: __CHECK_API_ANSWERS__ ? RequestCategoryListSchema : undefined,
    }),
    getRequestCategory: build.query<RequestCategory, string>({
      query: (category) => `api/v1/clinical-requests/${encodeURIComponent(category)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? RequestCategorySchema : undefined,
    }),
  }),
});

export const { useGetRequestCategoriesQuery, useGetRequestCategoryQuery } = clinicalRequestsApi;
