import type { OfflineCopy, OfflineCopyStore } from '../lib/offline-copies';

/** The offline copies' store in memory, keyed as IndexedDB keys them: by account and product. */
export function memoryCopies<Copy extends { accountId: number; slug: string } = OfflineCopy>(
  initial: Copy[] = [],
): OfflineCopyStore<Copy> & { all: () => Copy[] } {
  const copies = new Map<string, Copy>();
  const key = (accountId: number, slug: string) => `${String(accountId)}\n${slug}`;
  initial.forEach((copy) => copies.set(key(copy.accountId, copy.slug), structuredClone(copy)));
  const dropWhere = (drop: (copy: Copy) => boolean) => {
    for (const [id, copy] of copies) if (drop(copy)) copies.delete(id);
    return Promise.resolve();
  };
  return {
    all: () => [...copies.values()],
    list: (accountId) => Promise.resolve([...copies.values()].filter((copy) => copy.accountId === accountId)),
    read: (accountId, slug) => Promise.resolve(copies.get(key(accountId, slug))),
    put: (copy) => {
      copies.set(key(copy.accountId, copy.slug), structuredClone(copy));
      return Promise.resolve();
    },
    remove: (accountId, slug) => {
      copies.delete(key(accountId, slug));
      return Promise.resolve();
    },
    removeAccount: (accountId) => dropWhere((copy) => copy.accountId === accountId),
    keepOnlyAccount: (accountId) => dropWhere((copy) => copy.accountId !== accountId),
    clear: () => dropWhere(() => true),
  };
}
