import { CatalogueProductSchema, ProductCataloguePageSchema } from '@hcp/contracts/product-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productImageOf } from '../../src/endpoints/product-catalogue/pack-shots';
import { seedDemo } from '../../src/seed/demo';
import { drawPackShot } from '../../src/seed/pack-shots';
import { demoGovernance } from '../../src/seed/governance';
import { document, paragraph } from '../../src/seed/lexical';
import { certifiedContext, signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['product-catalogue'] });
  // Names that hold LIKE's wildcards and quotes, to show they are searched as plain characters.
  for (const [name, inn] of [
    ['Glucose 50% Meridian solution', 'glucose'],
    ["Children's Paracetamol_Meridian suspension", 'paracetamol'],
  ] as const) {
    await server.payload.create({
      collection: 'catalogue-products',
      data: { ...testProduct(name), inn, _status: 'published' },
      overrideAccess: true,
      context: await certifiedContext(server.payload),
    });
  }
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
});

function testProduct(name: string) {
  return {
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    strength: '1 mg',
    therapeuticArea: 'renal-fluids-electrolytes' as const,
    form: 'oral-solution' as const,
    presentation: '1 × 100 mL bottle',
    packSize: 1,
    legalCategory: 'P' as const,
    storage: 'Store below 25 °C.',
    description: document(paragraph('Test product.')),
    governance: demoGovernance('TEST-CAT'),
  };
}

afterAll(async () => {
  await server.close();
});

