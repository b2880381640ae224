import { ImportantUpdatePageSchema, ImportantUpdateSchema } from '@hcp/contracts/important-updates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { document, paragraph } from '../../src/seed/lexical';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['important-updates'] });
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function listAll(query = ''): Promise<ReturnType<typeof ImportantUpdatePageSchema.parse>> {
  const response = await get(`important-updates?perPage=100${query}`, clinician);
  expect(response.status).toBe(200);
  return ImportantUpdatePageSchema.parse(await response.json());
}

describe('GET /json/api/v1/important-updates', () => {
  it('lists the published, current updates newest first by publish date', async () => {
    const list = await listAll();
    expect(list.totalItems).toBe(12);
    const dates = list.items.map((item) => item.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const titles = list.items.map((item) => item.title);
    // The seed's never-published draft and its expired update stay in the CMS.
    expect(titles).not.toContain('Winter supply planning for 2027');
    expect(titles).not.toContain('Bisoprolol Meridian tablets: new blister design');
  });

  it('pages without overlap', async () => {
    const first = ImportantUpdatePageSchema.parse(await (await get('important-updates?perPage=5', clinician)).json());
    const third = ImportantUpdatePageSchema.parse(
      await (await get('important-updates?perPage=5&page=3', clinician)).json(),
    );
    expect(first).toMatchObject({ page: 1, perPage: 5, totalItems: 12, totalPages: 3 });
    expect(first.items).toHaveLength(5);
    expect(third.items).toHaveLength(2);
    const all = await listAll();
    expect([...first.items, ...third.items].map((item) => item.id)).toEqual([
      ...all.items.slice(0, 5).map((item) => item.id),
      ...all.items.slice(10).map((item) => item.id),
    ]);
  });

  it('keeps one category when asked', async () => {
    const list = await listAll('&category=safety-notice');
    expect(list.totalItems).toBe(2);
    expect(list.items.every((item) => item.category === 'safety-notice')).toBe(true);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['category=recall', 'page=0', 'perPage=500', 'page=two']) {
      const response = await get(`important-updates?${query}`, clinician);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

  it('is for accounts with the Important updates area only', async () => {
    expect((await get('important-updates')).status).toBe(401);
    expect((await get('important-updates', pharmacist)).status).toBe(403);
    expect((await get('important-updates', noroles)).status).toBe(403);
  });
});

describe('GET /json/api/v1/important-update/{id}', () => {
  it('serves one update by slug or id, with its body, documents and governance', async () => {
    const bySlug = await get('important-update/look-alike-ampoules-midazolam-meridian-1-mg-ml-and-5-mg-ml', clinician);
    expect(bySlug.status).toBe(200);
    const update = ImportantUpdateSchema.parse(await bySlug.json());
    expect(update.category).toBe('safety-notice');
    expect(update.body.length).toBeGreaterThan(1);
    expect(update.documents).toEqual([
      expect.objectContaining({
        title: 'Letter to healthcare professionals: midazolam ampoule labels',
        mimeType: 'application/pdf',
      }),
    ]);
    expect(update.governance.approvalCode).toBe('MHP-UK-1187');

    const byId = ImportantUpdateSchema.parse(
      await (await get(`important-update/${String(update.id)}`, clinician)).json(),
    );
    expect(byId).toEqual(update);
    // The attachment downloads for the same account.
    const file = await get(`documents/${String(update.documents[0]?.id)}`, clinician);
    expect(file.status).toBe(200);
  });

  it('answers 404 for drafts, expired and unknown updates, 400 for a malformed id', async () => {
    for (const slug of [
      'winter-supply-planning-for-2027',
      'bisoprolol-meridian-tablets-new-blister-design',
      'no-such-update',
      '999999',
    ]) {
      const response = await get(`important-update/${slug}`, clinician);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
    expect((await get('important-update/Not%20A%20Slug', clinician)).status).toBe(400);
  });

  it('keeps serving the published text while a newer draft waits', async () => {
    const [doc] = (
      await server.payload.find({
        collection: 'important-updates',
        where: { slug: { equals: 'meropenem-meridian-500-mg-supply-restored' } },
        overrideAccess: true,
      })
    ).docs;
    await server.payload.update({
      collection: 'important-updates',
      id: doc?.id ?? 0,
      data: { title: 'Unapproved headline', body: document(paragraph('Not approved yet.')) },
      draft: true,
      overrideAccess: true,
    });
    const update = ImportantUpdateSchema.parse(
      await (await get('important-update/meropenem-meridian-500-mg-supply-restored', clinician)).json(),
    );
    expect(update.title).toBe('Meropenem Meridian 500 mg: supply restored');
    expect(JSON.stringify(update.body)).not.toContain('Not approved yet.');
    const list = await listAll();
    expect(list.items.map((item) => item.title)).not.toContain('Unapproved headline');
  });

  it('is for accounts with the Important updates area only', async () => {
    const path = 'important-update/meropenem-meridian-500-mg-supply-restored';
    expect((await get(path)).status).toBe(401);
    expect((await get(path, pharmacist)).status).toBe(403);
    expect((await get(path, noroles)).status).toBe(403);
  });
});
