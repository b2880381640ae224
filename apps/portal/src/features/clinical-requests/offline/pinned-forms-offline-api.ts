import {
  type FormDefinition,
  FormDefinitionSchema,
  type PinnedClinicalRequests,
  PinnedClinicalRequestsSchema,
} from '@hcp/contracts/forms';

import { api } from '../../../lib/api';
import { conditionalRequest, type OfflineItemRead, type TaggedAnswer, taggedAnswer } from '../../../lib/offline-sync';

/**
 * The reads of the pinned forms' offline refresh (docs/offline.md), through the API slice: its base query, its
 * sign-out on a 403 and its contract check. Kept in the store no longer than the refresh needs them.
 */
export const pinnedFormsOfflineApi = api.injectEndpoints({
  endpoints: (build) => ({
    offlinePinnedForms: build.query<PinnedClinicalRequests, string>({
      query: (token) => conditionalRequest('api/v1/account/pinned-clinical-requests', token),
      responseSchema: __CHECK_API_ANSWERS__ ? PinnedClinicalRequestsSchema : undefined,
      keepUnusedDataFor: 0,
    }),
    offlineFormDefinition: build.query<TaggedAnswer<FormDefinition>, OfflineItemRead>({
      query: ({ slug, etag, token }) => conditionalRequest(`api/v1/forms/${encodeURIComponent(slug)}`, token, etag),
      rawResponseSchema: __CHECK_API_ANSWERS__ ? FormDefinitionSchema : undefined,
      transformResponse: taggedAnswer<FormDefinition>,
      keepUnusedDataFor: 0,
    }),
  }),
});
