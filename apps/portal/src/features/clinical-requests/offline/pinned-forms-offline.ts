import type { Account } from '@hcp/contracts/account';
import { AREAS } from '@hcp/contracts/areas';
import type { FormDefinition, PinnedClinicalRequests } from '@hcp/contracts/forms';
import { useEffect, useRef, useState } from 'react';

import { selectToken } from '../../../lib/auth-session';
import { type ConditionalAnswer, readIfChanged } from '../../../lib/conditional-read';
import { useAppSelector } from '../../../lib/hooks';
import {
  copiesChanged,
  indexedDbFormCopies,
  type OfflineCopyStore,
  offlineCopiesSupported,
  type OfflineFormCopy,
  onCopiesRefreshRequested,
  whenIdle,
} from '../../../lib/offline-copies';
import { useOnline } from '../../../lib/online-status';

/** The capability pinned forms need: without it the account keeps no form offline. */
const PINNED_FORMS_CAPABILITY = AREAS['clinical-requests'].capability;

type FetchForm = (slug: string, etag: string | null) => Promise<ConditionalAnswer>;

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
    else if (answer.kind === 'fresh' && (answer.body as FormDefinition | null)?.slug === slug) {
      await store.put({
        accountId: account.id,
        slug,
        definition: answer.body as FormDefinition,
        savedAt: now().toISOString(),
        etag: answer.etag,
      });
    }
  }
}

let running: Promise<unknown> = Promise.resolve();

/** Keeps the signed-in account's pinned forms readable offline; runs as the stability copies' refresh does. */
export function usePinnedFormsOfflineSync(account: Account | undefined): void {
  const token = useAppSelector(selectToken);
  const online = useOnline();
  const [asked, setAsked] = useState(0);
  useEffect(() => onCopiesRefreshRequested(() => setAsked((count) => count + 1)), []);
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
        .then(async () => {
          let pinned: string[] | undefined = [];
          if (capabilities.includes(PINNED_FORMS_CAPABILITY)) {
            const answer = await readIfChanged('api/v1/account/pinned-clinical-requests', current, null);
            const forms =
              answer.kind === 'fresh' ? (answer.body as Partial<PinnedClinicalRequests> | null)?.pinned : undefined;
            pinned = Array.isArray(forms) ? forms.map((form) => form.slug) : undefined;
          }
          await syncPinnedFormCopies({
            store: indexedDbFormCopies,
            account: { id: accountId, capabilities },
            pinned,
            fetchForm: (slug, etag) => readIfChanged(`api/v1/forms/${encodeURIComponent(slug)}`, current, etag),
            now: () => new Date(),
          });
        })
        .then(copiesChanged, () => undefined);
    });
  }, [accountId, capabilitiesKey, online, asked]);
}
