import type { PageQuery } from '@hcp/contracts/content';
import { type CpdCompleteResponse, CpdCompleteResponseSchema } from '@hcp/contracts/cpd-log';
import {
  type EducationItem,
  EducationItemSchema,
  type EducationParent,
  type EducationParentList,
  EducationParentListSchema,
  EducationParentSchema,
} from '@hcp/contracts/education';

import { api } from '../../../lib/api';

const PER_PAGE = 12;

export const educationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEducationParents: build.query<EducationParentList, Pick<PageQuery, 'page'>>({
      query: ({ page }) => ({ url: 'api/v1/education', params: { page, perPage: PER_PAGE } }),
      responseSchema: __CHECK_API_ANSWERS__ ? EducationParentListSchema : undefined,
    }),
    getEducationParent: build.query<EducationParent, { parent: string; page: number }>({
      query: ({ parent, page }) => ({
        url: `api/v1/education/${encodeURIComponent(parent)}`,
        params: { page, perPage: PER_PAGE },
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? EducationParentSchema : undefined,
    }),
    getEducationItem: build.query<EducationItem, string>({
      query: (single) => `api/v1/education-item/${encodeURIComponent(single)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? EducationItemSchema : undefined,
      providesTags: (item) => (item ? [{ type: 'EducationItem', id: item.id }] : []),
    }),
    completeEducationItem: build.mutation<CpdCompleteResponse, number>({
      query: (educationItem) => ({ url: 'api/v1/cpd-log/complete', method: 'POST', body: { educationItem } }),
      responseSchema: __CHECK_API_ANSWERS__ ? CpdCompleteResponseSchema : undefined,
      // The item now shows its completion, and the log has a new entry.
      invalidatesTags: (_result, _error, id) => [{ type: 'EducationItem', id }, 'CpdLog'],
    }),
  }),
});

export const {
  useGetEducationParentsQuery,
  useGetEducationParentQuery,
  useGetEducationItemQuery,
  useCompleteEducationItemMutation,
} = educationApi;
