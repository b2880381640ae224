import {
  type FormSummary,
  type PinnedClinicalRequests,
  PinnedClinicalRequestsSchema,
  type PinnedClinicalRequestsUpdate,
} from '@hcp/contracts/forms';

import { api } from '../../../lib/api';
import { messageOf } from '../../../lib/errors';
import { requestCopiesRefresh } from '../../../lib/offline-copies';
import { showToast } from '../../../lib/show-toast';
import { clinicalRequestsTexts } from '../texts';

export const pinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPinnedClinicalRequests: build.query<PinnedClinicalRequests, undefined>({
      query: () => 'api/v1/account/pinned-clinical-requests',
      responseSchema: __CHECK_API_ANSWERS__ ? PinnedClinicalRequestsSchema : undefined,
    }),
    /** Sends the whole new pinned list; the list shows at once and goes back, with an error toast, if the call fails. */
    updatePinnedClinicalRequests: build.mutation<PinnedClinicalRequests, { pinned: FormSummary[] }>({
      query: ({ pinned }) => ({
        url: 'api/v1/account/pinned-clinical-requests/update',
        method: 'PATCH',
        body: { pinned: pinned.map((form) => form.id) } satisfies PinnedClinicalRequestsUpdate,
      }),
      responseSchema: __CHECK_API_ANSWERS__ ? PinnedClinicalRequestsSchema : undefined,
      async onQueryStarted({ pinned }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          pinsApi.util.updateQueryData('getPinnedClinicalRequests', undefined, (draft) => {
            draft.pinned = pinned;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(pinsApi.util.upsertQueryData('getPinnedClinicalRequests', undefined, data));
          // A pinned form is kept to read offline, an unpinned one no longer (docs/offline.md).
          requestCopiesRefresh();
        } catch (failure) {
          patch.undo();
          const error = (failure as { error?: Parameters<typeof messageOf>[0] }).error;
          void dispatch(
            showToast({
              variant: 'error',
              title: clinicalRequestsTexts.pins.failed,
              text: messageOf(error, clinicalRequestsTexts.pins.failedText),
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetPinnedClinicalRequestsQuery, useUpdatePinnedClinicalRequestsMutation } = pinsApi;
