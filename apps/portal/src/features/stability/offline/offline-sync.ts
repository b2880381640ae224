import type { Capability } from '@hcp/contracts/capabilities';
import type { StabilityProduct } from '@hcp/contracts/stability';
import type { ProductYSite } from '@hcp/contracts/y-site';

import type { AppDispatch } from '../../../lib/hooks';
import { indexedDbCopies, type OfflineCopy, type OfflineCopyStore } from '../../../lib/offline-copies';
import {
  type ConditionalAnswer,
  conditionalAnswerOf,
  type OfflineRefresh,
  sessionBound,
} from '../../../lib/offline-sync';
import { stabilityOfflineApi } from './offline-api';

/** The capability every offline copy needs: without it the account keeps none. */
export const OFFLINE_COPY_CAPABILITY: Capability = 'wb_read_stability_matrix';

/** How the server answered a product's refresh. */
export type ProductAnswer =
  | { kind: 'fresh'; product: StabilityProduct; etag: string | null }
  | { kind: 'unchanged' }
  | { kind: 'gone' }
  | { kind: 'unanswered' };

export type FetchProduct = (slug: string, etag: string | null) => Promise<ProductAnswer>;

/** How the server answered the refresh of a product's Y-site records. */
export type YSiteAnswer = ConditionalAnswer<ProductYSite>;

export type FetchYSite = (slug: string, etag: string | null) => Promise<YSiteAnswer>;

/** What a refresh did, for tests and logs. */
export type SyncOutcome = { kept: string[]; removed: string[] };

type SyncInput = {
  store: OfflineCopyStore;
  account: { id: number; capabilities: readonly string[] };
  /** The account's starred products' slugs, or undefined when the list could not be read (nothing is added then). */
  starred: readonly string[] | undefined;
  fetchProduct: FetchProduct;
  fetchYSite: FetchYSite;
  now: () => Date;
};

/**
 * The Y-site part of a kept copy after its refresh: a fresh answer replaces it, 304 keeps it, and so does no answer;
 * 404 or 410 (the product's records withdrawn with it) leaves none, so nothing withdrawn is read offline.
 */
function ySiteAfter(
  answer: YSiteAnswer,
  kept: { ySite: ProductYSite | null; ySiteEtag: string | null },
): { ySite: ProductYSite | null; ySiteEtag: string | null } {
  if (answer.kind === 'fresh') return { ySite: answer.body, ySiteEtag: answer.etag };
  if (answer.kind === 'gone') return { ySite: null, ySiteEtag: null };
  // A 304 can only answer the ETag of records kept; without them there is nothing to keep.
  return kept.ySite === null ? { ySite: null, ySiteEtag: null } : kept;
}

/**
 * Brings one account's offline copies up to date with the server, after a verified account answer (never offline):
 *
 * - copies of any other account go, so another account signing in on this browser never reads them;
 * - without the stability capability the account keeps nothing;
 * - a starred product is saved, a copy neither starred nor chosen goes;
 * - each copy is asked for again with its ETag: 200 replaces it, 304 confirms it (its date moves on), 403, 404 or 410 (no
 *   longer published, or no longer visible to this account) deletes it, and no answer leaves it as it was;
 * - a copy kept is asked for its Y-site records too, with their own ETag (they change apart from the product).
 */
export async function syncOfflineCopies({
  store,
  account,
  starred,
  fetchProduct,
  fetchYSite,
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
    if (answer.kind !== 'fresh' && !copy) continue;
    const kept = { ySite: copy?.ySite ?? null, ySiteEtag: copy?.ySiteEtag ?? null };
    const ySite = ySiteAfter(await fetchYSite(slug, kept.ySite === null ? null : kept.ySiteEtag), kept);
    if (answer.kind === 'fresh') {
      await store.put({
        accountId: account.id,
        slug,
        product: answer.product,
        ...ySite,
        savedAt: now().toISOString(),
        etag: answer.etag,
        chosen: copy?.chosen ?? false,
        starred: isStarred,
      });
      outcome.kept.push(slug);
    } else if (copy) {
      const confirmed = answer.kind === 'unchanged';
      await store.put({
        ...copy,
        ...ySite,
        starred: isStarred,
        ...(confirmed ? { savedAt: now().toISOString() } : {}),
      });
      outcome.kept.push(slug);
    }
  }
  return outcome;
}

