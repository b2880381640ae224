import { SearchResultsSchema, searchableAreas, type SearchResults } from '@hcp/contracts/search';
import type { CollectionSlug } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { searchIndexOf } from '../../src/search/index';
import { countIndexable, reindexAll } from '../../src/search/sync';
import { certifiedContext, startTestServer, type TestServer, signInDemoCallers } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;

const PHARMACIST_AREAS = ['stability', 'education', 'teams', 'quick-links'];

type Item = { id: number; slug: string };

/** The first published item of a collection, as the seed left it. */
async function firstPublished(collection: CollectionSlug): Promise<Item> {
  const { docs } = await server.payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const doc = docs[0] as unknown as Item | undefined;
  if (!doc) throw new Error(`The seed has no published ${collection}.`);
  return doc;
}

async function publish(collection: CollectionSlug, id: number, data: Record<string, unknown>) {
  await server.payload.update({
    collection,
    id,
    data: { ...data, _status: 'published' },
    overrideAccess: true,
    context: await certifiedContext(server.payload),
  });
}

const get = (query: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/search?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function search(q: string, token: string, extra = ''): Promise<SearchResults> {
  const response = await get(`q=${encodeURIComponent(q)}${extra}`, token);
  expect(response.status).toBe(200);
  return SearchResultsSchema.parse(await response.json());
}

const countOf = (results: SearchResults, area: string) => results.groups.find((group) => group.area === area)?.count;
const snippetText = (results: SearchResults, index = 0) =>
  results.items[index]?.snippet.map((segment) => segment.text).join('') ?? '';

let trial: Item;
let product: Item;
let stability: Item;
let education: Item;
let updateWithTitle: Item;
let updateWithBody: Item;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload);
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));

  // One made-up word, "quorvex", in an item of four areas; "xylotrandem" only in a trial.
  trial = await firstPublished('clinical-trials');
  await publish('clinical-trials', trial.id, { title: 'The QUORVEX xylotrandem trial in sepsis' });
  product = await firstPublished('catalogue-products');
  // Storage is clinical, so the change carries a new approval (docs/content.md, "Re-approval").
  await publish('catalogue-products', product.id, {
    storage: 'Store below 25 °C; quorvex packs only.',
    governance: {
      approvalCode: 'HCP-TEST-0001 (v2)',
      dateOfPreparation: new Date(Date.now() - 86_400_000).toISOString(),
    },
  });
  stability = await firstPublished('stability-products');
  await publish('stability-products', stability.id, { summary: 'Quorvex-compatible preparation data.' });
  education = await firstPublished('education-items');
  await publish('education-items', education.id, { summary: 'A module about quorvex dosing.' });
  // "zelphar" in one update's title and in another's body, with HTML that must come back as text.
  const updates = await server.payload.find({
    collection: 'important-updates',
    where: { _status: { equals: 'published' } },
    sort: 'id',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  });
  [updateWithTitle, updateWithBody] = updates.docs as unknown as [Item, Item];
  await publish('important-updates', updateWithBody.id, {
    summary: 'Supply note <script>alert("x")</script> for zelphar <b>vials</b> in the north.',
  });
  await publish('important-updates', updateWithTitle.id, { title: 'Zelphar shortage' });
});

afterAll(async () => {
  await server.close();
});

