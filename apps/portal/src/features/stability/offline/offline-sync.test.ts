import type { StabilityProduct } from '@hcp/contracts/stability';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearOfflineCopies, type OfflineCopy } from '../../../lib/offline-copies';
import { memoryCopies } from '../../../testing/memory-copies';
import {
  type FetchProduct,
  fetchProductWith,
  type ProductAnswer,
  saveChosenCopy,
  syncOfflineCopies,
} from './offline-sync';

const product = (slug: string, name = slug): StabilityProduct => ({
  id: 1,
  slug,
  name,
  strength: '1 g',
  inn: null,
  synonyms: [],
  form: 'powder-concentrate-infusion',
  summary: '',
  diluents: [],
  containers: [],
  preparations: 0,
  notes: [],
  matrix: [],
  documents: [],
  governance: { approvalCode: 'X', dateOfPreparation: '2026-01-01', reviewBy: '2027-01-01', updatedAt: '2026-01-01' },
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const copy = (accountId: number, slug: string, changes: Partial<OfflineCopy> = {}): OfflineCopy => ({
  accountId,
  slug,
  product: product(slug, `${slug} (saved)`),
  savedAt: '2026-11-01T09:00:00.000Z',
  etag: `"${slug}-1"`,
  chosen: true,
  starred: false,
  ...changes,
});

const CLINICIAN = { id: 7, capabilities: ['wb_read_stability_matrix', 'wb_edit_current_user'] };
const NOW = new Date('2026-11-24T12:00:00.000Z');

/** A server that answers each slug as told, and records what it was asked. */
function server(answers: Record<string, ProductAnswer>) {
  const asked: { slug: string; etag: string | null }[] = [];
  const fetchProduct: FetchProduct = (slug, etag) => {
    asked.push({ slug, etag });
    return Promise.resolve(answers[slug] ?? { kind: 'gone' });
  };
  return { asked, fetchProduct };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncOfflineCopies', () => {
  it('asks with each copy’s ETag; 304 keeps it and moves its date on, 200 replaces it', async () => {
    const store = memoryCopies([copy(7, 'alpha'), copy(7, 'beta')]);
    const { asked, fetchProduct } = server({
      alpha: { kind: 'unchanged' },
      beta: { kind: 'fresh', product: product('beta', 'Beta new'), etag: '"beta-2"' },
    });
    await syncOfflineCopies({ store, account: CLINICIAN, starred: [], fetchProduct, now: () => NOW });
    expect(asked).toEqual([
      { slug: 'alpha', etag: '"alpha-1"' },
      { slug: 'beta', etag: '"beta-1"' },
    ]);
    const alpha = await store.read(7, 'alpha');
    expect(alpha?.product.name).toBe('alpha (saved)');
    expect(alpha?.savedAt).toBe(NOW.toISOString());
    expect(await store.read(7, 'beta')).toMatchObject({
      product: { name: 'Beta new' },
      etag: '"beta-2"',
      savedAt: NOW.toISOString(),
      chosen: true,
    });
  });

  it('deletes a copy the server no longer shows this account (404 or 403), and keeps one it could not ask about', async () => {
    const store = memoryCopies([copy(7, 'gone'), copy(7, 'hidden'), copy(7, 'unreachable')]);
    const { fetchProduct } = server({
      gone: { kind: 'gone' },
      hidden: { kind: 'gone' },
      unreachable: { kind: 'unanswered' },
    });
    const outcome = await syncOfflineCopies({ store, account: CLINICIAN, starred: [], fetchProduct, now: () => NOW });
    expect(outcome.removed).toEqual(['gone', 'hidden']);
    expect(store.all().map((kept) => [kept.slug, kept.savedAt])).toEqual([['unreachable', '2026-11-01T09:00:00.000Z']]);
  });

  it('saves the starred products, and drops a copy kept only for a star once it is unstarred', async () => {
    const store = memoryCopies([copy(7, 'was-starred', { chosen: false, starred: true })]);
    const { asked, fetchProduct } = server({
      starred: { kind: 'fresh', product: product('starred'), etag: '"s"' },
    });
    await syncOfflineCopies({ store, account: CLINICIAN, starred: ['starred'], fetchProduct, now: () => NOW });
    expect(asked.map((call) => call.slug)).toEqual(['starred']);
    expect(store.all()).toEqual([expect.objectContaining({ slug: 'starred', starred: true, chosen: false })]);
  });

  it('keeps the starred copies as they are when the starred list could not be read', async () => {
    const store = memoryCopies([copy(7, 'kept', { chosen: false, starred: true })]);
    const { fetchProduct } = server({ kept: { kind: 'unchanged' } });
    await syncOfflineCopies({ store, account: CLINICIAN, starred: undefined, fetchProduct, now: () => NOW });
    expect(store.all().map((kept) => kept.slug)).toEqual(['kept']);
  });

  it('keeps nothing for an account that lost the stability capability, and asks the server nothing', async () => {
    const store = memoryCopies([copy(7, 'alpha'), copy(7, 'beta', { chosen: false, starred: true })]);
    const { asked, fetchProduct } = server({});
    const outcome = await syncOfflineCopies({
      store,
      account: { id: 7, capabilities: ['wb_edit_current_user'] },
      starred: ['beta'],
      fetchProduct,
      now: () => NOW,
    });
    expect(store.all()).toEqual([]);
    expect(outcome.removed.sort()).toEqual(['alpha', 'beta']);
    expect(asked).toEqual([]);
  });

  it('deletes every copy of another account first, so a second account on this browser never reads them', async () => {
    const store = memoryCopies([copy(3, 'theirs'), copy(7, 'mine')]);
    const { asked, fetchProduct } = server({ mine: { kind: 'unchanged' } });
    await syncOfflineCopies({ store, account: CLINICIAN, starred: [], fetchProduct, now: () => NOW });
    expect(store.all().map((kept) => `${String(kept.accountId)}:${kept.slug}`)).toEqual(['7:mine']);
    expect(asked.map((call) => call.slug)).toEqual(['mine']);
    expect(await store.read(3, 'theirs')).toBeUndefined();
  });
});

describe('saveChosenCopy and the store’s scope', () => {
  it('keeps each account’s copies apart: one account lists and reads only its own', async () => {
    const store = memoryCopies();
    await saveChosenCopy(store, 7, product('alpha'), false, NOW);
    await saveChosenCopy(store, 9, product('alpha', 'Alpha for nine'), true, NOW);
    expect((await store.list(7)).map((saved) => saved.product.name)).toEqual(['alpha']);
    expect(await store.read(9, 'alpha')).toMatchObject({
      chosen: true,
      starred: true,
      product: { name: 'Alpha for nine' },
    });
    await store.removeAccount(9);
    expect(await store.list(9)).toEqual([]);
    expect(await store.list(7)).toHaveLength(1);
  });

  it('clearOfflineCopies empties the store for every account, and never throws', async () => {
    const store = memoryCopies([copy(7, 'a'), copy(9, 'b')]);
    await clearOfflineCopies([store]);
    expect(store.all()).toEqual([]);
    await store.put(copy(7, 'c'));
    await expect(
      clearOfflineCopies([{ clear: () => Promise.reject(new Error('refused')) }, store]),
    ).resolves.toBeUndefined();
    // A store that refuses does not keep the next one from being emptied.
    expect(store.all()).toEqual([]);
  });
});

describe('fetchProductWith', () => {
  it('sends the token and the ETag, and reads 304 as unchanged', async () => {
    const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(() =>
      Promise.resolve(new Response(null, { status: 304 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchProductWith('tok')('a b', '"e1"')).toEqual({ kind: 'unchanged' });
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toMatch(/\/json\/api\/v1\/stability\/a%20b$/);
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', 'if-none-match': '"e1"' });
  });

  it('reads 404 and 403 as gone, other failures and no answer as unanswered, 200 as fresh with its tag', async () => {
    const answer = (response: Response | Error) =>
      vi.stubGlobal('fetch', () => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
    const ask = () => fetchProductWith('tok')('alpha', null);
    answer(new Response('{}', { status: 404 }));
    expect(await ask()).toEqual({ kind: 'gone' });
    answer(new Response('{}', { status: 403 }));
    expect(await ask()).toEqual({ kind: 'gone' });
    answer(new Response('{}', { status: 500 }));
    expect(await ask()).toEqual({ kind: 'unanswered' });
    answer(new TypeError('Failed to fetch'));
    expect(await ask()).toEqual({ kind: 'unanswered' });
    answer(new Response(JSON.stringify(product('alpha')), { status: 200, headers: { ETag: '"e2"' } }));
    expect(await ask()).toEqual({ kind: 'fresh', product: product('alpha'), etag: '"e2"' });
    // An answer about another product is never saved under this one's name.
    answer(new Response(JSON.stringify(product('beta')), { status: 200 }));
    expect(await ask()).toEqual({ kind: 'unanswered' });
  });
});
