import { createContext, useContext } from 'react';

/**
 * Whose offline copies the screens may read, set by the layout (docs/offline.md):
 * - online, the account the server answered, while it holds the stability capability (`offline: false`);
 * - offline with no answer, the account the stored token names (`offline: true`): the stored session is trusted for
 *   reading that account's offline copies only; no API answer is made up for it.
 * Null when there is no signed-in account, or it may keep no copies.
 */
export type OfflineReader = { accountId: number; offline: boolean } | null;

export const OfflineReaderContext = createContext<OfflineReader>(null);

export const useOfflineReader = (): OfflineReader => useContext(OfflineReaderContext);
