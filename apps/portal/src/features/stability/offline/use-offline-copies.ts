import { useEffect, useState } from 'react';

import type { Account } from '@hcp/contracts/account';

import {
  indexedDbCopies,
  type OfflineCopy,
  offlineCopiesSupported,
  onCopiesChanged,
} from '../../../lib/offline-copies';
import { useOfflineRefresh } from '../../../lib/offline-sync';
import { readableCopy, refreshStabilityCopies } from './offline-sync';

/**
 * Keeps the signed-in account's offline copies current (docs/offline.md): after each verified account answer, when a
 * product is starred or unstarred, and when the network comes back. It reads the starred list itself, so the layout
 * that runs it loads no stability screen code.
 */
export function useOfflineCopiesSync(account: Account | undefined): void {
  useOfflineRefresh(account, refreshStabilityCopies);
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
        .then((copy) => current && setLookup({ accountId, slug, copy: copy && readableCopy(copy), done: true }))
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