describe('GET /json/api/v1/search: who may search what', () => {
  it('asks for a signed-in account with wb_edit_current_user', async () => {
    expect((await get('q=quorvex')).status).toBe(401);
    const refused = await get('q=quorvex', noroles);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ data: { status: 403 } });
  });

  it('finds the clinician every area and counts the hits per area', async () => {
    const results = await search('quorvex', clinician);
    expect(results.groups.map((group) => group.area).sort()).toEqual(
      searchableAreas([
        'wb_read_clinical_trials',
        'wb_read_product_catalogue',
        'wb_read_stability_matrix',
        'wb_read_education',
        'wb_read_blog',
        'wb_read_clinical_resources',
        'wb_read_key_contacts',
        'wb_read_quick_links',
        'wb_read_clinical_requests',
      ]).sort(),
    );
    expect(countOf(results, 'clinical-trials')).toBe(1);
    expect(countOf(results, 'product-catalogue')).toBe(1);
    expect(countOf(results, 'stability')).toBe(1);
    expect(countOf(results, 'education')).toBe(1);
    expect(results.totalItems).toBe(4);
    expect(results.items.map((hit) => hit.area).sort()).toEqual([
      'clinical-trials',
      'education',
      'product-catalogue',
      'stability',
    ]);
    const trialHit = results.items.find((hit) => hit.area === 'clinical-trials');
    expect(trialHit).toMatchObject({ id: trial.id, title: 'The QUORVEX xylotrandem trial in sepsis' });
    expect(trialHit?.path).toMatch(/^\/clinical-trials\/[a-z0-9-]+$/);
    expect(results.items.find((hit) => hit.area === 'product-catalogue')?.path).toBe(
      `/product-catalogue?product=${product.slug}`,
    );
    expect(results.items.find((hit) => hit.area === 'stability')?.path).toBe(`/stability/${stability.slug}`);
    expect(results.items.find((hit) => hit.area === 'education')?.path).toMatch(
      new RegExp(`^/education/[a-z0-9-]+/${education.slug}$`),
    );
  });

  it('never shows the pharmacist trials, the catalogue or request forms, not even as counts', async () => {
    const results = await search('quorvex', pharmacist);
    expect(results.groups.map((group) => group.area).sort()).toEqual([...PHARMACIST_AREAS].sort());
    expect(results.items.map((hit) => hit.area).sort()).toEqual(['education', 'stability']);
    expect(results.totalItems).toBe(2);
    for (const area of ['clinical-trials', 'product-catalogue', 'clinical-requests']) {
      const filtered = await search('quorvex', pharmacist, `&area=${area}`);
      expect(filtered.items).toEqual([]);
      expect(filtered.totalItems).toBe(0);
    }
    const trialOnly = await search('xylotrandem', pharmacist);
    expect(trialOnly.totalItems).toBe(0);
    // Suggestions come from the pharmacist's own areas only: the trial's word is never offered.
    expect((await search('xylotrandm', pharmacist)).suggestions).not.toContain('xylotrandem');
    expect((await search('xylotrandm', clinician)).suggestions).toContain('xylotrandem');
  });

  it('finds the clinician published clinical-request forms, never pricing or other forms, and never the pharmacist', async () => {
    const enquiry = await search('medicines information enquiry', clinician, '&area=clinical-requests');
    expect(enquiry.items[0]).toMatchObject({ area: 'clinical-requests', title: 'Medicines information enquiry' });
    expect(enquiry.items[0]?.path).toMatch(/^\/clinical-requests\/form\/[a-z0-9-]+$/);
    expect((await search('pricing request', clinician)).groups.find((g) => g.area === 'clinical-requests')?.count).toBe(
      0,
    );
    expect((await search('feasibility questionnaire', clinician)).totalItems).toBe(0);
    const pharmacistEnquiry = await search('medicines information enquiry', pharmacist);
    expect(pharmacistEnquiry.items.some((hit) => hit.area === 'clinical-requests')).toBe(false);
    expect(pharmacistEnquiry.groups.some((group) => group.area === 'clinical-requests')).toBe(false);
  });

  it('narrows the page to one area while the groups still count all', async () => {
    const results = await search('quorvex', clinician, '&area=stability');
    expect(results.items.map((hit) => hit.area)).toEqual(['stability']);
    expect(results.totalItems).toBe(1);
    expect(countOf(results, 'clinical-trials')).toBe(1);
  });
});

