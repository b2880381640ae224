import type { FormDefinition } from '@hcp/contracts/forms';
import { describe, expect, it } from 'vitest';

import type { ConditionalAnswer } from '../../../lib/offline-sync';
import type { OfflineFormCopy } from '../../../lib/offline-copies';
import { memoryCopies } from '../../../testing/memory-copies';
import { syncPinnedFormCopies } from './pinned-forms-offline';

const definition = (slug: string, title = slug) => ({ slug, title }) as unknown as FormDefinition;
const copy = (accountId: number, slug: string): OfflineFormCopy => ({
  accountId,
  slug,
  definition: definition(slug, `${slug} (saved)`),
  savedAt: '2026-11-01T09:00:00.000Z',
  etag: `"${slug}"`,
});
const CLINICIAN = { id: 7, capabilities: ['wb_read_clinical_requests'] };
const NOW = new Date('2026-11-24T12:00:00.000Z');

function server(answers: Record<string, ConditionalAnswer<FormDefinition>>) {
  const asked: string[] = [];
  return {
    asked,
    fetchForm: (slug: string, etag: string | null) => {
      asked.push(`${slug} ${String(etag)}`);
      return Promise.resolve(answers[slug] ?? { kind: 'gone' as const });
    },
  };
}

describe('syncPinnedFormCopies', () => {
  it('saves the pinned forms, refreshes a kept one by its ETag, and drops one no longer pinned', async () => {
    const store = memoryCopies<OfflineFormCopy>([copy(7, 'kept'), copy(7, 'unpinned')]);
    const { asked, fetchForm } = server({
      kept: { kind: 'unchanged' },
      added: { kind: 'fresh', body: definition('added', 'Added form'), etag: '"a"' },
    });
    await syncPinnedFormCopies({ store, account: CLINICIAN, pinned: ['kept', 'added'], fetchForm, now: () => NOW });
    expect(asked).toEqual(['kept "kept"', 'added null']);
    expect(store.all().map((saved) => [saved.slug, saved.definition.title, saved.savedAt])).toEqual([
      ['kept', 'kept (saved)', NOW.toISOString()],
      ['added', 'Added form', NOW.toISOString()],
    ]);
  });

  it('deletes a form the server no longer shows, and never saves an answer about another form', async () => {
    const store = memoryCopies<OfflineFormCopy>([copy(7, 'gone')]);
    const { fetchForm } = server({
      gone: { kind: 'gone' },
      other: { kind: 'fresh', body: definition('not-other'), etag: null },
    });
    await syncPinnedFormCopies({ store, account: CLINICIAN, pinned: ['gone', 'other'], fetchForm, now: () => NOW });
    expect(store.all()).toEqual([]);
  });

  it('keeps nothing without the capability, and nothing of another account', async () => {
    const store = memoryCopies<OfflineFormCopy>([copy(3, 'theirs'), copy(7, 'mine')]);
    const { asked, fetchForm } = server({});
    await syncPinnedFormCopies({
      store,
      account: { id: 7, capabilities: ['wb_read_stability_matrix'] },
      pinned: ['mine'],
      fetchForm,
      now: () => NOW,
    });
    expect(store.all()).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('leaves the copies as they are when the pinned list could not be read', async () => {
    const store = memoryCopies<OfflineFormCopy>([copy(7, 'mine')]);
    const { asked, fetchForm } = server({});
    await syncPinnedFormCopies({ store, account: CLINICIAN, pinned: undefined, fetchForm, now: () => NOW });
    expect(store.all().map((saved) => saved.slug)).toEqual(['mine']);
    expect(asked).toEqual([]);
  });
});
