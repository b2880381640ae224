import {
  type Account,
  AccountRolesSchema,
  AccountSchema,
  type AccountUpdate,
  type AccountUpdateResponse,
  AccountUpdateResponseSchema,
  type AccountRoles,
  type ConfirmEmailChangeRequest,
  type Message,
  MessageSchema,
} from '@hcp/contracts/account';

import {
  type TwoFactorConfirmRequest,
  type TwoFactorConfirmResponse,
  TwoFactorConfirmResponseSchema,
  type TwoFactorDisableRequest,
  type TwoFactorSetup,
  type TwoFactorSetupRequest,
  TwoFactorSetupSchema,
} from '@hcp/contracts/two-factor';

import { api } from '../../../lib/api';
import { signedIn } from '../../../lib/auth-session';
import { KEEP_SCREEN_ON_403 } from '../../../lib/sign-in-again';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, undefined>({
      query: () => 'api/v1/account',
      responseSchema: __CHECK_API_ANSWERS__ ? AccountSchema : undefined,
      providesTags: ['Account'],
    }),
    getAccountRoles: build.query<AccountRoles, undefined>({
      query: () => 'api/v1/account/roles',
      responseSchema: __CHECK_API_ANSWERS__ ? AccountRolesSchema : undefined,
      providesTags: ['AccountRoles'],
    }),
    updateAccount: build.mutation<AccountUpdateResponse, AccountUpdate>({
      query: (changes) => ({ url: 'api/v1/account/update', method: 'POST', body: changes }),
      responseSchema: __CHECK_API_ANSWERS__ ? AccountUpdateResponseSchema : undefined,
      // A 403 keeps the account's forms on the screen: the person signs in again over them (lib/sign-in-again.ts).
      extraOptions: KEEP_SCREEN_ON_403,
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A password or email change revokes every earlier token and hands back a new one.
          if (data.token) dispatch(signedIn(data.token));
          void dispatch(accountApi.util.upsertQueryData('getAccount', undefined, data.account));
        } catch {
          // The form shows the error.
        }
      },
    }),
    /** A new TOTP secret for the authenticator app, for the password; nothing changes at sign-in until confirmed. */
    setupTwoFactor: build.mutation<TwoFactorSetup, TwoFactorSetupRequest>({
      query: (body) => ({ url: 'api/v1/account/2fa/setup', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? TwoFactorSetupSchema : undefined,
      extraOptions: KEEP_SCREEN_ON_403,
    }),
    /** The first code turns it on and signs other sessions out; the answer's recovery codes are shown this once. */
    confirmTwoFactor: build.mutation<TwoFactorConfirmResponse, TwoFactorConfirmRequest>({
      query: (body) => ({ url: 'api/v1/account/2fa/confirm', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? TwoFactorConfirmResponseSchema : undefined,
      extraOptions: KEEP_SCREEN_ON_403,
      // Only once done: a reload of the account after a session's 403 would answer 403 too, and sign out.
      invalidatesTags: (answer) => (answer ? ['Account'] : []),
    }),
    disableTwoFactor: build.mutation<Message, TwoFactorDisableRequest>({
      query: (body) => ({ url: 'api/v1/account/2fa/disable', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
      extraOptions: KEEP_SCREEN_ON_403,
      // Only once done: a reload of the account after a session's 403 would answer 403 too, and sign out.
      invalidatesTags: (answer) => (answer ? ['Account'] : []),
    }),
    /** Public: the link to confirm a new address may be opened anywhere, signed in or not. */
    confirmEmailChange: build.mutation<Message, ConfirmEmailChangeRequest>({
      query: (body) => ({ url: 'api/v1/account/confirm-email-change', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
  }),
});

export const {
  useGetAccountQuery,
  useGetAccountRolesQuery,
  useUpdateAccountMutation,
  useConfirmEmailChangeMutation,
  useSetupTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
} = accountApi;
