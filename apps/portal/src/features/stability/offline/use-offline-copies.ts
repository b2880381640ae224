import { useEffect, useRef, useState } from 'react';

import type { Account } from '@hcp/contracts/account';
import type { StarredProducts } from '@hcp/contracts/dashboard';

import { selectToken } from '../../../lib/auth-session';
import { readIfChanged } from '../../../lib/conditional-read';
import { useAppSelector } from '../../../lib/hooks';
import {
  copiesChanged,
  indexedDbCopies,
  type OfflineCopy,
  offlineCopiesSupported,
  onCopiesChanged,
  onCopiesRefreshRequested,
  whenIdle,
} from '../../../lib/offline-copies';
import { useOnline } from '../../../lib/online-status';
import { fetchProductWith, OFFLINE_COPY_CAPABILITY, syncOfflineCopies } from './offline-sync';

/** One refresh at a time: a second one waits for the first, so two never write the same copy at once. */
let running: Promise<unknown> = Promise.resolve();

/** The account's starred products' slugs, or undefined when the list could not be read. */
async function starredSlugs(token: string): Promise<string[] | undefined> {
  const answer = await readIfChanged('api/v1/account/starred-stability', token, null);
  if (answer.kind !== 'fresh') return undefined;
  const items = (answer.body as Partial<StarredProducts> | null)?.items;
  return Array.isArray(items) ? items.map((item) => item.slug) : undefined;
}

/**
 * Keeps the signed-in account's offline copies current (docs/offline.md): after each verified account answer, when a
 * product is starred or unstarred, and when the network comes back. Offline, or before the server has answered, it
 * does nothing. It reads the starred list itself, so the layout that runs it loads no stability screen code.
 */
export function useOfflineCopiesSync(account: Account | undefined): void {
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
      running = running
        .then(async () =>
          syncOfflineCopies({
            store: indexedDbCopies,
            account: { id: accountId, capabilities },
            // Without the capability nothing is asked: every copy goes.
            starred: capabilities.includes(OFFLINE_COPY_CAPABILITY) ? await starredSlugs(current) : [],
            fetchProduct: fetchProductWith(current),
            now: () => new Date(),
          }),
        )
        .then(copiesChanged, () => undefined);
    });
  }, [accountId, capabilitiesKey, online, asked]);
}

type Lookup = { accountId: number | undefined; slug: string; copy: OfflineCopy | undefined; done: boolean };

/**
 * The account's offline copy of one product: `undefined` while it is being read, then the copy or null. An answer for
 * an earlier product or account is never returned (the never-stale rule, docs/portal-shell.md).
 */
export function useOfflineCopy(accountId: number | undefined, slug: string): OfflineCopy | null | undefined {
  const [lookup, setLookup] = useState<Lookup>({ accountId, slug, copy: undefined, done: false });
  useEffect(() => {
    let current = true;
    const read = () => {
      if (accountId === undefined || !offlineCopiesSupported()) {
        setLookup({ accountId, slug, copy: undefined, done: true });
        return;
      }
      indexedDbCopies
        .read(accountId, slug)
        .then((copy) => current && setLookup({ accountId, slug, copy, done: true }))
        .catch(() => current && setLookup({ accountId, slug, copy: undefined, done: true }));
    };
    read();
    const stop = onCopiesChanged(read);
    return () => {
      current = false;
      stop();
    };
  }, [accountId, slug]);
  if (lookup.accountId !== accountId || lookup.slug !== slug || !lookup.done) return undefined;
  return lookup.copy ?? null;
}

/** Every offline copy of the account, by product name; `undefined` while being read. */
export function useOfflineCopyList(accountId: number | undefined): OfflineCopy[] | undefined {
  const [list, setList] = useState<{ accountId: number | undefined; copies: OfflineCopy[] } | undefined>();
  useEffect(() => {
    let current = true;
    const read = () => {
      if (accountId === undefined || !offlineCopiesSupported()) {
        setList({ accountId, copies: [] });
        return;
      }
      indexedDbCopies
        .list(accountId)
        .then((copies) => {
          const sorted = [...copies].sort((a, b) =>
            `${a.product.name} ${a.product.strength}`.localeCompare(`${b.product.name} ${b.product.strength}`),
          );
          if (current) setList({ accountId, copies: sorted });
        })
        .catch(() => current && setList({ accountId, copies: [] }));
    };
    read();
    const stop = onCopiesChanged(read);
    return () => {
      current = false;
      stop();
    };
  }, [accountId]);
  return list !== undefined && list.accountId === accountId ? list.copies : undefined;
}
