import {
  type Message,
  MessageSchema,
  type PasswordResetRequest,
  type ProcessPasswordReset,
  type RegisterRequest,
} from '@hcp/contracts/account';
import { type TokenMfaRequest, type TokenRequest, type TokenResponse, TokenResponseSchema } from '@hcp/contracts/auth';
import type { PushUnsubscribe } from '@hcp/contracts/push';

import { api } from '../../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestToken: build.mutation<TokenResponse, TokenRequest>({
      query: (credentials) => ({ url: 'jwt-auth/v1/token', method: 'POST', body: credentials }),
      responseSchema: __CHECK_API_ANSWERS__ ? TokenResponseSchema : undefined,
    }),
    /** The code step of a two-step sign-in: the challenge the password step answered, and a code. */
    completeMfaSignIn: build.mutation<TokenResponse, TokenMfaRequest>({
      query: (body) => ({ url: 'jwt-auth/v1/token/mfa', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? TokenResponseSchema : undefined,
    }),
    refreshToken: build.mutation<TokenResponse, undefined>({
      query: () => ({ url: 'jwt-auth/v1/token/refresh', method: 'POST' }),
      responseSchema: __CHECK_API_ANSWERS__ ? TokenResponseSchema : undefined,
    }),
    /** Called on sign-out, with the token still present, for this browser's push subscription. */
    unsubscribePush: build.mutation<Message, PushUnsubscribe>({
      query: (body) => ({ url: 'wb-push-notifications/v1/push/unsubscribe', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    logoutEverywhere: build.mutation<Message, undefined>({
      query: () => ({ url: 'api/v1/account/logout', method: 'POST' }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    register: build.mutation<Message, RegisterRequest>({
      query: (registration) => ({ url: 'api/v1/account/register', method: 'POST', body: registration }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    verifyEmail: build.mutation<Message, { token: string }>({
      query: (body) => ({ url: 'api/v1/account/verify-email', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    requestPasswordReset: build.mutation<Message, PasswordResetRequest>({
      query: (body) => ({ url: 'api/v1/account/request-password-reset', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    processPasswordReset: build.mutation<Message, ProcessPasswordReset>({
      query: (body) => ({ url: 'api/v1/account/process-password-reset', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
  }),
});

export const {
  useRequestTokenMutation,
  useCompleteMfaSignInMutation,
  useRefreshTokenMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useRequestPasswordResetMutation,
  useProcessPasswordResetMutation,
} = authApi;
