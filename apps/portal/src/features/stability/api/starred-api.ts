import { type StarredProducts, StarredProductsSchema } from '@hcp/contracts/dashboard';

import { api } from '../../../lib/api';
import { messageOf } from '../../../lib/errors';
import { requestCopiesRefresh } from '../../../lib/offline-copies';
import { showToast } from '../../../lib/show-toast';
import { stabilityTexts } from '../texts';

export const starredApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStarredProducts: build.query<StarredProducts, undefined>({
      query: () => 'api/v1/account/starred-stability',
      responseSchema: __CHECK_API_ANSWERS__ ? StarredProductsSchema : undefined,
      providesTags: ['StarredStability'],
    }),
    /** Stars or unstars a product by slug; the answer is the caller's starred list as it now is. */
    setStarred: build.mutation<StarredProducts, { slug: string; starred: boolean }>({
      query: ({ slug, starred }) => ({
        url: `api/v1/account/starred-stability/${encodeURIComponent(slug)}`,
        method: starred ? 'PUT' : 'DELETE',
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? StarredProductsSchema : undefined,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            starredApi.util.upsertQueryEntries([{ endpointName: 'getStarredProducts', arg: undefined, value: data }]),
          );
          // A starred product is kept offline, an unstarred one no longer (docs/offline.md).
          requestCopiesRefresh();
        } catch (failure) {
          const { error } = failure as { error?: Parameters<typeof messageOf>[0] };
          void dispatch(
            showToast({
              variant: 'error',
              title: stabilityTexts.star.failed,
              text: messageOf(error, stabilityTexts.star.failedText),
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetStarredProductsQuery, useSetStarredMutation } = starredApi;
