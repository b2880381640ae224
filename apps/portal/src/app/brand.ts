import { type Brand, BrandSchema } from '@hcp/contracts/brand';
import { useEffect } from 'react';

import { api } from '../lib/api';
import { applyBrandColour, DEFAULT_BRAND } from './page-brand';
import type { AppStore } from './store';

export { applyBrandColour, DEFAULT_BRAND } from './page-brand';

const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrand: build.query<Brand, undefined>({
      query: () => 'api/v1/brand',
      responseSchema: __CHECK_API_ANSWERS__ ? BrandSchema : undefined,
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

/**
 * The brand the server wrote into the page (the sign-in page's, app/page-brand.ts) becomes the brand call's answer, so
 * the portal that takes over from that page draws the same brand at once instead of the default until it asks again.
 */
export function seedBrand(store: AppStore, brand: Brand): void {
  store.dispatch(brandApi.util.upsertQueryEntries([{ endpointName: 'getBrand', arg: undefined, value: brand }]));
}

/**
 * The brand editors set in the CMS (name, logo, colour), applied to the page: the colour to the brand tokens, the
 * name to the header and the tab. A failed call keeps the portal's own brand; nothing else waits for it.
 */
export function useBrand(): Brand {
  const { data } = brandApi.useGetBrandQuery(undefined);
  const brand = data ?? DEFAULT_BRAND;
  useEffect(() => {
    applyBrandColour(document.documentElement, brand.primaryColour);
  }, [brand.primaryColour]);
  return brand;
}