const get = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/product-catalogue${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function search(query: string) {
  const response = await get(`?perPage=100&${query}`, clinician);
  expect(response.status, query).toBe(200);
  return ProductCataloguePageSchema.parse(await response.json());
}

const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe('GET /json/api/v1/product-catalogue', () => {
  it('lists the published, current products by name with the filter values they hold', async () => {
    const page = await search('');
    // 18 seeded (one draft, one expired held back) plus the two test products.
    expect(page.totalItems).toBe(20);
    expect(names(page)).toEqual([...names(page)].sort((a, b) => a.localeCompare(b)));
    expect(names(page)).not.toContain('Amiodarone Meridian 30 mg/mL solution for injection in pre-filled syringe');
    expect(names(page)).not.toContain('Cefuroxime Meridian 750 mg powder for solution for injection');
    expect(page.facets.therapeuticAreas.map((option) => option.value)).toEqual([
      'anaesthesia-critical-care',
      'anti-infectives',
      'cardiovascular',
      'gastroenterology',
      'haematology',
      'oncology',
      'pain-management',
      'renal-fluids-electrolytes',
    ]);
    expect(page.facets.forms).toContainEqual({ value: 'tablet', label: 'Tablets' });
    expect(page.facets.presentations).toContainEqual({ value: '10 × 5 mL ampoules', label: '10 × 5 mL ampoules' });
    // The draft's presentation is not offered.
    expect(page.facets.presentations.map((option) => option.value)).not.toContain('10 × 10 mL pre-filled syringes');
  });

  it('pages without overlap', async () => {
    const first = ProductCataloguePageSchema.parse(await (await get('?perPage=8', clinician)).json());
    const third = ProductCataloguePageSchema.parse(await (await get('?perPage=8&page=3', clinician)).json());
    expect(first).toMatchObject({ page: 1, perPage: 8, totalItems: 20, totalPages: 3 });
    expect(third.items).toHaveLength(4);
    const all = await search('');
    expect([...names(first), ...names(third)]).toEqual([...names(all).slice(0, 8), ...names(all).slice(16)]);
    const beyond = ProductCataloguePageSchema.parse(await (await get('?perPage=8&page=9', clinician)).json());
    expect(beyond.items).toEqual([]);
  });

  it('searches names by every word, case-insensitively', async () => {
    expect(names(await search('q=MEROPENEM'))).toEqual([
      'Meropenem Meridian 500 mg powder for solution for injection or infusion',
    ]);
    expect(names(await search('q=meridian%2010%20mg%2FmL'))).toEqual([
      'Morphine Sulfate Meridian 10 mg/mL solution for injection',
      'Paracetamol Meridian 10 mg/mL solution for infusion',
      'Tranexamic Acid Meridian 100 mg/mL solution for injection',
    ]);
  });

  it('finds products by their generic name (INN) and synonyms, and sends both', async () => {
    const vancomycin = await search('q=Vancomycin');
    expect(names(vancomycin)).toEqual(['Vancomycin Meridian 1 g powder for solution for infusion']);
    expect(vancomycin.items[0]).toMatchObject({ inn: 'vancomycin', synonyms: ['vancomycin hydrochloride', 'vanc'] });
    // Enoxaparin is a low molecular weight heparin: its synonyms say so, its name does not.
    expect(names(await search('q=heparin'))).toEqual([
      'Enoxaparin Meridian 4,000 IU (40 mg)/0.4 mL solution for injection in pre-filled syringe',
    ]);
    expect(names(await search('q=lmwh'))).toEqual(names(await search('q=heparin')));
    // The INN is norepinephrine, the name and the British synonym noradrenaline.
    expect(names(await search('q=norepinephrine'))).toEqual([
      'Noradrenaline Meridian 40 micrograms/mL solution for infusion in pre-filled syringe',
    ]);
    // A US name finds the paracetamol products, however they are written; each word may match a different name.
    expect(names(await search('q=acetaminophen'))).toEqual(['Paracetamol Meridian 10 mg/mL solution for infusion']);
    expect(names(await search('q=acetaminophen%20infusion'))).toEqual([
      'Paracetamol Meridian 10 mg/mL solution for infusion',
    ]);
    expect(names(await search('q=acetaminophen%20tablets'))).toEqual([]);
  });

  it('sends the INN and synonyms with a product', async () => {
    const response = await get('/vancomycin-meridian-1-g-powder-for-solution-for-infusion', clinician);
    expect(CatalogueProductSchema.parse(await response.json())).toMatchObject({
      inn: 'vancomycin',
      synonyms: ['vancomycin hydrochloride', 'vanc'],
    });
  });

  it('asks for the INN before publishing, while a draft may wait for it; synonyms are kept tidy', async () => {
    await expect(
      server.payload.create({
        collection: 'catalogue-products',
        data: { ...testProduct('Innless Meridian tablets'), _status: 'published' },
        overrideAccess: true,
        context: await certifiedContext(server.payload),
      }),
    ).rejects.toThrow(/INN/);
    const draft = await server.payload.create({
      collection: 'catalogue-products',
      data: {
        ...testProduct('Innless Meridian tablets'),
        inn: '  ',
        synonyms: [' Innol ', 'INNOL', ''],
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    });
    expect(draft.inn ?? null).toBeNull();
    expect(draft.synonyms).toEqual(['Innol']);
  });

  it('reads %, _, quotes and backslashes in a search as plain characters', async () => {
    expect(names(await search('q=%25'))).toEqual([
      'Glucose 50% Meridian solution',
      'Potassium Chloride 0.3% and Sodium Chloride 0.9% Meridian solution for infusion',
    ]);
    expect(names(await search('q=50%25'))).toEqual(['Glucose 50% Meridian solution']);
    expect(names(await search('q=_'))).toEqual(["Children's Paracetamol_Meridian suspension"]);
    expect(names(await search("q=children's"))).toEqual(["Children's Paracetamol_Meridian suspension"]);
    expect(names(await search('q=%22%3B%20DROP%20TABLE%20catalogue_products%3B--'))).toEqual([]);
    expect(names(await search('q=%5C'))).toEqual([]);
    expect(names(await search('q=m%25n'))).toEqual([]);
  });

  it('filters by therapeutic area, form and presentation, together with a search', async () => {
    const oncology = await search('therapeuticArea=oncology');
    expect(names(oncology)).toEqual([
      'Docetaxel Meridian 20 mg/mL concentrate for solution for infusion',
      'Oxaliplatin Meridian 5 mg/mL concentrate for solution for infusion',
    ]);
    const ampoules = await search(`presentation=${encodeURIComponent('10 × 5 mL ampoules')}`);
    expect(names(ampoules)).toEqual([
      'Midazolam Meridian 1 mg/mL solution for injection',
      'Tranexamic Acid Meridian 100 mg/mL solution for injection',
    ]);
    const capsules = await search('form=capsule&therapeuticArea=gastroenterology&q=omeprazole');
    expect(names(capsules)).toEqual(['Omeprazole Meridian 20 mg gastro-resistant capsules']);
    expect((await search('form=tablet&therapeuticArea=oncology')).totalItems).toBe(0);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      'therapeuticArea=dermatology',
      'form=cream',
      `q=${'x'.repeat(101)}`,
      'page=-1',
      'perPage=101',
    ]) {
      const response = await get(`?${query}`, clinician);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
  });

  it('is not for the pharmacist or an account without roles', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', pharmacist)).status).toBe(403);
    expect((await get('', noroles)).status).toBe(403);
  });
});

