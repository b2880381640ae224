import type { Account } from '@hcp/contracts/account';
import { AREAS } from '@hcp/contracts/areas';
import type { FormDefinition } from '@hcp/contracts/forms';

import type { AppDispatch } from '../../../lib/hooks';
import { indexedDbFormCopies, type OfflineCopyStore, type OfflineFormCopy } from '../../../lib/offline-copies';
import {
  type ConditionalAnswer,
  conditionalAnswerOf,
  type OfflineRefresh,
  sessionBound,
  useOfflineRefresh,
} from '../../../lib/offline-sync';
import { pinnedFormsOfflineApi } from './pinned-forms-offline-api';

/** The capability pinned forms need: without it the account keeps no form offline. */
const PINNED_FORMS_CAPABILITY = AREAS['clinical-requests'].capability;

type FetchForm = (slug: string, etag: string | null) => Promise<ConditionalAnswer<FormDefinition>>;

/**
 * Brings one account's offline copies of its pinned forms up to date (docs/offline.md), after a verified account
 * answer: copies of other accounts go; without the clinical requests capability, all of the account's go; a form no
 * longer pinned goes; each pinned form is asked for with its copy's ETag (200 replaces, 304 confirms, 403/404 deletes,
 * no answer keeps). `pinned` undefined (the list could not be read) keeps the copies as they are, unrefreshed.
 */
export async function syncPinnedFormCopies({
  store,
  account,
  pinned,
  fetchForm,
  now,
}: {
  store: OfflineCopyStore<OfflineFormCopy>;
  account: { id: number; capabilities: readonly string[] };
  pinned: readonly string[] | undefined;
  fetchForm: FetchForm;
  now: () => Date;
}): Promise<void> {
  await store.keepOnlyAccount(account.id);
  if (!account.capabilities.includes(PINNED_FORMS_CAPABILITY)) {
    await store.removeAccount(account.id);
    return;
  }
  if (pinned === undefined) return;
  const existing = new Map((await store.list(account.id)).map((copy) => [copy.slug, copy]));
  for (const [slug] of existing) if (!pinned.includes(slug)) await store.remove(account.id, slug);
  for (const slug of pinned) {
    const copy = existing.get(slug);
    const answer = await fetchForm(slug, copy?.etag ?? null);
    if (answer.kind === 'gone') await store.remove(account.id, slug);
    else if (answer.kind === 'unchanged' && copy) await store.put({ ...copy, savedAt: now().toISOString() });
    else if (answer.kind === 'fresh' && answer.body.slug === slug) {
      await store.put({
        accountId: account.id,
        slug,
        definition: answer.body,
        savedAt: now().toISOString(),
        etag: answer.etag,
      });
    }
  }
}

/** Asks the API slice for one form with its copy's ETag. */
export function fetchFormWith(dispatch: AppDispatch, token: string): FetchForm {
  return async (slug, etag) =>
    conditionalAnswerOf(
      await dispatch(
        pinnedFormsOfflineApi.endpoints.offlineFormDefinition.initiate(
          { slug, etag, token },
          { subscribe: false, forceRefetch: true },
        ),
      ),
    );
}

/** The account's pinned forms' slugs, or undefined when the list could not be read. */
async function pinnedSlugsWith(dispatch: AppDispatch, token: string): Promise<string[] | undefined> {
  const { data } = await dispatch(
    pinnedFormsOfflineApi.endpoints.offlinePinnedForms.initiate(token, { subscribe: false, forceRefetch: true }),
  );
  return Array.isArray(data?.pinned) ? data.pinned.map((form) => form.slug) : undefined;
}

/** One refresh of the pinned forms' copies, for lib/offline-sync.ts's hook. */
export const refreshPinnedFormCopies: OfflineRefresh = async (
  dispatch,
  { accountId, capabilities, token, stillCurrent },
) =>
  syncPinnedFormCopies({
    store: sessionBound(indexedDbFormCopies, stillCurrent),
    account: { id: accountId, capabilities },
    pinned: capabilities.includes(PINNED_FORMS_CAPABILITY) ? await pinnedSlugsWith(dispatch, token) : [],
    fetchForm: fetchFormWith(dispatch, token),
    now: () => new Date(),
  });

/** Keeps the signed-in account's pinned forms readable offline; runs as the stability copies' refresh does. */
export function usePinnedFormsOfflineSync(account: Account | undefined): void {
  useOfflineRefresh(account, refreshPinnedFormCopies);
}
