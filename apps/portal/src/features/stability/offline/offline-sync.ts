import type { Capability } from '@hcp/contracts/capabilities';
import type { StabilityProduct } from '@hcp/contracts/stability';

import { readIfChanged } from '../../../lib/conditional-read';
import type { OfflineCopy, OfflineCopyStore } from '../../../lib/offline-copies';

/** The capability every offline copy needs: without it the account keeps none. */
export const OFFLINE_COPY_CAPABILITY: Capability = 'wb_read_stability_matrix';

/** How the server answered a product's refresh. */
export type ProductAnswer =
  | { kind: 'fresh'; product: StabilityProduct; etag: string | null }
  | { kind: 'unchanged' }
  | { kind: 'gone' }
  | { kind: 'unanswered' };

export type FetchProduct = (slug: string, etag: string | null) => Promise<ProductAnswer>;

/** What a refresh did, for tests and logs. */
export type SyncOutcome = { kept: string[]; removed: string[] };

type SyncInput = {
  store: OfflineCopyStore;
  account: { id: number; capabilities: readonly string[] };
  /** The account's starred products' slugs, or undefined when the list could not be read (nothing is added then). */
  starred: readonly string[] | undefined;
  fetchProduct: FetchProduct;
  now: () => Date;
};

/**
 * Brings one account's offline copies up to date with the server, after a verified account answer (never offline):
 *
 * - copies of any other account go, so another account signing in on this browser never reads them;
 * - without the stability capability the account keeps nothing;
 * - a starred product is saved, a copy neither starred nor chosen goes;
 * - each copy is asked for again with its ETag: 200 replaces it, 304 confirms it (its date moves on), 403 or 404 (no
 *   longer published, or no longer visible to this account) deletes it, and no answer leaves it as it was.
 */
export async function syncOfflineCopies({
  store,
  account,
  starred,
  fetchProduct,
  now,
}: SyncInput): Promise<SyncOutcome> {
  await store.keepOnlyAccount(account.id);
  const existing = await store.list(account.id);
  if (!account.capabilities.includes(OFFLINE_COPY_CAPABILITY)) {
    await store.removeAccount(account.id);
    return { kept: [], removed: existing.map((copy) => copy.slug) };
  }
  const starredSlugs = new Set(starred ?? existing.filter((copy) => copy.starred).map((copy) => copy.slug));
  const bySlug = new Map(existing.map((copy) => [copy.slug, copy]));
  const slugs = new Set([...bySlug.keys(), ...starredSlugs]);
  const outcome: SyncOutcome = { kept: [], removed: [] };
  for (const slug of [...slugs].sort()) {
    const copy = bySlug.get(slug);
    const isStarred = starredSlugs.has(slug);
    if (copy && !copy.chosen && !isStarred) {
      await store.remove(account.id, slug);
      outcome.removed.push(slug);
      continue;
    }
    const answer = await fetchProduct(slug, copy?.etag ?? null);
    if (answer.kind === 'gone') {
      if (copy) {
        await store.remove(account.id, slug);
        outcome.removed.push(slug);
      }
      continue;
    }
    if (answer.kind === 'fresh') {
      await store.put({
        accountId: account.id,
        slug,
        product: answer.product,
        savedAt: now().toISOString(),
        etag: answer.etag,
        chosen: copy?.chosen ?? false,
        starred: isStarred,
      });
      outcome.kept.push(slug);
    } else if (copy) {
      const confirmed = answer.kind === 'unchanged';
      await store.put({ ...copy, starred: isStarred, ...(confirmed ? { savedAt: now().toISOString() } : {}) });
      outcome.kept.push(slug);
    }
  }
  return outcome;
}

/** Saves the product on screen for this account, as the person asked ("Save for offline"). */
export async function saveChosenCopy(
  store: OfflineCopyStore,
  accountId: number,
  product: StabilityProduct,
  starred: boolean,
  now: Date,
): Promise<OfflineCopy> {
  const existing = await store.read(accountId, product.slug);
  const copy: OfflineCopy = {
    accountId,
    slug: product.slug,
    product,
    savedAt: now.toISOString(),
    etag: existing?.etag ?? null,
    chosen: true,
    starred,
  };
  await store.put(copy);
  return copy;
}

/** Asks the API for one product with the copy's ETag, and keeps an answer only if it is that product. */
export function fetchProductWith(token: string): FetchProduct {
  return async (slug, etag) => {
    const answer = await readIfChanged(`api/v1/stability/${encodeURIComponent(slug)}`, token, etag);
    if (answer.kind !== 'fresh') return answer;
    const product = answer.body as StabilityProduct | null;
    if (product?.slug !== slug) return { kind: 'unanswered' };
    return { kind: 'fresh', product, etag: answer.etag };
  };
}
