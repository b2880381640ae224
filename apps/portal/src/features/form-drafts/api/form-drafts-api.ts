import { type FormDraftList, FormDraftListSchema } from '@hcp/contracts/form-drafts';

import { api } from '../../../lib/api';

/** The signed-in account's saved form drafts, across forms: to list them and discard one. */
export const savedDraftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedDrafts: build.query<FormDraftList, undefined>({
      query: () => 'api/v1/account/drafts',
      responseSchema: __CHECK_API_ANSWERS__ ? FormDraftListSchema : undefined,
      providesTags: ['FormDraftList'],
    }),
    discardSavedDraft: build.mutation<null, string>({
      query: (slug) => ({ url: `api/v1/forms/${encodeURIComponent(slug)}/draft`, method: 'DELETE' }),
      // The form's own screen asks for its draft again, so it never offers a deleted one.
      invalidatesTags: (_result, _error, slug) => ['FormDraftList', { type: 'FormDraft', id: slug }],
    }),
  }),
});

export const { useGetSavedDraftsQuery, useDiscardSavedDraftMutation } = savedDraftsApi;
