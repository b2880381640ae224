// The editors' preview: the latest version of an item, draft or not, in its portal screen's answer, for CMS staff
// sessions only.
import { type Preview, PreviewSchema } from '@hcp/contracts/preview';
import { StabilityProductSchema } from '@hcp/contracts/stability';
import type { CollectionSlug } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let editorCookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, {
    content: ['stability', 'education', 'important-updates', 'quick-links', 'clinical-trials'],
  });
  const callers = await signInDemoCallers(server);
  clinician = callers.clinician;
  editorCookie = `payload-token=${callers.cmsStaff}`;
});

afterAll(async () => {
  await server.close();
});

// A browser marks the admin's own requests as same-origin; Payload refuses the cookie of a cross-site one.
const preview = (collection: string, id: number | string, headers: Record<string, string> = { cookie: editorCookie }) =>
  fetch(`${server.baseUrl}/json/api/v1/preview/${collection}/${String(id)}`, {
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  });

async function previewOf(collection: string, id: number): Promise<Preview> {
  const response = await preview(collection, id);
  expect(response.status).toBe(200);
  return PreviewSchema.parse(await response.json());
}

async function idOf(collection: CollectionSlug, field: string, value: string): Promise<number> {
  const { docs } = await server.payload.find({
    collection,
    where: { [field]: { equals: value } },
    draft: true,
    overrideAccess: true,
    limit: 1,
  });
  const id = docs[0]?.id;
  if (typeof id !== 'number') throw new Error(`no ${collection} with ${field} ${value}`);
  return id;
}

