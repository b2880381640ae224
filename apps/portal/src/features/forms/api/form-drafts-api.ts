import { type FormDraft, type FormDraftAnswer, type FormDraftBody, FormDraftSchema } from '@hcp/contracts/form-drafts';

import { api } from '../../../lib/api';

const draftPath = (slug: string) => `api/v1/forms/${encodeURIComponent(slug)}/draft`;

export type SaveFormDraftArgs = {
  slug: string;
  body: FormDraftBody;
  /** New files of each file field; sent as multipart parts named after the field. */
  files: Record<string, File[]>;
};

/** The signed-in account's saved draft of one form: read it to resume, save it, discard it. */
export const formDraftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFormDraft: build.query<FormDraft | null, string>({
      query: draftPath,
      transformResponse: (answer: FormDraftAnswer) => answer.draft,
      responseSchema: __CHECK_API_ANSWERS__ ? FormDraftSchema.nullable() : undefined,
      providesTags: (_result, _error, slug) => [{ type: 'FormDraft', id: slug }],
    }),
    saveFormDraft: build.mutation<FormDraft, SaveFormDraftArgs>({
      query: ({ slug, body, files }) => {
        const parts = Object.entries(files).filter(([, list]) => list.length > 0);
        if (parts.length === 0) return { url: draftPath(slug), method: 'PUT', body };
        const multipart = new FormData();
        multipart.append('draft', JSON.stringify(body));
        for (const [name, list] of parts) for (const file of list) multipart.append(name, file, file.name);
        return { url: draftPath(slug), method: 'PUT', body: multipart };
      },
      responseSchema: __CHECK_API_ANSWERS__ ? FormDraftSchema : undefined,
      invalidatesTags: ['FormDraftList'],
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(formDraftsApi.util.upsertQueryData('getFormDraft', slug, data));
      },
    }),
    discardFormDraft: build.mutation<null, string>({
      query: (slug) => ({ url: draftPath(slug), method: 'DELETE' }),
      invalidatesTags: ['FormDraftList'],
      async onQueryStarted(slug, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) void dispatch(formDraftsApi.util.upsertQueryData('getFormDraft', slug, null));
      },
    }),
  }),
});

export const { useGetFormDraftQuery, useSaveFormDraftMutation, useDiscardFormDraftMutation } = formDraftsApi;
