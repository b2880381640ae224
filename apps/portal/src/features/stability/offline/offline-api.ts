import { type StarredProducts, StarredProductsSchema } from '@hcp/contracts/dashboard';
import { type StabilityProduct, StabilityProductSchema } from '@hcp/contracts/stability';
import { type ProductYSite, ProductYSiteSchema } from '@hcp/contracts/y-site';

import { api } from '../../../lib/api';
import { conditionalRequest, type OfflineItemRead, type TaggedAnswer, taggedAnswer } from '../../../lib/offline-sync';

/**
 * The reads of the offline copies' refresh (docs/offline.md), through the API slice: its base query, its sign-out on
 * a 403 and its contract check. Kept apart from the screens' endpoints, so that the layout that runs the refresh loads
 * no stability screen code, and kept in the store no longer than the refresh needs them.
 */
export const stabilityOfflineApi = api.injectEndpoints({
  endpoints: (build) => ({
    offlineStarredProducts: build.query<StarredProducts, string>({
      query: (token) => conditionalRequest('api/v1/account/starred-stability', token),
      responseSchema: __CHECK_API_ANSWERS__ ? StarredProductsSchema : undefined,
      keepUnusedDataFor: 0,
    }),
    offlineStabilityProduct: build.query<TaggedAnswer<StabilityProduct>, OfflineItemRead>({
      query: ({ slug, etag, token }) => conditionalRequest(`api/v1/stability/${encodeURIComponent(slug)}`, token, etag),
      rawResponseSchema: __CHECK_API_ANSWERS__ ? StabilityProductSchema : undefined,
      transformResponse: taggedAnswer<StabilityProduct>,
      keepUnusedDataFor: 0,
    }),
    offlineProductYSite: build.query<TaggedAnswer<ProductYSite>, OfflineItemRead>({
      query: ({ slug, etag, token }) =>
        conditionalRequest(`api/v1/stability/${encodeURIComponent(slug)}/y-site`, token, etag),
      rawResponseSchema: __CHECK_API_ANSWERS__ ? ProductYSiteSchema : undefined,
      transformResponse: taggedAnswer<ProductYSite>,
      keepUnusedDataFor: 0,
    }),
  }),
});
