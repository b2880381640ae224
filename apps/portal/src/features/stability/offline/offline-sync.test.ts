import type { StabilityProduct } from '@hcp/contracts/stability';
import type { ProductYSite } from '@hcp/contracts/y-site';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createStore } from '../../../app/store';
import { signedIn } from '../../../lib/auth-session';
import { sessionBound, sessionOf } from '../../../lib/offline-sync';
import { clearOfflineCopies, type OfflineCopy } from '../../../lib/offline-copies';
import { memoryCopies } from '../../../testing/memory-copies';
import {
  type FetchProduct,
  fetchProductWith,
  type FetchYSite,
  fetchYSiteWith,
  type ProductAnswer,
  type YSiteAnswer,
  readableCopy,
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
  warnings: [],
  notes: [],
  matrix: [],
  reconstitution: null,
  documents: [],
  governance: {
    approvalCode: 'X',
    dateOfPreparation: '2026-01-01',
    reviewBy: '2027-01-01',
    updatedAt: '2026-01-01T00:00:00.000Z',
    certifiedBy: null,
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const copy = (accountId: number, slug: string, changes: Partial<OfflineCopy> = {}): OfflineCopy => ({
  accountId,
  slug,
  product: product(slug, `${slug} (saved)`),
  ySite: null,
  savedAt: '2026-11-01T09:00:00.000Z',
  etag: `"${slug}-1"`,
  ySiteEtag: null,
  chosen: true,
  starred: false,
  ...changes,
});

const CLINICIAN = { id: 7, capabilities: ['wb_read_stability_matrix', 'wb_edit_current_user'] };
const NOW = new Date('2026-11-24T12:00:00.000Z');

/** A server that answers each slug as told, and records what it was asked; Y-site reads go unanswered unless told. */
function server(answers: Record<string, ProductAnswer>, ySiteAnswers: Record<string, YSiteAnswer> = {}) {
  const asked: { slug: string; etag: string | null }[] = [];
  const askedYSite: { slug: string; etag: string | null }[] = [];
  const fetchProduct: FetchProduct = (slug, etag) => {
    asked.push({ slug, etag });
    return Promise.resolve(answers[slug] ?? { kind: 'gone' });
  };
  const fetchYSite: FetchYSite = (slug, etag) => {
    askedYSite.push({ slug, etag });
    return Promise.resolve(ySiteAnswers[slug] ?? { kind: 'unanswered' });
  };
  return { asked, askedYSite, fetchProduct, fetchYSite };
}

/** No Y-site read answers: the product's own outcomes alone decide. */
const noYSite: FetchYSite = () => Promise.resolve({ kind: 'unanswered' });

const ySiteOf = (slug: string, drug: string): ProductYSite => ({
  product: { id: 1, slug, name: slug, strength: '1 g' },
  partners: [
    {
      drug,
      records: [
        {
          id: 11,
          drug,
          productConcentration: { value: 1, upTo: 20, unit: 'mg-per-ml' },
          productDiluent: 'sodium-chloride-0-9',
          drugConcentration: { value: 10, upTo: null, unit: 'mg-per-ml' },
          drugDiluent: 'sodium-chloride-0-9',
          result: 'compatible',
          conditions: { contactMinutes: 240, temperature: 'room-15-25', light: 'ambient' },
          methods: ['visual', 'hplc'],
          evidence: 'A',
          reference: { citation: 'Study 2020', doi: null, pubmedId: null },
          governance: {
            approvalCode: 'Y-1',
            dateOfPreparation: '2026-01-01',
            reviewBy: '2027-01-01',
            updatedAt: '2026-01-01T00:00:00.000Z',
            certifiedBy: null,
          },
        },
      ],
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('syncOfflineCopies', () => {
  it('asks with each copy’s ETag; 304 keeps it and moves its date on, 200 replaces it', async () => {
    const store = memoryCopies([copy(7, 'alpha'), copy(7, 'beta')]);
    const { asked, fetchProduct, fetchYSite } = server({
      alpha: { kind: 'unchanged' },
      beta: { kind: 'fresh', product: product('beta', 'Beta new'), etag: '"beta-2"' },
    });
    await syncOfflineCopies({ store, account: CLINICIAN, starred: [], fetchProduct, fetchYSite, now: () => NOW });
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
    const { fetchProduct, fetchYSite } = server({
      gone: { kind: 'gone' },
      hidden: { kind: 'gone' },
      unreachable: { kind: 'unanswered' },
    });
    const outcome = await syncOfflineCopies({
      store,
      account: CLINICIAN,
      starred: [],
      fetchProduct,
      fetchYSite,
      now: () => NOW,
    });
    expect(outcome.removed).toEqual(['gone', 'hidden']);
    expect(store.all().map((kept) => [kept.slug, kept.savedAt])).toEqual([['unreachable', '2026-11-01T09:00:00.000Z']]);
  });

  it('saves the starred products, and drops a copy kept only for a star once it is unstarred', async () => {
    const store = memoryCopies([copy(7, 'was-starred', { chosen: false, starred: true })]);
    const { asked, fetchProduct, fetchYSite } = server({
      starred: { kind: 'fresh', product: product('starred'), etag: '"s"' },
    });
    await syncOfflineCopies({
      store,
      account: CLINICIAN,
      starred: ['starred'],
      fetchProduct,
      fetchYSite,
      now: () => NOW,
    });
    expect(asked.map((call) => call.slug)).toEqual(['starred']);
    expect(store.all()).toEqual([expect.objectContaining({ slug: 'starred', starred: true, chosen: false })]);
  });

  it('keeps the starred copies as they are when the starred list could not be read', async () => {
    const store = memoryCopies([copy(7, 'kept', { chosen: false, starred: true })]);
    const { fetchProduct, fetchYSite } = server({ kept: { kind: 'unchanged' } });
    await syncOfflineCopies({
      store,
      account: CLINICIAN,
      starred: undefined,
      fetchProduct,
      fetchYSite,
      now: () => NOW,
    });
    expect(store.all().map((kept) => kept.slug)).toEqual(['kept']);
  });

  it('keeps nothing for an account that lost the stability capability, and asks the server nothing', async () => {
    const store = memoryCopies([copy(7, 'alpha'), copy(7, 'beta', { chosen: false, starred: true })]);
    const { asked, fetchProduct, fetchYSite } = server({});
    const outcome = await syncOfflineCopies({
      store,
      account: { id: 7, capabilities: ['wb_edit_current_user'] },
      starred: ['beta'],
      fetchProduct,
      fetchYSite,
      now: () => NOW,
    });
    expect(store.all()).toEqual([]);
    expect(outcome.removed.sort()).toEqual(['alpha', 'beta']);
    expect(asked).toEqual([]);
  });

  it('deletes every copy of another account first, so a second account on this browser never reads them', async () => {
    const store = memoryCopies([copy(3, 'theirs'), copy(7, 'mine')]);
    const { asked, fetchProduct, fetchYSite } = server({ mine: { kind: 'unchanged' } });
    await syncOfflineCopies({ store, account: CLINICIAN, starred: [], fetchProduct, fetchYSite, now: () => NOW });
    expect(store.all().map((kept) => `${String(kept.accountId)}:${kept.slug}`)).toEqual(['7:mine']);
    expect(asked.map((call) => call.slug)).toEqual(['mine']);
    expect(await store.read(3, 'theirs')).toBeUndefined();
  });
});

describe('the Y-site records of a copy', () => {
  it('saves them with a fresh product, and asks for them again with their own ETag at the next refresh', async () => {
    const store = memoryCopies();
    const first = server(
      { alpha: { kind: 'fresh', product: product('alpha'), etag: '"p1"' } },
      { alpha: { kind: 'fresh', body: ySiteOf('alpha', 'furosemide'), etag: '"y1"' } },
    );
    await syncOfflineCopies({ store, account: CLINICIAN, starred: ['alpha'], ...first, now: () => NOW });
    expect(first.askedYSite).toEqual([{ slug: 'alpha', etag: null }]);
    expect(await store.read(7, 'alpha')).toMatchObject({ ySite: ySiteOf('alpha', 'furosemide'), ySiteEtag: '"y1"' });

    // The product is unchanged, its records are not: they are replaced all the same.
    const second = server(
      { alpha: { kind: 'unchanged' } },
      { alpha: { kind: 'fresh', body: ySiteOf('alpha', 'heparin sodium'), etag: '"y2"' } },
    );
    await syncOfflineCopies({ store, account: CLINICIAN, starred: ['alpha'], ...second, now: () => NOW });
    expect(second.askedYSite).toEqual([{ slug: 'alpha', etag: '"y1"' }]);
    const kept = await store.read(7, 'alpha');
    expect(kept?.ySite?.partners.map((partner) => partner.drug)).toEqual(['heparin sodium']);
    expect(kept?.ySiteEtag).toBe('"y2"');
  });

  it('keeps them on 304 or no answer, and drops them when they are gone', async () => {
    const saved = copy(7, 'alpha', { ySite: ySiteOf('alpha', 'furosemide'), ySiteEtag: '"y1"' });
    const store = memoryCopies([saved]);
    for (const answer of [{ kind: 'unchanged' }, { kind: 'unanswered' }] as const) {
      const refresh = server({ alpha: { kind: 'unchanged' } }, { alpha: answer });
      await syncOfflineCopies({ store, account: CLINICIAN, starred: [], ...refresh, now: () => NOW });
      expect((await store.read(7, 'alpha'))?.ySite).toEqual(ySiteOf('alpha', 'furosemide'));
    }
    const gone = server({ alpha: { kind: 'unchanged' } }, { alpha: { kind: 'gone' } });
    await syncOfflineCopies({ store, account: CLINICIAN, starred: [], ...gone, now: () => NOW });
    expect(await store.read(7, 'alpha')).toMatchObject({ ySite: null, ySiteEtag: null, product: saved.product });
  });

  it('asks nothing about the records of a copy that goes', async () => {
    const store = memoryCopies([copy(7, 'alpha', { ySite: ySiteOf('alpha', 'furosemide') })]);
    const refresh = server({ alpha: { kind: 'gone' } }, {});
    await syncOfflineCopies({ store, account: CLINICIAN, starred: [], ...refresh, now: () => NOW });
    expect(refresh.askedYSite).toEqual([]);
    expect(store.all()).toEqual([]);
  });

  it('“Save for offline” keeps the page’s records, but never another product’s', async () => {
    const store = memoryCopies();
    await saveChosenCopy(store, 7, product('alpha'), false, NOW, ySiteOf('alpha', 'furosemide'));
    expect((await store.read(7, 'alpha'))?.ySite?.partners).toHaveLength(1);
    await saveChosenCopy(store, 7, product('beta'), false, NOW, ySiteOf('alpha', 'furosemide'));
    expect((await store.read(7, 'beta'))?.ySite).toBeNull();
  });

  it('reads a copy saved before copies held Y-site records as having none', () => {
    const older: Partial<OfflineCopy> = copy(7, 'a');
    delete older.ySite;
    delete older.ySiteEtag;
    expect(readableCopy(older as OfflineCopy)).toMatchObject({ ySite: null, ySiteEtag: null, slug: 'a' });
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

describe('readableCopy', () => {
  it('keeps a copy’s handling warnings, and reads a copy saved before there were any as having none', () => {
    const warned = copy(7, 'a', {
      product: { ...product('a'), warnings: [{ kind: 'incompatibility', text: 'Glucose 5% only.' }] },
    });
    expect(readableCopy(warned)).toBe(warned);
    const older: Partial<StabilityProduct> = product('b');
    delete older.warnings;
    const old = copy(7, 'b', { product: older as StabilityProduct });
    expect(readableCopy(old).product.warnings).toEqual([]);
    expect(readableCopy(old).product.matrix).toBe(old.product.matrix);
  });
});

/** The clinician's token (its payload names account 7). */
const TOKEN = `h.${btoa(JSON.stringify({ id: 7, collection: 'users' }))}.s`;

/** A store signed in with TOKEN, whose API answers every request with what `answer` gives. */
function signedInStore(answer: () => Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(String(input), init));
    return answer();
  });
  const store = createStore();
  store.dispatch(signedIn(TOKEN));
  return { store, requests, ask: () => fetchProductWith(store.dispatch, TOKEN)('alpha', null) };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('fetchProductWith', () => {
  it('asks through the API slice with the token and the ETag, and reads 304 as unchanged', async () => {
    const { store, requests } = signedInStore(() => Promise.resolve(new Response(null, { status: 304 })));
    expect(await fetchProductWith(store.dispatch, TOKEN)('a b', '"e1"')).toEqual({ kind: 'unchanged' });
    expect(requests[0]?.url).toMatch(/\/json\/api\/v1\/stability\/a%20b$/);
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(requests[0]?.headers.get('if-none-match')).toBe('"e1"');
  });

  it('reads 410 and 404 as gone, other failures and no answer as unanswered, 200 as fresh with its tag', async () => {
    let next: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { ask } = signedInStore(() => next());
    const answer = (response: Response | Error) => {
      next = () => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response));
    };
    answer(json({}, 410));
    expect(await ask()).toEqual({ kind: 'gone' });
    answer(json({}, 404));
    expect(await ask()).toEqual({ kind: 'gone' });
    answer(json({}, 500));
    expect(await ask()).toEqual({ kind: 'unanswered' });
    answer(new TypeError('Failed to fetch'));
    expect(await ask()).toEqual({ kind: 'unanswered' });
    answer(json(product('alpha'), 200, { ETag: '"e2"' }));
    expect(await ask()).toEqual({ kind: 'fresh', product: product('alpha'), etag: '"e2"' });
    // An answer about another product is never saved under this one's name.
    answer(json(product('beta')));
    expect(await ask()).toEqual({ kind: 'unanswered' });
  });

  it('signs the session out on a 403, as any other call of the API slice does, and saves nothing after it', async () => {
    // The first read is refused; the next would confirm its copy, had the refresh gone on saving.
    const { store, requests } = signedInStore(() =>
      Promise.resolve(
        requests.length === 1
          ? json({ code: 'rest_forbidden', message: 'No.', data: { status: 403 } }, 403)
          : new Response(null, { status: 304 }),
      ),
    );
    const kept = memoryCopies([copy(7, 'alpha'), copy(7, 'beta')]);
    const stillCurrent = sessionOf(store.dispatch, 7);
    await syncOfflineCopies({
      store: sessionBound(kept, stillCurrent),
      account: CLINICIAN,
      starred: [],
      fetchProduct: fetchProductWith(store.dispatch, TOKEN),
      fetchYSite: noYSite,
      now: () => NOW,
    });
    expect(requests).toHaveLength(2);
    await waitFor(() => {
      expect(store.getState().authSession.token).toBeNull();
    });
    expect(stillCurrent()).toBe(false);
    // Nothing was saved or dated after the sign-out (which deletes every copy in the browser: lib/offline-copies.ts).
    expect(kept.all().map((saved) => saved.savedAt)).not.toContain(NOW.toISOString());
  });

  it('asks for the Y-site records with their ETag, and keeps no records of another product', async () => {
    let body: unknown = ySiteOf('alpha', 'furosemide');
    const { store, requests } = signedInStore(() => Promise.resolve(json(body, 200, { ETag: '"y2"' })));
    const fetchYSite = fetchYSiteWith(store.dispatch, TOKEN);
    expect(await fetchYSite('alpha', '"y1"')).toEqual({
      kind: 'fresh',
      body: ySiteOf('alpha', 'furosemide'),
      etag: '"y2"',
    });
    expect(requests[0]?.url).toMatch(/\/json\/api\/v1\/stability\/alpha\/y-site$/);
    expect(requests[0]?.headers.get('if-none-match')).toBe('"y1"');
    body = ySiteOf('beta', 'furosemide');
    expect(await fetchYSite('alpha', null)).toEqual({ kind: 'unanswered' });
  });

  it('keeps no answer whose shape the contract refuses', async () => {
    const malformed = { ...product('alpha'), matrix: 'not a matrix' };
    const { store, ask } = signedInStore(() => Promise.resolve(json(malformed, 200, { ETag: '"bad"' })));
    expect(await ask()).toEqual({ kind: 'unanswered' });
    const kept = memoryCopies([copy(7, 'alpha')]);
    await syncOfflineCopies({
      store: kept,
      account: CLINICIAN,
      starred: ['alpha'],
      fetchProduct: fetchProductWith(store.dispatch, TOKEN),
      fetchYSite: noYSite,
      now: () => NOW,
    });
    // The copy stays as it was saved, neither replaced by the malformed answer nor dated as confirmed.
    expect(kept.all()).toEqual([{ ...copy(7, 'alpha'), starred: true }]);
    // A body that is no object at all is never kept, whatever the build checks.
    const { ask: askNull } = signedInStore(() => Promise.resolve(json(null)));
    expect(await askNull()).toEqual({ kind: 'unanswered' });
  });
});