describe('GET /json/api/v1/search: matching, ranking and snippets', () => {
  it('matches every word as a prefix and needs all of them', async () => {
    expect((await search('quorv', clinician)).totalItems).toBe(4);
    expect((await search('QUORVEX xylo', clinician)).items.map((hit) => hit.id)).toEqual([trial.id]);
    expect((await search('quorvex nosuchwordanywhere', clinician)).totalItems).toBe(0);
  });

  it('finds the seeded content: names, matrix diluents and team members', async () => {
    const vanclorin = await search('vanclorin', pharmacist);
    expect(vanclorin.items.length).toBeGreaterThan(0);
    expect(vanclorin.items.every((hit) => hit.area === 'stability' && hit.path.startsWith('/stability/'))).toBe(true);
    expect((await search('elastomeric', pharmacist)).groups.find((g) => g.area === 'stability')?.count).toBeGreaterThan(
      0,
    );
  });

  it('finds stability and catalogue products by their generic name (INN) and synonyms', async () => {
    const titles = (results: SearchResults) => results.items.map((hit) => hit.title).sort();
    // The invented brand Vanclorin is vancomycin; the catalogue names its product by the INN already.
    expect(titles(await search('vancomycin', clinician, '&area=stability'))).toEqual([
      'Vanclorin 1 g',
      'Vanclorin 500 mg',
    ]);
    expect(titles(await search('vancomycin', clinician, '&area=product-catalogue'))).toEqual([
      'Vancomycin Meridian 1 g powder for solution for infusion 1 g',
    ]);
    const heparin = await search('heparin', pharmacist, '&area=stability');
    expect(titles(heparin)).toEqual(['Heparexin 1,000 units/mL']);
    expect(heparin.items[0]?.path).toBe('/stability/heparexin-1-000-units-ml');
    expect(snippetText(heparin)).toContain('heparin sodium');
    // Enoxaparin's synonyms call it a low molecular weight heparin.
    expect(titles(await search('heparin', clinician, '&area=product-catalogue'))).toEqual([
      'Enoxaparin Meridian 4,000 IU (40 mg)/0.4 mL solution for injection in pre-filled syringe 100 mg/mL',
    ]);
    // Synonyms: a US name finds both paracetamol products, an abbreviation the brand.
    const acetaminophen = await search('acetaminophen', clinician);
    expect(countOf(acetaminophen, 'stability')).toBe(1);
    expect(countOf(acetaminophen, 'product-catalogue')).toBe(1);
    expect(titles(await search('vanc', pharmacist, '&area=stability'))).toEqual(['Vanclorin 1 g', 'Vanclorin 500 mg']);
  });

  it('ranks a title match above a body match', async () => {
    const results = await search('zelphar', clinician);
    expect(results.items.map((hit) => hit.id)).toEqual([updateWithTitle.id, updateWithBody.id]);
    expect(results.items[0]?.path).toMatch(/^\/important-updates\/[a-z0-9-]+$/);
  });

  it('returns HTML in content as plain-text segments with the match highlighted', async () => {
    const results = await search('zelphar', clinician);
    const hit = results.items[1];
    expect(hit?.snippet.some((segment) => segment.match && segment.text.toLowerCase() === 'zelphar')).toBe(true);
    expect(snippetText(results, 1)).toContain('<script>alert("x")</script>');
    expect(hit?.snippet.every((segment) => !/[\uE000\uE001]/.test(segment.text))).toBe(true);
  });

  it('suggests close terms when nothing matches', async () => {
    const results = await search('quorvx', clinician);
    expect(results.totalItems).toBe(0);
    expect(results.suggestions).toContain('quorvex');
    expect((await search('qqqqqqqq', clinician)).suggestions).toEqual([]);
  });

  it('pages the ranked hits', async () => {
    const first = await search('quorvex', clinician, '&perPage=3');
    const second = await search('quorvex', clinician, '&perPage=3&page=2');
    expect(first).toMatchObject({ page: 1, perPage: 3, totalItems: 4, totalPages: 2 });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((hit) => `${hit.area}:${String(hit.id)}`)).size).toBe(4);
  });
});

