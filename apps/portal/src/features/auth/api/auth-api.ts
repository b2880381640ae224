import { type Account, AccountSchema } from '@hcp/contracts/account';
import { type TokenRequest, type TokenResponse, TokenResponseSchema } from '@hcp/contracts/auth';

import { api } from '../../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestToken: build.mutation<TokenResponse, TokenRequest>({
      query: (credentials) => ({ url: 'jwt-auth/v1/token', method: 'POST', body: credentials }),
      responseSchema: TokenResponseSchema,
    }),
    getAccount: build.query<Account, undefined>({
      query: () => 'api/v1/account',
      responseSchema: AccountSchema,
      providesTags: ['Account'],
    }),
  }),
});

export const { useRequestTokenMutation, useGetAccountQuery } = authApi;
