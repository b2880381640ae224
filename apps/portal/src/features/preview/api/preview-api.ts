import { type Preview, type PreviewParams, PreviewSchema } from '@hcp/contracts/preview';

import { api } from '../../../lib/api';

export const previewApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The admin's session cookie authenticates it; nothing is kept once the preview closes, and every save refetches.
    getPreview: build.query<Preview, PreviewParams>({
      query: ({ collection, id }) => `api/v1/preview/${collection}/${id}`,
      responseSchema: __CHECK_API_ANSWERS__ ? PreviewSchema : undefined,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPreviewQuery } = previewApi;