describe('GET /json/api/v1/search: hostile queries', () => {
  const hostile = [
    '"',
    "'",
    '--',
    '%',
    '*',
    'NEAR(',
    'a OR b',
    ':*',
    '\\',
    '<script>alert(1)</script>',
    "quorvex' OR '1'='1",
    'quorvex" OR "',
    "'); DROP TABLE search_documents; --",
    'title:quorvex',
    '^quorvex',
    'quorvex AND NOT zelphar',
    '💉🧪',
    'Crème brûlée 胰岛素',
    'x'.repeat(200),
    '\u0000',
    '\uE000quorvex\uE001',
  ];

  it('answers 200 with a plain result, never an error or an injected match', async () => {
    for (const q of hostile) {
      const response = await get(`q=${encodeURIComponent(q)}`, pharmacist);
      expect([200, 400], `status for ${JSON.stringify(q)}`).toContain(response.status);
      const body: unknown = await response.json();
      if (response.status === 200) {
        const results = SearchResultsSchema.parse(body);
        expect(results.groups.map((group) => group.area).sort()).toEqual([...PHARMACIST_AREAS].sort());
        expect(results.items.every((hit) => PHARMACIST_AREAS.includes(hit.area))).toBe(true);
      } else {
        expect(body).toMatchObject({ data: { status: 400 } });
      }
    }
    // The index is still there and whole.
    expect((await search('quorvex', pharmacist)).totalItems).toBe(2);
  });

  it('treats operators and quotes as separators, not syntax', async () => {
    expect((await search('"quorvex"', pharmacist)).totalItems).toBe(2);
    // Only words count: the same hits as the words alone, never more than "quorvex" finds.
    const injected = await search("quorvex' OR '1'='1", pharmacist);
    expect(injected).toEqual({ ...(await search('quorvex or 1', pharmacist)), query: "quorvex' OR '1'='1" });
    expect(injected.totalItems).toBeLessThanOrEqual(2);
    expect(await search('%%% -- **', pharmacist)).toMatchObject({ items: [], totalItems: 0, suggestions: [] });
  });

  it('answers 400 in the error shape for an empty or over-long query and bad paging', async () => {
    for (const query of ['q=', 'q=%20%20', `q=${'a'.repeat(1000)}`, 'q=insulin&page=0', 'q=insulin&area=nowhere', '']) {
      const response = await get(query, pharmacist);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });
});

describe('the index follows the content', () => {
  it('never finds drafts, and a draft saved over a published item leaves the published text found', async () => {
    expect((await search('tigecivane', clinician)).totalItems).toBe(0);
    await server.payload.update({
      collection: 'clinical-trials',
      id: trial.id,
      data: { title: 'Draft wording with plimsoleth' },
      draft: true,
      overrideAccess: true,
    });
    expect((await search('plimsoleth', clinician)).totalItems).toBe(0);
    expect((await search('xylotrandem', clinician)).totalItems).toBe(1);
  });

  it('never finds expired items', async () => {
    expect((await search('colistavane', clinician)).totalItems).toBe(0);
    const day = 24 * 60 * 60 * 1000;
    await publish('catalogue-products', product.id, {
      governance: {
        approvalCode: 'HCP-TEST-1',
        dateOfPreparation: new Date(Date.now() - 400 * day).toISOString(),
        reviewBy: new Date(Date.now() - 2 * day).toISOString(),
      },
    });
    const results = await search('quorvex', clinician);
    expect(countOf(results, 'product-catalogue')).toBe(0);
  });

  it('follows publish, change, unpublish and delete', async () => {
    const created = await server.payload.create({
      collection: 'quick-links',
      data: {
        title: 'Frimbolt guidance',
        url: 'https://example.org/frimbolt',
        group: 'Guidance and formularies',
        displayOrder: 5,
        governance: {
          approvalCode: 'HCP-TEST-2',
          dateOfPreparation: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString(),
          reviewBy: new Date(Date.now() + 300 * 24 * 60 * 60 * 1000).toISOString(),
        },
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    });
    expect((await search('frimbolt', pharmacist)).totalItems).toBe(0);

    await publish('quick-links', created.id, {});
    const published = await search('frimbolt', pharmacist);
    expect(published.items).toMatchObject([{ area: 'quick-links', id: created.id, path: '/quick-links' }]);
    expect((await search('frimbolx', pharmacist)).suggestions).toContain('frimbolt');

    await publish('quick-links', created.id, { title: 'Grenwick guidance' });
    expect((await search('frimbolt', pharmacist)).totalItems).toBe(0);
    expect((await search('grenwick', pharmacist)).totalItems).toBe(1);
    // The old word leaves the vocabulary with the old title.
    expect((await search('frimbolx', pharmacist)).suggestions).not.toContain('frimbolt');

    await server.payload.update({
      collection: 'quick-links',
      id: created.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    expect((await search('grenwick', pharmacist)).totalItems).toBe(0);

    await publish('quick-links', created.id, {});
    expect((await search('grenwick', pharmacist)).totalItems).toBe(1);
    await server.payload.delete({ collection: 'quick-links', id: created.id, overrideAccess: true });
    expect((await search('grenwick', pharmacist)).totalItems).toBe(0);
  });

  it('rebuilds to the same results', async () => {
    const queries = [
      'quorvex',
      'zelphar',
      'vanclorin',
      'vancomycin',
      'acetaminophen',
      'sodium chloride 0.9%',
      'glucose',
    ];
    const before = await Promise.all(queries.map((q) => search(q, clinician)));
    const index = await searchIndexOf(server.payload);
    const indexed = await index.count();
    await index.clear();
    expect((await search('quorvex', clinician)).totalItems).toBe(0);
    let read = 0;
    expect(await reindexAll(server.payload, () => (read += 1))).toBe(indexed);
    // Every published item is read; published forms other than clinical requests are read but not indexed.
    expect(read).toBe(await countIndexable(server.payload));
    expect(read).toBeGreaterThan(indexed);
    const after = await Promise.all(queries.map((q) => search(q, clinician)));
    expect(after).toEqual(before);
  });
});
