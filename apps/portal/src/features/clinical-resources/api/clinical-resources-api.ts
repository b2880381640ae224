import {
  type ClinicalResource,
  type ClinicalResourceList,
  ClinicalResourceListSchema,
  ClinicalResourceSchema,
} from '@hcp/contracts/clinical-resources';

import { api } from '../../../lib/api';

type PageArgs = { page: number; perPage?: number };

const pageQuery = ({ page, perPage }: PageArgs) =>
  new URLSearchParams({ page: String(page), ...(perPage ? { perPage: String(perPage) } : {}) }).toString();

export const clinicalResourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClinicalResources: build.query<ClinicalResourceList, PageArgs>({
      query: (args) => `api/v1/clinical-resources?${pageQuery(args)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? ClinicalResourceListSchema : undefined,
    }),
    getClinicalResource: build.query<ClinicalResource, string>({
      query: (idOrSlug) => `api/v1/clinical-resource/${encodeURIComponent(idOrSlug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? ClinicalResourceSchema : undefined,
    }),
    getClinicalResourceChildren: build.query<ClinicalResourceList, PageArgs & { idOrSlug: string }>({
      query: ({ idOrSlug, ...args }) =>
        `api/v1/clinical-resource-children/${encodeURIComponent(idOrSlug)}?${pageQuery(args)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? ClinicalResourceListSchema : undefined,
    }),
  }),
});

export const { useGetClinicalResourcesQuery, useGetClinicalResourceQuery, useGetClinicalResourceChildrenQuery } =
  clinicalResourcesApi;
