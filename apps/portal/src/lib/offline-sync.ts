import type { Account } from '@hcp/contracts/account';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';

import { selectToken } from './auth-session';
import { type AppDispatch, useAppDispatch, useAppSelector } from './hooks';
import {
  accountIdOfToken,
  copiesChanged,
  offlineCopiesSupported,
  type OfflineCopyStore,
  onCopiesRefreshRequested,
  whenIdle,
} from './offline-copies';
import { useOnline } from './online-status';

/** How the API answered a read that named the ETag of a copy kept offline (docs/offline.md). */
export type ConditionalAnswer<T> =
  { kind: 'fresh'; body: T; etag: string | null } | { kind: 'unchanged' } | { kind: 'gone' } | { kind: 'unanswered' };

/** What an offline read's endpoint answers: the body and the ETag it came with. */
export type TaggedAnswer<T> = { body: T; etag: string | null };

/** An offline read of one item: its slug, the kept copy's ETag, and the token the refresh started with. */
export type OfflineItemRead = { slug: string; etag: string | null; token: string };

/**
 * The request of an offline read through the API slice. The copy's ETag goes as `If-None-Match`, and the token the
 * refresh started with as its bearer (the base query keeps one it is given), so an answer read for one account is
 * never saved under another that signed in meanwhile.
 */
export function conditionalRequest(url: string, token: string, etag: string | null = null): FetchArgs {
  return {
    url,
    headers: { Authorization: `Bearer ${token}`, ...(etag ? { 'If-None-Match': etag } : {}) },
    cache: 'no-store',
  };
}

/** An offline read's `transformResponse`: the body with the answer's ETag. */
export const taggedAnswer = <T>(body: T, meta: FetchBaseQueryMeta | undefined): TaggedAnswer<T> => ({
  body,
  etag: meta?.response?.headers.get('ETag') ?? null,
});

/** The answers after which a kept copy must go: withdrawn, no longer published, or no longer this account's. */
const GONE = new Set<unknown>([403, 404, 410]);

/**
 * What an offline read's result means for the kept copy: an answer is `fresh`, 304 `unchanged`, 403, 404 and 410
 * `gone`, and any other failure (no answer, a 5xx, an answer whose shape the contract refuses) `unanswered`. The base
 * query has already done what it does for every call: a 403 signed the session out (lib/api.ts).
 */
export function conditionalAnswerOf<T>(result: {
  data?: TaggedAnswer<T> | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
}): ConditionalAnswer<T> {
  if (result.data !== undefined) {
    // Whatever the build checks of the contract (config/env.ts), nothing but an object is ever kept as a copy.
    const body: unknown = result.data.body;
    if (typeof body !== 'object' || body === null) return { kind: 'unanswered' };
    return { kind: 'fresh', body: result.data.body, etag: result.data.etag };
  }
  const status = result.error && 'status' in result.error ? result.error.status : undefined;
  if (status === 304) return { kind: 'unchanged' };
  return GONE.has(status) ? { kind: 'gone' } : { kind: 'unanswered' };
}

/**
 * The copies' store as a refresh writes it: once the session it started in has ended or changed account (a 403 on one
 * of its reads signs out), it saves nothing more, so a refresh still running never brings back copies the sign-out
 * deleted (lib/offline-copies.ts). Deleting stays allowed.
 */
export function sessionBound<Copy extends { accountId: number; slug: string }>(
  store: OfflineCopyStore<Copy>,
  stillCurrent: () => boolean,
): OfflineCopyStore<Copy> {
  return { ...store, put: (copy) => (stillCurrent() ? store.put(copy) : Promise.resolve()) };
}

/** The session a refresh runs in: the account, the token it started with, and whether that session still lasts. */
export type OfflineSession = { accountId: number; capabilities: string[]; token: string; stillCurrent: () => boolean };

/** One refresh of an account's offline copies. */
export type OfflineRefresh = (dispatch: AppDispatch, session: OfflineSession) => Promise<unknown>;

/** The session of `accountId` lasts while the store's token names that account. */
export const sessionOf = (dispatch: AppDispatch, accountId: number) => (): boolean =>
  accountIdOfToken(dispatch((_, getState) => getState().authSession.token)) === accountId;

/** One refresh of each kind at a time: a second waits for the first, so two never write the same copy at once. */
const running = new Map<OfflineRefresh, Promise<unknown>>();

/**
 * Runs `refresh` for the signed-in account (docs/offline.md): after each verified account answer, when a copy is
 * asked for again (a star, a pin), and when the network comes back. Offline, or before the server has answered, it
 * does nothing. The stability copies and the pinned forms both refresh through here.
 */
export function useOfflineRefresh(account: Account | undefined, refresh: OfflineRefresh): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const online = useOnline();
  const [asked, setAsked] = useState(0);
  useEffect(() => onCopiesRefreshRequested(() => setAsked((count) => count + 1)), []);
  // The token changes with each refresh; the latest is used, but a new token alone is no reason to refresh the copies.
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  const accountId = account?.id;
  const capabilitiesKey = account?.capabilities.join(' ');

  useEffect(() => {
    const current = tokenRef.current;
    if (accountId === undefined || current === null || !online || !offlineCopiesSupported()) return;
    const capabilities = capabilitiesKey?.split(' ') ?? [];
    return whenIdle(() => {
      const queued = (running.get(refresh) ?? Promise.resolve())
        .then(() =>
          refresh(dispatch, { accountId, capabilities, token: current, stillCurrent: sessionOf(dispatch, accountId) }),
        )
        .then(copiesChanged, () => undefined);
      running.set(refresh, queued);
    });
  }, [accountId, capabilitiesKey, online, asked, dispatch, refresh]);
}
