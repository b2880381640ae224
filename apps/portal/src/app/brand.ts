import { type Brand, brandPalette, BrandSchema, DEFAULT_BRAND_COLOUR, DEFAULT_BRAND_NAME } from '@hcp/contracts/brand';
import { useEffect } from 'react';

import { api } from '../lib/api';

const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrand: build.query<Brand, undefined>({
      query: () => 'api/v1/brand',
      responseSchema: __CHECK_API_ANSWERS__ ? BrandSchema : undefined,
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

/** The portal's own brand, shown until (and unless) the brand call answers. */
export const DEFAULT_BRAND: Brand = { name: DEFAULT_BRAND_NAME, primaryColour: DEFAULT_BRAND_COLOUR, logo: null };

/** Sets the stylesheet's three brand tokens from the brand's colour (styles.css reads only these). */
export function applyBrandColour(root: HTMLElement, colour: string): void {
  const palette = brandPalette(colour);
  root.style.setProperty('--colour-brand', palette.brand);
  root.style.setProperty('--colour-brand-dark', palette.brandDark);
  root.style.setProperty('--colour-brand-surface', palette.brandSurface);
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
