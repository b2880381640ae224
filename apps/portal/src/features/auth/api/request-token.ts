import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TokenMfaRequest, TokenRequest, TokenResponse } from '@hcp/contracts/auth';

import { callWithoutStore } from '../../../lib/call-without-store';

export type TokenAnswer = { data: TokenResponse } | { error: FetchBaseQueryError };

/**
 * `POST jwt-auth/v1/token`, without the store: the sign-in page draws and signs in before the portal's Redux store and
 * API slice have loaded (issue 16). Its failures have the API slice's shapes (lib/call-without-store.ts). Development
 * and tests check a 200 against `TokenResponseSchema` (`CUSTOM_ERROR`), as every API answer; a build trusts it
 * (config/env.ts).
 */
export async function requestToken(credentials: TokenRequest): Promise<TokenAnswer> {
  return tokenCall('jwt-auth/v1/token', credentials);
}

/** `POST jwt-auth/v1/token/mfa`, the code step of a two-step sign-in, without the store for the same reason. */
export async function completeMfaSignIn(request: TokenMfaRequest): Promise<TokenAnswer> {
  return tokenCall('jwt-auth/v1/token/mfa', request);
}

async function tokenCall(path: string, body: TokenRequest | TokenMfaRequest): Promise<TokenAnswer> {
  const answer = await callWithoutStore(path, { method: 'POST', body });
  if ('error' in answer) return answer;
  if (__CHECK_API_ANSWERS__) {
    const { TokenResponseSchema } = await import('@hcp/contracts/auth');
    if (!TokenResponseSchema.safeParse(answer.data).success) {
      return {
        error: { status: 'CUSTOM_ERROR', error: "The server's answer to TokenResponseSchema had an unexpected shape." },
      };
    }
  }
  return { data: answer.data as TokenResponse };
}