/**
 * A copy as the product page draws it. A copy saved before products had handling warnings has none stored: it reads
 * as an empty list until the next refresh replaces it (its ETag no longer matches, so the server sends it afresh).
 */
export function readableCopy(copy: OfflineCopy): OfflineCopy {
  const stored: Omit<StabilityProduct, 'warnings'> & { warnings?: StabilityProduct['warnings'] } = copy.product;
  // A copy saved before copies held Y-site records has none: the screens say so until the next refresh adds them.
  const { ySite, ySiteEtag } = copy as Partial<Pick<OfflineCopy, 'ySite' | 'ySiteEtag'>>;
  const withYSite = { ...copy, ySite: ySite ?? null, ySiteEtag: ySiteEtag ?? null };
  if (Array.isArray(stored.warnings)) return ySite === undefined ? withYSite : copy;
  return { ...withYSite, product: { ...stored, warnings: [] } };
}

/**
 * Saves the product on screen for this account, as the person asked ("Save for offline"), with its Y-site records
 * when the page has them (null otherwise: the next refresh reads them). Records of another product are never kept.
 */
export async function saveChosenCopy(
  store: OfflineCopyStore,
  accountId: number,
  product: StabilityProduct,
  starred: boolean,
  now: Date,
  ySite: ProductYSite | null = null,
): Promise<OfflineCopy> {
  const existing = await store.read(accountId, product.slug);
  const ownYSite = ySite?.product.slug === product.slug ? ySite : null;
  const copy: OfflineCopy = {
    accountId,
    slug: product.slug,
    product,
    ySite: ownYSite ?? existing?.ySite ?? null,
    savedAt: now.toISOString(),
    etag: existing?.etag ?? null,
    ySiteEtag: ownYSite ? null : (existing?.ySiteEtag ?? null),
    chosen: true,
    starred,
  };
  await store.put(copy);
  return copy;
}

/** Asks the API slice for one product with the copy's ETag, and keeps an answer only if it is that product. */
export function fetchProductWith(dispatch: AppDispatch, token: string): FetchProduct {
  return async (slug, etag) => {
    const answer = conditionalAnswerOf(
      await dispatch(
        stabilityOfflineApi.endpoints.offlineStabilityProduct.initiate(
          { slug, etag, token },
          { subscribe: false, forceRefetch: true },
        ),
      ),
    );
    if (answer.kind !== 'fresh') return answer;
    if (answer.body.slug !== slug) return { kind: 'unanswered' };
    return { kind: 'fresh', product: answer.body, etag: answer.etag };
  };
}

/** Asks the API slice for one product's Y-site records with the copy's ETag; records of another product are refused. */
export function fetchYSiteWith(dispatch: AppDispatch, token: string): FetchYSite {
  return async (slug, etag) => {
    const answer = conditionalAnswerOf(
      await dispatch(
        stabilityOfflineApi.endpoints.offlineProductYSite.initiate(
          { slug, etag, token },
          { subscribe: false, forceRefetch: true },
        ),
      ),
    );
    if (answer.kind === 'fresh' && answer.body.product.slug !== slug) return { kind: 'unanswered' };
    return answer;
  };
}

/** The account's starred products' slugs, or undefined when the list could not be read. */
export async function starredSlugsWith(dispatch: AppDispatch, token: string): Promise<string[] | undefined> {
  const { data } = await dispatch(
    stabilityOfflineApi.endpoints.offlineStarredProducts.initiate(token, { subscribe: false, forceRefetch: true }),
  );
  return Array.isArray(data?.items) ? data.items.map((item) => item.slug) : undefined;
}

/** One refresh of the stability copies, for lib/offline-sync.ts's hook. */
export const refreshStabilityCopies: OfflineRefresh = async (
  dispatch,
  { accountId, capabilities, token, stillCurrent },
) =>
  syncOfflineCopies({
    store: sessionBound(indexedDbCopies, stillCurrent),
    account: { id: accountId, capabilities },
    // Without the capability nothing is asked: every copy goes.
    starred: capabilities.includes(OFFLINE_COPY_CAPABILITY) ? await starredSlugsWith(dispatch, token) : [],
    fetchProduct: fetchProductWith(dispatch, token),
    fetchYSite: fetchYSiteWith(dispatch, token),
    now: () => new Date(),
  });
