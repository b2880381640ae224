import { SubmenuSchema } from '@hcp/contracts/content';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { StabilityProductPageSchema, StabilityProductSchema } from '@hcp/contracts/stability';
import type { RequiredDataFromCollectionSlug } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { FEATURED_STABILITY_PRODUCTS, STABILITY_PRODUCTS } from '../../src/seed/stability';
import { certifiedContext, signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;
let cmsStaff: string;

const PUBLISHED = STABILITY_PRODUCTS.filter((product) => product.status === undefined);

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['stability'] });
  ({ clinician, pharmacist, noroles, cmsStaff } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function list(query: string, token = clinician) {
  const response = await get(`stability${query}`, token);
  expect(response.status, query).toBe(200);
  return StabilityProductPageSchema.parse(await response.json());
}

async function product(idOrSlug: string | number, token = clinician) {
  const response = await get(`stability/${String(idOrSlug)}`, token);
  expect(response.status, String(idOrSlug)).toBe(200);
  return StabilityProductSchema.parse(await response.json());
}

const idOf = async (slug: string) =>
  (
    await server.payload.find({
      collection: 'stability-products',
      where: { slug: { equals: slug } },
      draft: true,
      overrideAccess: true,
    })
  ).docs[0]?.id ?? 0;

describe('the demo seed', () => {
  it('has at least 30 published products with 4 to 12 preparations each, a draft-only and an expired one', () => {
    expect(PUBLISHED.length).toBeGreaterThanOrEqual(30);
    for (const seeded of STABILITY_PRODUCTS) {
      expect(seeded.rows.length, seeded.name).toBeGreaterThanOrEqual(4);
      expect(seeded.rows.length, seeded.name).toBeLessThanOrEqual(12);
    }
    expect(STABILITY_PRODUCTS.filter((seeded) => seeded.status === 'draft-only')).toHaveLength(1);
    expect(STABILITY_PRODUCTS.filter((seeded) => seeded.status === 'expired')).toHaveLength(1);
  });
});

describe('GET /json/api/v1/stability', () => {
  it('lists the published, current products alphabetically, a page at a time', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, perPage: 20, totalItems: PUBLISHED.length });
    expect(first.totalPages).toBe(Math.ceil(PUBLISHED.length / 20));
    const titles = first.items.map((item) => `${item.name} ${item.strength}`);
    expect(titles.slice(0, 3)).toEqual(['Aciclorex 250 mg', 'Amiodrel 50 mg/mL', 'Amphelix 50 mg']);
    expect([...first.items.map((item) => item.name)]).toEqual(
      [...first.items.map((item) => item.name)].sort((a, b) => a.localeCompare(b)),
    );

    const second = await list('?page=2&perPage=5');
    expect(second).toMatchObject({ page: 2, perPage: 5, totalPages: Math.ceil(PUBLISHED.length / 5) });
    expect(second.items.map((item) => item.id)).toEqual(first.items.slice(5, 10).map((item) => item.id));
    expect((await list('?page=99')).items).toEqual([]);
  });

  it('summarises each product with the diluents and containers its rows use', async () => {
    const { items } = await list('?q=cefravex');
    expect(items.map((item) => item.slug)).toEqual(['cefravex-1-g', 'cefravex-2-g']);
    expect(items[0]).toMatchObject({
      name: 'Cefravex',
      strength: '1 g',
      form: 'powder-solution-injection-infusion',
      diluents: ['sodium-chloride-0-9', 'glucose-5', 'water-for-injections'],
      containers: ['pvc-bag', 'polyolefin-bag', 'glass-vial-reconstituted', 'polypropylene-syringe'],
      preparations: 9,
    });
  });

  it('searches names as plain text, ignoring case, and pages the matches', async () => {
    expect((await list('?q=VANCLORIN')).items.map((item) => item.strength)).toEqual(['1 g', '500 mg']);
    expect((await list('?q=%20ane%20')).totalItems).toBeGreaterThan(5);
    const paged = await list('?q=ane&perPage=2&page=2');
    expect(paged.items).toHaveLength(2);
    expect(paged.totalItems).toBe(PUBLISHED.filter((seeded) => seeded.name.includes('ane')).length);
    for (const literal of ['%25', '_', '%25%25', 'C%25x', "O'Brien", '"', '\\', 'x%27%20OR%201%3D1']) {
      expect((await list(`?q=${literal}`)).totalItems, literal).toBe(0);
    }
    expect((await list('?q=nothing-like-this')).items).toEqual([]);
  });

  it('finds products by their generic name (INN) and synonyms, and sends both', async () => {
    const vancomycin = await list('?q=Vancomycin');
    expect(vancomycin.items.map((item) => `${item.name} ${item.strength}`)).toEqual([
      'Vanclorin 1 g',
      'Vanclorin 500 mg',
    ]);
    expect(vancomycin.items[0]).toMatchObject({
      inn: 'vancomycin',
      synonyms: ['vancomycin hydrochloride', 'vanc', 'vanco'],
    });
    expect((await list('?q=heparin')).items.map((item) => item.name)).toEqual(['Heparexin']);
    // Synonyms: a US name, an old British spelling, an abbreviation.
    expect((await list('?q=acetaminophen')).items.map((item) => item.name)).toEqual(['Paracetrel']);
    expect((await list('?q=frusemide')).items.map((item) => item.name)).toEqual(['Furovane']);
    expect((await list('?q=UFH')).items.map((item) => item.name)).toEqual(['Heparexin']);
    // A phrase is searched as written: its words in another order are not a match.
    expect((await list('?q=Vancomycin%20Hydrochloride')).items.map((item) => item.name)).toEqual([
      'Vanclorin',
      'Vanclorin',
    ]);
    expect((await list('?q=hydrochloride%20vancomycin')).totalItems).toBe(0);
    // An expired product's INN finds nothing either.
    expect((await list('?q=colistimethate')).totalItems).toBe(0);
  });

  it('never lists a draft-only or expired product', async () => {
    const all = await list('?perPage=100');
    const names = all.items.map((item) => item.name);
    expect(names).not.toContain('Tigecivane');
    expect(names).not.toContain('Colistavane');
    expect((await list('?q=tigecivane')).totalItems).toBe(0);
  });

  it('answers 400 for bad paging or search parameters', async () => {
    for (const query of ['?page=0', '?page=abc', '?perPage=101', '?perPage=0', `?q=${'a'.repeat(101)}`]) {
      const response = await get(`stability${query}`, clinician);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

  it('is for accounts holding wb_read_stability_matrix only', async () => {
    expect((await get('stability', pharmacist)).status).toBe(200);
    expect((await get('stability', noroles)).status).toBe(403);
    expect((await get('stability', cmsStaff)).status).toBe(403);
    expect((await get('stability')).status).toBe(401);
  });
});

describe('GET /json/api/v1/stability/{id}', () => {
  it('sends the product’s generic name (INN) and synonyms', async () => {
    expect(await product('heparexin-1-000-units-ml')).toMatchObject({
      name: 'Heparexin',
      inn: 'heparin sodium',
      synonyms: ['heparin', 'unfractionated heparin', 'UFH'],
    });
  });

  it('serves a product by slug or id, with its matrix, notes, documents and governance', async () => {
    const bySlug = await product('cefravex-1-g');
    expect(await product(bySlug.id)).toEqual(bySlug);
    expect(bySlug.matrix).toHaveLength(9);
    expect(bySlug.matrix[0]).toMatchObject({
      diluent: 'water-for-injections',
      concentration: { value: 100, upTo: null, unit: 'mg-per-ml' },
      container: 'glass-vial-reconstituted',
      temperature: 'refrigerated-2-8',
      protectFromLight: false,
      shelfLife: { value: 24, unit: 'hours' },
      evidence: 'B',
    });
    expect(bySlug.matrix[2]).toMatchObject({
      concentration: { value: 10, upTo: 40 },
      shelfLife: { value: 7, unit: 'days' },
      evidence: 'A',
      reference: expect.stringContaining('Halden') as unknown,
    });
    expect(bySlug.notes[0]).toMatchObject({ type: 'heading' });
    expect(bySlug.governance.approvalCode).toMatch(/^MHP-STB-/);
    const stored = await server.payload.find({
      collection: 'stability-products',
      where: { slug: { equals: 'cefravex-1-g' } },
      overrideAccess: true,
    });
    // "Last updated" on the portal is when the published item last changed.
    expect(bySlug.governance.updatedAt).toBe(stored.docs[0]?.updatedAt);
    expect(bySlug.documents).toHaveLength(1);
    expect(bySlug.documents[0]?.mimeType).toBe('application/pdf');
    expect(bySlug.documents[0]?.title).toContain('Cefravex');
  });

  it('sends the handling warnings in the editors’ order, and an empty list for a product without any', async () => {
    expect((await product('amphelix-50-mg')).warnings).toEqual([
      { kind: 'incompatibility', text: expect.stringContaining('Glucose 5% only') as unknown },
      { kind: 'light-protection', text: expect.stringContaining('from light') as unknown },
      { kind: 'use-immediately', text: expect.stringContaining('Microbiologically, use immediately') as unknown },
    ]);
    expect((await product('cefravex-1-g')).warnings).toEqual([]);
  });

  it('serves an editor’s published warnings at once, and a later edit replaces them', async () => {
    const id = await idOf('meropendra-1-g');
    const publish = async (
      warnings: { kind: 'use-immediately' | 'other'; text: string }[],
      approvalCode: string,
      dateOfPreparation: string,
    ) => {
      const { docs } = await server.payload.find({ collection: 'stability-products', where: { id: { equals: id } } });
      await server.payload.update({
        collection: 'stability-products',
        id,
        // The warnings are clinical: publishing them takes a new approval code and date of preparation.
        data: {
          warnings,
          governance: { ...docs[0]?.governance, approvalCode, dateOfPreparation },
          _status: 'published',
        },
        overrideAccess: true,
        context: await certifiedContext(server.payload),
      });
    };
    expect((await product('meropendra-1-g')).warnings).toEqual([]);
    await publish(
      [
        { kind: 'use-immediately', text: 'Give within 1 hour of dilution in glucose 5%.' },
        { kind: 'other', text: 'Shake the vial until clear.' },
      ],
      'MHP-STB-9101',
      '2026-11-01T00:00:00.000Z',
    );
    expect((await product('meropendra-1-g', pharmacist)).warnings).toEqual([
      { kind: 'use-immediately', text: 'Give within 1 hour of dilution in glucose 5%.' },
      { kind: 'other', text: 'Shake the vial until clear.' },
    ]);
    await publish([{ kind: 'other', text: 'Shake the vial until clear.' }], 'MHP-STB-9102', '2026-11-02T00:00:00.000Z');
    expect((await product('meropendra-1-g', pharmacist)).warnings).toEqual([
      { kind: 'other', text: 'Shake the vial until clear.' },
    ]);
  });

  it('lets the pharmacist read the product and download its attachment', async () => {
    const noradrix = await product('noradrix-1-mg-ml', pharmacist);
    expect(noradrix.matrix.every((row) => row.protectFromLight)).toBe(true);
    const download = await get(`documents/${String(noradrix.documents[0]?.id)}`, pharmacist);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers 404 for unknown ids and for a draft that was never published, by slug or id', async () => {
    const draftId = String(await idOf('tigecivane-50-mg'));
    for (const idOrSlug of ['no-such-product', '999999', 'tigecivane-50-mg', draftId]) {
      const response = await get(`stability/${idOrSlug}`, clinician);
      expect(response.status, idOrSlug).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });

  it('answers 410 content_withdrawn for a product past its review-by date, by slug or id', async () => {
    const expiredId = String(await idOf('colistavane-1-million-units'));
    for (const idOrSlug of ['colistavane-1-million-units', expiredId]) {
      const response = await get(`stability/${idOrSlug}`, pharmacist);
      expect(response.status, idOrSlug).toBe(410);
      const body = ApiErrorSchema.parse(await response.json());
      expect(body).toMatchObject({ code: ERROR_CODES.withdrawn, data: { status: 410 } });
      expect(body.message).toMatch(/withdrawn/);
    }
  });

  it('answers 410 once a published product is unpublished, and the product again once it is republished', async () => {
    const slug = 'ondavira-2-mg-ml';
    const id = await idOf(slug);
    await server.payload.update({
      collection: 'stability-products',
      id,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    try {
      expect((await get(`stability/${slug}`, clinician)).status).toBe(410);
      expect((await get(`stability/${String(id)}`, clinician)).status).toBe(410);
      // The capability is still checked first: no word about the product to an account without it.
      expect((await get(`stability/${slug}`, noroles)).status).toBe(403);
    } finally {
      await server.payload.update({
        collection: 'stability-products',
        id,
        data: { _status: 'published' },
        overrideAccess: true,
      });
    }
    expect((await product(slug)).slug).toBe(slug);
  });

  it('keeps serving the published version while an editor works on a draft', async () => {
    const id = await idOf('ondavira-2-mg-ml');
    await server.payload.update({
      collection: 'stability-products',
      id,
      data: { summary: 'Draft summary, not reviewed.', matrix: [] },
      draft: true,
      overrideAccess: true,
    });
    const served = await product('ondavira-2-mg-ml');
    expect(served.summary).not.toContain('Draft summary');
    expect(served.matrix).toHaveLength(7);
  });

  it('answers 400 for a malformed id and is for the capability’s holders only', async () => {
    expect((await get('stability/Not%20A%20Slug!', clinician)).status).toBe(400);
    expect((await get('stability/cefravex-1-g', noroles)).status).toBe(403);
    expect((await get('stability/cefravex-1-g', cmsStaff)).status).toBe(403);
    expect((await get('stability/cefravex-1-g')).status).toBe(401);
  });
});

describe('GET /json/api/v1/menu/stability', () => {
  const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);
  const alphabetical = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

  async function menu(token = pharmacist) {
    const response = await get('menu/stability', token);
    expect(response.status).toBe(200);
    return SubmenuSchema.parse(await response.json()).entries;
  }

  it('lists the products the editor featured, alphabetically as “Name strength”', async () => {
    const entries = await menu();
    expect(titles(entries)).toEqual(alphabetical([...FEATURED_STABILITY_PRODUCTS]));
    expect(entries[0]).toEqual({ title: 'Aciclorex 250 mg', path: '/stability/aciclorex-250-mg' });
    expect(entries).toContainEqual({ title: 'Cefravex 1 g', path: '/stability/cefravex-1-g' });
    expect((await get('menu/stability', noroles)).status).toBe(403);
  });

  it('lists the 25 latest readable products when none is featured, and follows the editor at once', async () => {
    const { docs: featured } = await server.payload.find({
      collection: 'stability-products',
      where: { featured: { equals: true } },
      overrideAccess: true,
      pagination: false,
    });
    const feature = (on: boolean) =>
      Promise.all(
        featured.map((doc) =>
          server.payload.update({
            collection: 'stability-products',
            id: doc.id,
            data: { featured: on },
            overrideAccess: true,
          }),
        ),
      );
    await feature(false);
    try {
      expect(PUBLISHED.length).toBeGreaterThan(25);
      const entries = await menu();
      expect(entries).toHaveLength(25);
      expect(titles(entries)).toEqual(alphabetical(titles(entries)));
      const { docs: latest } = await server.payload.find({
        collection: 'stability-products',
        where: {
          _status: { equals: 'published' },
          'governance.reviewBy': { greater_than_equal: new Date().toISOString().slice(0, 10) },
        },
        sort: ['-createdAt', '-id'],
        limit: 25,
        select: { name: true, strength: true },
        overrideAccess: true,
      });
      expect(new Set(titles(entries))).toEqual(new Set(latest.map((doc) => `${doc.name} ${doc.strength}`)));
      expect(titles(entries).join()).not.toMatch(/Tigecivane|Colistavane/);
    } finally {
      await feature(true);
    }
    expect(titles(await menu())).toEqual(alphabetical([...FEATURED_STABILITY_PRODUCTS]));
  });
});

describe('the stability matrix rows', () => {
  const base = {
    name: 'Testavane',
    strength: '1 g',
    inn: 'testamycin',
    form: 'powder-solution-injection-infusion' as const,
    summary: 'A test product.',
    governance: {
      approvalCode: 'TEST-1',
      dateOfPreparation: '2026-01-01T00:00:00.000Z',
      reviewBy: '2030-01-01T00:00:00.000Z',
    },
  };
  const row = {
    diluent: 'sodium-chloride-0-9' as const,
    concentration: { value: 5, unit: 'mg-per-ml' as const },
    container: 'pvc-bag' as const,
    temperature: 'at-25' as const,
    shelfLife: { value: 24, unit: 'hours' as const },
    evidence: 'B' as const,
    reference: 'Data on file',
  };
  type Data = RequiredDataFromCollectionSlug<'stability-products'>;
  const create = async (data: Partial<Data>) =>
    server.payload.create({
      collection: 'stability-products',
      data: { ...base, slug: '', matrix: [], ...data, _status: 'published' },
      overrideAccess: true,
      context: await certifiedContext(server.payload),
    });
  const createDraft = (data: Partial<Data>) =>
    server.payload.create({
      collection: 'stability-products',
      data: { ...base, slug: '', matrix: [], ...data, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    });

  it('needs at least one row to publish, but a draft may have none yet', async () => {
    await expect(create({ matrix: [] })).rejects.toThrow(/matrix|Stability matrix/i);
    const draft = await createDraft({ strength: '2 g', matrix: [] });
    expect(draft.slug).toBe('testavane-2-g');
  });

  it('refuses a shelf life or concentration that is not positive, and an inverted range', async () => {
    await expect(
      create({ strength: '3 g', matrix: [{ ...row, shelfLife: { value: 0, unit: 'hours' } }] }),
    ).rejects.toThrow();
    await expect(
      create({ strength: '4 g', matrix: [{ ...row, concentration: { value: -1, unit: 'mg-per-ml' } }] }),
    ).rejects.toThrow();
    await expect(
      create({ strength: '5 g', matrix: [{ ...row, concentration: { value: 5, upTo: 2, unit: 'mg-per-ml' } }] }),
    ).rejects.toThrow();
  });

  it('asks for the generic name (INN) to publish, while a draft may lack it', async () => {
    await expect(create({ strength: '7 g', inn: ' ', matrix: [row] })).rejects.toThrow(/INN/);
    const draft = await createDraft({ strength: '8 g', inn: null, matrix: [row] });
    expect(draft.inn ?? null).toBeNull();
  });

  it('makes the title and slug from the name and strength', async () => {
    const created = await create({ strength: '6 g', matrix: [row] });
    expect(created).toMatchObject({ title: 'Testavane 6 g', slug: 'testavane-6-g' });
    expect((await product('testavane-6-g')).containers).toEqual(['pvc-bag']);
  });
});
