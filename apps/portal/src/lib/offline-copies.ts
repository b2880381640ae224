import type { Middleware } from '@reduxjs/toolkit';
import type { FormDefinition } from '@hcp/contracts/forms';
import type { StabilityProduct } from '@hcp/contracts/stability';
import type { ProductYSite } from '@hcp/contracts/y-site';

import { accountOfToken } from './answer-cache';
import { signedIn, signedOut } from './auth-session';

/**
 * One stability product saved for reading offline (docs/offline.md): the product's API answer as it was when saved,
 * for one account only. `chosen` says the person pressed "Save for offline"; `starred` that it is kept because it is
 * starred. A copy that is neither is deleted by the next refresh.
 */
export type OfflineCopy = {
  accountId: number;
  slug: string;
  product: StabilityProduct;
  /**
   * The product's Y-site records as `GET api/v1/stability/{id}/y-site` answered, refreshed with the product; null
   * until they have been read (a copy saved before they existed, or whose read failed).
   */
  ySite: ProductYSite | null;
  /** When the copy was last fetched or confirmed current by the server (ISO 8601). */
  savedAt: string;
  etag: string | null;
  /** The Y-site answer's ETag, which changes apart from the product's: its records are items of their own. */
  ySiteEtag: string | null;
  chosen: boolean;
  starred: boolean;
};

/** A pinned clinical request form's definition, kept to be read offline (never sent from a copy). */
export type OfflineFormCopy = {
  accountId: number;
  slug: string;
  definition: FormDefinition;
  savedAt: string;
  etag: string | null;
};

/** Where copies live: IndexedDB in the browser, a map in tests. Every read and write names the account. */
export type OfflineCopyStore<Copy extends { accountId: number; slug: string } = OfflineCopy> = {
  list: (accountId: number) => Promise<Copy[]>;
  read: (accountId: number, slug: string) => Promise<Copy | undefined>;
  put: (copy: Copy) => Promise<void>;
  remove: (accountId: number, slug: string) => Promise<void>;
  /** Deletes every copy of one account. */
  removeAccount: (accountId: number) => Promise<void>;
  /** Deletes every copy that belongs to any other account than this one. */
  keepOnlyAccount: (accountId: number) => Promise<void>;
  /** Deletes every copy of every account. */
  clear: () => Promise<void>;
};

const DATABASE = 'hcp-portal-offline';
const COPIES = 'stability-copies';
const FORM_COPIES = 'form-copies';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed.'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed.'));
  });
}

let opening: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 2);
    request.onupgradeneeded = () => {
      // One record per account and item; the account index lets one account's copies be listed or dropped alone.
      for (const name of [COPIES, FORM_COPIES]) {
        if (request.result.objectStoreNames.contains(name)) continue;
        const copies = request.result.createObjectStore(name, { keyPath: ['accountId', 'slug'] });
        copies.createIndex('accountId', 'accountId');
      }
    };
    // Another tab opening a newer version asks this one to let go.
    request.onsuccess = () => {
      request.result.onversionchange = () => {
        request.result.close();
        opening = undefined;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened.'));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

async function inStore<T>(
  name: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  const database = await openDatabase();
  const transaction = database.transaction(name, mode);
  const result = await work(transaction.objectStore(name));
  await finished(transaction);
  return result;
}

/** Deletes the records an account-index cursor walks over, for which `drop` says yes. */
function deleteWhere(store: IDBObjectStore, drop: (copy: { accountId: number }) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = store.openCursor();
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed.'));
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) {
        resolve();
        return;
      }
      if (drop(cursor.value as { accountId: number })) cursor.delete();
      cursor.continue();
    };
  });
}

/** One object store of the offline database, records keyed by [account id, slug]. */
function indexedDbStore<Copy extends { accountId: number; slug: string }>(name: string): OfflineCopyStore<Copy> {
  return {
    list: (accountId) =>
      inStore(name, 'readonly', (store) =>
        done(store.index('accountId').getAll(IDBKeyRange.only(accountId))),
      ) as Promise<Copy[]>,
    read: (accountId, slug) =>
      inStore(name, 'readonly', (store) => done(store.get([accountId, slug]))) as Promise<Copy | undefined>,
    put: (copy) =>
      inStore(name, 'readwrite', (store) => {
        store.put(copy);
      }),
    remove: (accountId, slug) =>
      inStore(name, 'readwrite', (store) => {
        store.delete([accountId, slug]);
      }),
    removeAccount: (accountId) =>
      inStore(name, 'readwrite', (store) => deleteWhere(store, (copy) => copy.accountId === accountId)),
    keepOnlyAccount: (accountId) =>
      inStore(name, 'readwrite', (store) => deleteWhere(store, (copy) => copy.accountId !== accountId)),
    clear: () =>
      inStore(name, 'readwrite', (store) => {
        store.clear();
      }),
  };
}

/** The stability products kept offline. */
export const indexedDbCopies = indexedDbStore<OfflineCopy>(COPIES);

/** The pinned forms' definitions kept offline. */
export const indexedDbFormCopies = indexedDbStore<OfflineFormCopy>(FORM_COPIES);

/** Whether this browser can keep offline copies at all (private modes and old browsers may refuse IndexedDB). */
export const offlineCopiesSupported = (): boolean => typeof indexedDB !== 'undefined';

const listeners = new Set<() => void>();

/** Tells the screens showing copies that the set of copies changed. */
export function copiesChanged(): void {
  listeners.forEach((listener) => listener());
}

export function onCopiesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs a refresh of the copies once the browser is idle (at the latest after 3 s), so it never competes with the
 * screen being drawn; returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

const refreshListeners = new Set<() => void>();

/** Asks for the copies to be refreshed now (a product was starred or unstarred). */
export function requestCopiesRefresh(): void {
  refreshListeners.forEach((listener) => listener());
}

export function onCopiesRefreshRequested(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => refreshListeners.delete(listener);
}

/** Deletes every offline copy in this browser; never throws, since signing out must go on whatever happens here. */
export async function clearOfflineCopies(
  stores: readonly Pick<OfflineCopyStore, 'clear'>[] = [indexedDbCopies, indexedDbFormCopies],
): Promise<void> {
  if (stores.includes(indexedDbCopies) && !offlineCopiesSupported()) return;
  for (const store of stores) {
    try {
      await store.clear();
    } catch {
      // A browser that refused to open the database holds no copies.
    }
  }
  copiesChanged();
}

/** The account id a token names, for reading that account's copies; undefined when it names none. */
export function accountIdOfToken(token: string | null): number | undefined {
  const account = accountOfToken(token);
  const match = account === null ? null : /^users:(\d+)$/.exec(account);
  return match ? Number(match[1]) : undefined;
}

/**
 * Ends the offline copies with the session: a sign-out (including the one a 403 causes) deletes them all, and a token
 * of another account deletes every copy that is not that account's, so no account ever reads another's copies.
 */
export const dropOfflineCopiesOnSessionChange: Middleware<object, { authSession: { token: string | null } }> =
  (store) => (next) => (action) => {
    const result = next(action);
    if (signedOut.match(action)) void clearOfflineCopies();
    else if (signedIn.match(action) && offlineCopiesSupported()) {
      const accountId = accountIdOfToken(store.getState().authSession.token);
      if (accountId === undefined) void clearOfflineCopies();
      else
        void Promise.all([
          indexedDbCopies.keepOnlyAccount(accountId),
          indexedDbFormCopies.keepOnlyAccount(accountId),
        ]).then(copiesChanged, () => undefined);
    }
    return result;
  };
