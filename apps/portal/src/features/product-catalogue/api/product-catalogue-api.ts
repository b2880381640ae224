import {
  type CatalogueProduct,
  CatalogueProductSchema,
  type ProductCataloguePage,
  ProductCataloguePageSchema,
  type ProductCatalogueQuery,
} from '@hcp/contracts/product-catalogue';

import { api } from '../../../lib/api';

export const productCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProductCatalogue: build.query<ProductCataloguePage, Partial<ProductCatalogueQuery>>({
      query: ({ page, perPage, q, therapeuticArea, form, presentation }) => ({
        url: 'api/v1/product-catalogue',
        params: { page, perPage, q, therapeuticArea, form, presentation },
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? ProductCataloguePageSchema : undefined,
    }),
    getCatalogueProduct: build.query<CatalogueProduct, string>({
      query: (slug) => `api/v1/product-catalogue/${encodeURIComponent(slug)}`,
      responseSchema: __CHECK_API_ANSWERS__ ? CatalogueProductSchema : undefined,
    }),
  }),
});

export const { useSearchProductCatalogueQuery, useGetCatalogueProductQuery } = productCatalogueApi;
