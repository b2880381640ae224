import { type Message, MessageSchema } from '@hcp/contracts/account';
import {
  type NotificationPreferences,
  NotificationPreferencesSchema,
  type NotificationPreferencesUpdate,
  type PushPublicKey,
  PushPublicKeySchema,
} from '@hcp/contracts/push';

import { api } from '../../../lib/api';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKey, undefined>({
      query: () => 'wb-push-notifications/v1/push/public-key',
      responseSchema: __CHECK_API_ANSWERS__ ? PushPublicKeySchema : undefined,
    }),
    subscribePush: build.mutation<Message, PushSubscriptionJSON>({
      query: (subscription) => ({ url: 'wb-push-notifications/v1/push/subscribe', method: 'POST', body: subscription }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
      // A browser's first yes to notifications gives consent to the areas that are on.
      invalidatesTags: ['Consents'],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, undefined>({
      query: () => 'api/v1/account/notifications',
      responseSchema: __CHECK_API_ANSWERS__ ? NotificationPreferencesSchema : undefined,
      providesTags: ['NotificationPreferences'],
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferencesUpdate>({
      query: (body) => ({ url: 'api/v1/account/notifications', method: 'PUT', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? NotificationPreferencesSchema : undefined,
      // Each switch is a consent given or withdrawn: the account page's records list it.
      invalidatesTags: ['Consents'],
      // The switch moves at once; a failed call puts it back (the component says so).
      async onQueryStarted({ off }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) => {
            for (const item of draft.areas) item.enabled = !off.includes(item.area);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetNotificationPreferencesQuery,
  useGetPushPublicKeyQuery,
  useSubscribePushMutation,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;
