import {
  type ImportantUpdate,
  type ImportantUpdatePage,
  ImportantUpdatePageSchema,
  ImportantUpdateSchema,
  type ImportantUpdatesQuery,
} from '@hcp/contracts/important-updates';

import { api } from '../../../lib/api';

export const importantUpdatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImportantUpdates: build.query<ImportantUpdatePage, Partial<ImportantUpdatesQuery>>({
      query: ({ page, perPage, category }) => ({
        url: 'api/v1/important-updates',
        params: { page, perPage, category },
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? ImportantUpdatePageSchema : undefined,
    }),
    getImportantUpdate: build.query<ImportantUpdate, string>({
      query: (slug) => `api/v1/important-update/${encodeURIComponent(slug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? ImportantUpdateSchema : undefined,
    }),
  }),
});

export const { useGetImportantUpdatesQuery, useGetImportantUpdateQuery } = importantUpdatesApi;
