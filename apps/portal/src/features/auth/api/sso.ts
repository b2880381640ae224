import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TokenResponse } from '@hcp/contracts/auth';
import type { SsoDiscoverResponse, SsoLinkInfo, SsoProviderSummary, SsoProvidersResponse } from '@hcp/contracts/sso';

import { callWithoutStore } from '../../../lib/call-without-store';

type Answer<T> = { data: T } | { error: FetchBaseQueryError };

/**
 * The calls of signing in through an organisation, without the store: like the password sign-in, they run on the
 * sign-in page and the finishing page before the portal's store has loaded. The server validates every body with the
 * contracts' schemas; its answers are read as the API slice reads them.
 */
async function call<T>(path: string, body?: unknown): Promise<Answer<T>> {
  const answer = await callWithoutStore(path, body === undefined ? {} : { method: 'POST', body });
  return 'error' in answer ? answer : { data: answer.data as T };
}

/** The organisations professionals may sign in through (none: the sign-in page offers only the password). */
export async function ssoProviders(): Promise<SsoProviderSummary[]> {
  const answer = await call<SsoProvidersResponse>('sso/providers');
  return 'error' in answer ? [] : answer.data.providers;
}

/** The organisation of an address's domain, or null. */
export function discoverOrganisation(email: string): Promise<Answer<SsoDiscoverResponse>> {
  return call('sso/discover', { email });
}

/** Exchanges the one-time code the organisation's sign-in ended with for the portal's token (or a code step). */
export function exchangeSignInCode(code: string): Promise<Answer<TokenResponse>> {
  return call('sso/exchange', { code });
}

/** Which account a link ticket is about. */
export function linkTicketInfo(ticket: string): Promise<Answer<SsoLinkInfo>> {
  return call('sso/link/info', { ticket });
}

/** Links the account to the organisation's sign-in with the account's password, and signs in. */
export function linkWithPassword(ticket: string, password: string): Promise<Answer<TokenResponse>> {
  return call('sso/link', { ticket, password });
}

/** The address that starts an organisation's sign-in: a full page visit, since the provider's page comes next. */
export function startAddress(providerId: string, returnTo: string): string {
  return `/json/sso/${encodeURIComponent(providerId)}/start?returnTo=${encodeURIComponent(returnTo)}`;
}