describe('GET /json/api/v1/preview/{collection}/{id}', () => {
  it('shows a never-published draft as the portal would, marked as a draft', async () => {
    const id = await idOf('important-updates', 'title', 'Winter supply planning for 2027');
    // The portal itself does not have it.
    const live = await fetch(`${server.baseUrl}/json/api/v1/important-update/${String(id)}`, {
      headers: { authorization: `Bearer ${clinician}` },
    });
    expect(live.status).toBe(404);

    const shown = await previewOf('important-updates', id);
    expect(shown.collection).toBe('important-updates');
    expect(shown.state).toMatchObject({ status: 'draft', expired: false });
    if (shown.collection !== 'important-updates') throw new Error('wrong collection');
    expect(shown.item.title).toBe('Winter supply planning for 2027');
    expect(shown.item.governance.approvalCode).toMatch(/\S/);
  });

  it('marks an item past its review-by date as expired', async () => {
    const id = await idOf('important-updates', 'title', 'Bisoprolol Meridian tablets: new blister design');
    const shown = await previewOf('important-updates', id);
    expect(shown.state.expired).toBe(true);
  });

  it('shows the unpublished changes of a published product, while professionals still see the published version', async () => {
    const id = await idOf('stability-products', 'name', 'Cefravex');
    const before = await previewOf('stability-products', id);
    expect(before.state.status).toBe('published');
    if (before.collection !== 'stability-products') throw new Error('wrong collection');

    await server.payload.update({
      collection: 'stability-products',
      id,
      data: { summary: 'Draft wording the editor is still checking.' },
      draft: true,
      overrideAccess: true,
    });

    const after = await previewOf('stability-products', id);
    expect(after.state.status).toBe('changed');
    if (after.collection !== 'stability-products') throw new Error('wrong collection');
    expect(after.item.summary).toBe('Draft wording the editor is still checking.');
    // The same matrix rows: the draft changed only the summary.
    expect(after.item.matrix).toEqual(before.item.matrix);

    const live = await fetch(`${server.baseUrl}/json/api/v1/stability/${String(id)}`, {
      headers: { authorization: `Bearer ${clinician}` },
    });
    const published = StabilityProductSchema.parse(await live.json());
    expect(published.summary).toBe(before.item.summary);
  });

  it('shows a drafted Y-site record as the product page’s line, with its product, and a drafted reconstitution', async () => {
    const productId = await idOf('stability-products', 'slug', 'meropendra-1-g');
    const draft = await server.payload.create({
      collection: 'y-site-records',
      data: {
        product: productId,
        drug: await idOf('y-site-drugs', 'name', 'paracetamol'),
        slug: '',
        productConcentration: { value: 10, unit: 'mg-per-ml' },
        productDiluent: 'sodium-chloride-0-9',
        drugConcentration: { value: 10, unit: 'mg-per-ml' },
        drugDiluent: 'undiluted',
        result: 'compatible',
        contactMinutes: 60,
        temperature: 'room-15-25',
        light: 'protected',
        methods: ['visual'],
        evidence: 'B',
        reference: { citation: 'Draft citation.' },
        governance: {
          approvalCode: 'DRAFT-1',
          dateOfPreparation: '2026-01-01T00:00:00.000Z',
          reviewBy: '2030-01-01T00:00:00.000Z',
        },
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    });
    const shown = await previewOf('y-site-records', draft.id);
    expect(shown.state.status).toBe('draft');
    if (shown.collection !== 'y-site-records') throw new Error('wrong collection');
    expect(shown.item).toMatchObject({
      drug: 'paracetamol',
      product: { slug: 'meropendra-1-g' },
      conditions: { light: 'protected' },
      reference: { citation: 'Draft citation.', doi: null, pubmedId: null },
    });
    // Professionals do not see it.
    const live = await fetch(`${server.baseUrl}/json/api/v1/y-site-record/${String(draft.id)}`, {
      headers: { authorization: `Bearer ${clinician}` },
    });
    expect(live.status).toBe(404);

    await server.payload.update({
      collection: 'stability-products',
      id: productId,
      data: {
        reconstitution: {
          vialContent: { value: 1, unit: 'g' },
          diluent: 'water-for-injections',
          volumeAddedMl: 9.1,
          displacementMl: 0.9,
          concentration: { value: 100, unit: 'mg-per-ml' },
          maxDose: { value: 2, unit: 'g' },
          pumpLimitMlPerHour: 500,
        },
        // A clinical change: without a new approval the draft's approval is cleared and the page cannot be drawn.
        governance: {
          approvalCode: 'MHP-STB-RECON-2',
          dateOfPreparation: '2026-02-02T00:00:00.000Z',
          reviewBy: '2030-01-01T00:00:00.000Z',
        },
      },
      draft: true,
      overrideAccess: true,
    });
    const product = await previewOf('stability-products', productId);
    if (product.collection !== 'stability-products') throw new Error('wrong collection');
    expect(product.item.reconstitution).toMatchObject({ volumeAddedMl: 9.1, concentration: { value: 100 } });
  });

  it('answers the caller’s own parts empty: no CPD completion belongs to the preview', async () => {
    const { docs } = await server.payload.find({ collection: 'education-items', limit: 1, overrideAccess: true });
    const shown = await previewOf('education-items', docs[0]?.id ?? 0);
    if (shown.collection !== 'education-items') throw new Error('wrong collection');
    expect(shown.item.completion).toBeNull();
  });

  it('previews a quick link as its group with only that link', async () => {
    const { docs } = await server.payload.find({ collection: 'quick-links', limit: 1, overrideAccess: true });
    const link = docs[0];
    if (!link) throw new Error('no quick link seeded');
    const shown = await previewOf('quick-links', link.id);
    expect(shown).toMatchObject({ collection: 'quick-links', item: { group: link.group, links: [{ id: link.id }] } });
  });

  it('names the missing fields of a draft the portal could not draw', async () => {
    const draft = await server.payload.create({
      collection: 'important-updates',
      data: { title: 'Half-written safety notice' },
      draft: true,
      overrideAccess: true,
    });
    const response = await preview('important-updates', draft.id);
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      code: string;
      message: string;
      data: { params?: Record<string, string> };
    };
    expect(body.code).toBe('preview_incomplete');
    expect(body.message).toMatch(/required fields/);
    // The update's route fails on a draft without governance; it names no field rather than every field of the schema.
    expect(body.data.params).toBeUndefined();
  });

  it('answers 404 for an item that does not exist and 400 for a collection that cannot be previewed', async () => {
    expect((await preview('important-updates', 999_999)).status).toBe(404);
    const refused = await preview('users', 1);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { data: { params: Record<string, string> } }).data.params).toHaveProperty(
      'collection',
    );
  });

  it('refuses anyone without a CMS staff session: no cookie, a portal token, a portal token as the cookie', async () => {
    const id = await idOf('important-updates', 'title', 'Winter supply planning for 2027');
    const refusals: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${clinician}` },
      { cookie: `payload-token=${clinician}` },
      { cookie: 'payload-token=not-a-token' },
      { cookie: editorCookie, 'sec-fetch-site': 'cross-site' },
      { cookie: editorCookie, 'sec-fetch-site': 'same-origin', origin: 'https://attacker.example' },
    ];
    for (const headers of refusals) {
      const response = await preview('important-updates', id, headers);
      expect(response.status).toBe(401);
      const body = (await response.json()) as { code: string };
      expect(body.code).toBe('rest_not_logged_in');
    }
  });
});
