import type { ConcentrationUnit } from '@hcp/contracts/stability';
import { type ProductYSite, ProductYSiteSchema, type YSiteCheck, YSiteCheckSchema } from '@hcp/contracts/y-site';

import { api } from '../../../lib/api';

/** What the check screen asks: our product, the other drugs in the order given, and optionally our concentration. */
export type YSiteCheckArgs = {
  product: string;
  drugs: readonly string[];
  concentration?: { value: number; unit: ConcentrationUnit } | undefined;
};

export const ySiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductYSite: build.query<ProductYSite, string>({
      query: (slug) => `api/v1/stability/${encodeURIComponent(slug)}/y-site`,
      responseSchema: __CHECK_API_ANSWERS__ ? ProductYSiteSchema : undefined,
    }),
    checkYSite: build.query<YSiteCheck, YSiteCheckArgs>({
      query: ({ product, drugs, concentration }) => ({
        url: 'api/v1/y-site',
        params: {
          product,
          drugs: drugs.join(','),
          ...(concentration ? { concentration: concentration.value, unit: concentration.unit } : {}),
        },
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? YSiteCheckSchema : undefined,
    }),
  }),
});

export const { useGetProductYSiteQuery, useCheckYSiteQuery } = ySiteApi;