describe('GET /json/api/v1/product-catalogue/{id}', () => {
  const vancomycin = 'vancomycin-meridian-1-g-powder-for-solution-for-infusion';

  it('serves a product by slug or id with its documents, which download', async () => {
    const response = await get(`/${vancomycin}`, clinician);
    expect(response.status).toBe(200);
    const product = CatalogueProductSchema.parse(await response.json());
    expect(product).toMatchObject({
      name: 'Vancomycin Meridian 1 g powder for solution for infusion',
      therapeuticArea: 'anti-infectives',
      legalCategory: 'POM',
      image: { alt: 'Carton and vial of Vancomycin Meridian 1 g powder for solution for infusion' },
      governance: { approvalCode: 'MHP-CAT-0101' },
    });
    expect(product.documents.map((link) => link.title)).toEqual([
      'Summary of product characteristics: Vancomycin Meridian 1 g powder for solution for infusion',
      'Patient information leaflet: Vancomycin Meridian 1 g powder for solution for infusion',
    ]);
    const byId = CatalogueProductSchema.parse(await (await get(`/${String(product.id)}`, clinician)).json());
    expect(byId).toEqual(product);
    const file = await fetch(`${server.baseUrl}/json/api/v1/documents/${String(product.documents[0]?.id)}`, {
      headers: { authorization: `Bearer ${clinician}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers 404 for the draft, the expired and an unknown product', async () => {
    for (const id of [
      'amiodarone-meridian-30-mg-ml-solution-for-injection-in-pre-filled-syringe',
      'cefuroxime-meridian-750-mg-powder-for-solution-for-injection',
      'no-such-product',
      '999999',
    ]) {
      const response = await get(`/${id}`, clinician);
      expect(response.status, id).toBe(404);
    }
    expect((await get('/%27%20OR%201%3D1', clinician)).status).toBe(400);
  });

  it('keeps serving the published text while a newer draft waits', async () => {
    const [doc] = (
      await server.payload.find({
        collection: 'catalogue-products',
        where: { slug: { equals: vancomycin } },
        overrideAccess: true,
      })
    ).docs;
    await server.payload.update({
      collection: 'catalogue-products',
      id: doc?.id ?? 0,
      data: { storage: 'Unapproved storage text' },
      draft: true,
      overrideAccess: true,
    });
    const product = CatalogueProductSchema.parse(await (await get(`/${vancomycin}`, clinician)).json());
    expect(product.storage).toBe('Store below 25 °C. After dilution: 48 hours at 2 to 8 °C.');
  });

  it('is not for the pharmacist', async () => {
    expect((await get(`/${vancomycin}`)).status).toBe(401);
    expect((await get(`/${vancomycin}`, pharmacist)).status).toBe(403);
    expect((await get(`/${vancomycin}`, noroles)).status).toBe(403);
  });
});

describe('pack shots', () => {
  async function vancomycin() {
    const page = await search('q=vancomycin');
    const product = page.items[0];
    if (!product?.image) throw new Error('The demo vancomycin has no pack shot.');
    return product;
  }

  it('lists each product with its pack shot: alternative text, its size, and a srcset of signed addresses', async () => {
    const { image } = await vancomycin();
    expect(image?.alt).toBe('Carton and vial of Vancomycin Meridian 1 g powder for solution for infusion');
    expect(image).toMatchObject({ width: 960, height: 720 });
    expect(image?.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '160w',
      '320w',
      '480w',
      '640w',
      '960w',
    ]);
    expect(image?.src).toMatch(/^\/json\/api\/v1\/product-catalogue\/images\/\d+\/640\?v=\d+&expires=\d+&signature=/);
  });

  it('serves a catalogue reader the image as WebP at the width asked, privately cacheable', async () => {
    const { image } = await vancomycin();
    const response = await fetch(`${server.baseUrl}${image?.src ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/^private, max-age=\d+, immutable$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
    // Cached at most until the address expires: 6 to 12 hours.
    expect(maxAge).toBeGreaterThan(6 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // VP8 lossy: the frame width sits at bytes 26-27 (14 bits).
    expect(bytes.readUInt16LE(26) & 0x3fff).toBe(640);
  });

  it('refuses a reader without the catalogue, who gets no address, and any address not signed by the server', async () => {
    expect((await get('?q=vancomycin', noroles)).status).toBe(403);
    const { image } = await vancomycin();
    const signed = new URL(image?.src ?? '', server.baseUrl);
    const forged = new URL(signed);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const otherWidth = new URL(signed.toString().replace('/640?', '/960?'));
    const stretched = new URL(signed);
    stretched.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600));
    for (const address of [forged, otherWidth, stretched]) {
      // Even with a signed-in reader's token: the image route reads the signature only.
      const refused = await fetch(address, { headers: { authorization: `Bearer ${noroles}` } });
      expect(refused.status, address.toString()).toBe(403);
    }
    const unsigned = await fetch(`${signed.origin}${signed.pathname}`, {
      headers: { authorization: `Bearer ${clinician}` },
    });
    expect(unsigned.status).toBe(400);
  });

  it('does not serve a pack shot no published product shows, even at a signed address', async () => {
    const png = await drawPackShot({
      name: 'Unlisted Meridian 5 mg tablets',
      strength: '5 mg',
      presentation: '28 tablets',
      therapeuticArea: 'cardiovascular',
      legalCategory: 'POM',
    });
    const loose = await server.payload.create({
      collection: 'pack-shots',
      data: { alt: 'Carton of Unlisted Meridian' },
      file: { data: png, mimetype: 'image/png', name: 'unlisted.png', size: png.length },
      overrideAccess: true,
    });
    const image = productImageOf(loose);
    expect(image).not.toBeNull();
    expect((await fetch(`${server.baseUrl}${image?.src ?? ''}`)).status).toBe(404);
  });

  it('gives a product without a pack shot no image', async () => {
    const page = await search('q=glucose');
    expect(page.items[0]?.image).toBeNull();
  });
});
