import {
  type Message,
  MessageSchema,
  type PasswordResetRequest,
  type ProcessPasswordReset,
  type RegisterRequest,
  type VerifyEmailRequest,
  type VerifyEmailResponse,
  VerifyEmailResponseSchema,
} from '@hcp/contracts/account';
import { type TokenResponse, TokenResponseSchema } from '@hcp/contracts/auth';
import type { PushUnsubscribe } from '@hcp/contracts/push';
import { type SsoSignOut, SsoSignOutSchema } from '@hcp/contracts/sso';

import { api } from '../../../lib/api';

/** The auth calls of the signed-in portal; the sign-in itself is api/request-token.ts, which needs no store. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    refreshToken: build.mutation<TokenResponse, undefined>({
      query: () => ({ url: 'jwt-auth/v1/token/refresh', method: 'POST' }),
      responseSchema: __CHECK_API_ANSWERS__ ? TokenResponseSchema : undefined,
    }),
    /** Called on sign-out, with the token still present, for this browser's push subscription. */
    unsubscribePush: build.mutation<Message, PushUnsubscribe>({
      query: (body) => ({ url: 'wb-push-notifications/v1/push/unsubscribe', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    /**
     * Called on sign-out, with the token still present, for an account that signed in through an organisation: where
     * the browser goes afterwards to end the organisation's session too (a SAML single logout, or `sso/{id}/logout`).
     */
    organisationSignOut: build.mutation<SsoSignOut, string>({
      query: (provider) => ({ url: `sso/${encodeURIComponent(provider)}/logout`, method: 'POST' }),
      responseSchema: __CHECK_API_ANSWERS__ ? SsoSignOutSchema : undefined,
    }),
    logoutEverywhere: build.mutation<Message, undefined>({
      query: () => ({ url: 'api/v1/account/logout', method: 'POST' }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    register: build.mutation<Message, RegisterRequest>({
      query: (registration) => ({ url: 'api/v1/account/register', method: 'POST', body: registration }),
      responseSchema: __CHECK_API_ANSWERS__ ? MessageSchema : undefined,
    }),
    verifyEmail: build.mutation<VerifyEmailResponse, VerifyEmailRequest>({
      query: (body) => ({ url: 'api/v1/account/verify-email', method: 'POST', body }),
      responseSchema: __CHECK_API_ANSWERS__ ? VerifyEmailResponseSchema : undefined,
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
  useRefreshTokenMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useRequestPasswordResetMutation,
  useProcessPasswordResetMutation,
} = authApi;
