// Y-site compatibility: the product's partner drugs, the bedside check of up to six drugs, one record for the editors'
// preview, and the editors' rules behind them (the vocabulary, the records' governance, a product's reconstitution).
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { SearchResultsSchema } from '@hcp/contracts/search';
import { StabilityProductSchema } from '@hcp/contracts/stability';
import { ProductYSiteSchema, YSiteCheckSchema, ySiteCheckPath, YSiteRecordItemSchema } from '@hcp/contracts/y-site';
import type { RequiredDataFromCollectionSlug } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { certifiedContext, signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let noroles: string;
let cmsStaff: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['stability'] });
  ({ clinician, noroles, cmsStaff } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

/** A GET as the clinician, as another account, or with no token at all (`null`). */
const get = (path: string, token: string | null = clinician) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The field messages an editor reads when a save is refused. */
async function refusal(save: Promise<unknown>): Promise<string> {
  try {
    await save;
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? [];
    return [(error as Error).message, ...errors.map((entry) => entry.message)].join('\n');
  }
  throw new Error('the save was not refused');
}

async function productYSite(idOrSlug: string | number) {
  const response = await get(`stability/${String(idOrSlug)}/y-site`);
  expect(response.status, String(idOrSlug)).toBe(200);
  return ProductYSiteSchema.parse(await response.json());
}

async function check(query: string) {
  const response = await get(`y-site?${query}`);
  expect(response.status, query).toBe(200);
  return YSiteCheckSchema.parse(await response.json());
}

async function refused(path: string, status: number) {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  return ApiErrorSchema.parse(await response.json());
}

async function idOf(collection: 'stability-products' | 'y-site-drugs', field: string, value: string) {
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

type RecordData = RequiredDataFromCollectionSlug<'y-site-records'>;

async function recordData(drug: string, overrides: Partial<RecordData> = {}): Promise<RecordData> {
  return {
    product: await idOf('stability-products', 'slug', 'meropendra-1-g'),
    drug: await idOf('y-site-drugs', 'name', drug),
    slug: '',
    productConcentration: { value: 10, unit: 'mg-per-ml' },
    productDiluent: 'sodium-chloride-0-9',
    drugConcentration: { value: 1, unit: 'mg-per-ml' },
    drugDiluent: 'sodium-chloride-0-9',
    result: 'compatible',
    contactMinutes: 240,
    temperature: 'room-15-25',
    light: 'ambient',
    methods: ['hplc', 'visual'],
    evidence: 'A',
    reference: { citation: 'Test citation.', doi: '10.5555/test.1', pubmedId: '12345678' },
    governance: {
      approvalCode: 'TEST-YS-1',
      dateOfPreparation: '2026-01-01T00:00:00.000Z',
      reviewBy: '2030-01-01T00:00:00.000Z',
    },
    ...overrides,
  };
}

const createRecord = async (
  drug: string,
  overrides: Partial<RecordData> = {},
  status: 'published' | 'draft' = 'published',
) =>
  server.payload.create({
    collection: 'y-site-records',
    data: { ...(await recordData(drug, overrides)), _status: status },
    draft: status === 'draft',
    overrideAccess: true,
    context: await certifiedContext(server.payload),
  });

describe('GET /json/api/v1/stability/{id}/y-site', () => {
  it('lists the product’s partner drugs alphabetically, each drug’s records compatible first', async () => {
    const answer = await productYSite('meropendra-1-g');
    expect(answer.product).toMatchObject({ slug: 'meropendra-1-g', name: 'Meropendra', strength: '1 g' });
    expect(answer.partners.map((partner) => partner.drug)).toEqual([
      'dopamine',
      'furosemide',
      'heparin sodium',
      'morphine sulfate',
      'ondansetron',
    ]);
    const furosemide = answer.partners.find((partner) => partner.drug === 'furosemide');
    expect(furosemide?.records.map((record) => [record.result, record.productConcentration])).toEqual([
      ['compatible', { value: 1, upTo: 20, unit: 'mg-per-ml' }],
      ['conflicting', { value: 50, upTo: null, unit: 'mg-per-ml' }],
    ]);
    expect(answer.partners.find((partner) => partner.drug === 'ondansetron')?.records[0]?.result).toBe('incompatible');
  });

  it('gives each record its conditions, methods in the vocabulary’s order, evidence and reference', async () => {
    const answer = await productYSite(await idOf('stability-products', 'slug', 'meropendra-1-g'));
    const record = answer.partners.find((partner) => partner.drug === 'furosemide')?.records[0];
    expect(record).toMatchObject({
      drug: 'furosemide',
      productDiluent: 'sodium-chloride-0-9',
      drugConcentration: { value: 10, upTo: null, unit: 'mg-per-ml' },
      drugDiluent: 'undiluted',
      conditions: { contactMinutes: 240, temperature: 'room-15-25', light: 'ambient' },
      methods: ['visual', 'turbidity', 'particle-count', 'hplc', 'ph'],
      evidence: 'A',
      reference: { doi: expect.stringMatching(/^10\.5555\//) as unknown, pubmedId: null },
    });
    expect(record?.governance.approvalCode).toMatch(/^MHP-YS-/);
  });

  it('answers an empty list for a product without records, 404 for an unknown one and 410 for a withdrawn one', async () => {
    expect((await productYSite('lipidra-20')).partners).toEqual([]);
    expect((await refused('stability/no-such-product/y-site', 404)).code).toBe(ERROR_CODES.notFound);
    expect((await refused('stability/colistavane-1-million-units/y-site', 410)).code).toBe(ERROR_CODES.withdrawn);
  });

  it('is for accounts holding wb_read_stability_matrix only', async () => {
    expect((await get('stability/meropendra-1-g/y-site', null)).status).toBe(401);
    expect((await get('stability/meropendra-1-g/y-site', noroles)).status).toBe(403);
    expect((await get('stability/meropendra-1-g/y-site', cmsStaff)).status).toBe(403);
  });
});

describe('GET /json/api/v1/y-site', () => {
  it('answers one pair per drug in the order asked: tested, no data, or an unknown drug', async () => {
    const answer = await check('product=meropendra-1-g&drugs=ondansetron,paracetamol,quinoxamab');
    expect(answer.product.slug).toBe('meropendra-1-g');
    expect(answer.pairs.map(({ asked, drug, status }) => ({ asked, drug, status }))).toEqual([
      { asked: 'ondansetron', drug: 'ondansetron', status: 'tested' },
      { asked: 'paracetamol', drug: 'paracetamol', status: 'no-data' },
      { asked: 'quinoxamab', drug: null, status: 'unknown-drug' },
    ]);
    expect(answer.pairs[0]?.records.map((record) => record.result)).toEqual(['incompatible']);
    expect(answer.pairs[1]?.records).toEqual([]);
    expect(answer.pairs[2]?.records).toEqual([]);
  });

  it('resolves synonyms and any case to the vocabulary’s generic name', async () => {
    const answer = await check(`product=meropendra-1-g&drugs=${encodeURIComponent(' Frusemide , HEPARIN,morphine ')}`);
    expect(answer.pairs.map(({ asked, drug, status }) => [asked, drug, status])).toEqual([
      ['Frusemide', 'furosemide', 'tested'],
      ['HEPARIN', 'heparin sodium', 'tested'],
      ['morphine', 'morphine sulfate', 'tested'],
    ]);
    expect(answer.pairs[0]?.records.map((record) => record.result)).toEqual(['compatible', 'conflicting']);
  });

  it('keeps the records at the concentration asked for, or says they are at other concentrations and lists them', async () => {
    const answer = await check('product=meropendra-1-g&drugs=furosemide,dopamine&concentration=10&unit=mg-per-ml');
    const [furosemide, dopamine] = answer.pairs;
    expect(furosemide?.status).toBe('tested');
    expect(furosemide?.records.map((record) => record.result)).toEqual(['compatible']);
    expect(dopamine?.status).toBe('other-concentrations');
    expect(dopamine?.records.map((record) => record.productConcentration.value)).toEqual([50]);

    const at50 = await check('product=meropendra-1-g&drugs=furosemide,dopamine&concentration=50&unit=mg-per-ml');
    expect(at50.pairs.map((pair) => [pair.status, pair.records.map((record) => record.result)])).toEqual([
      ['tested', ['conflicting']],
      ['tested', ['compatible']],
    ]);
    // Another unit never matches a record in mg/mL.
    const other = await check('product=meropendra-1-g&drugs=furosemide&concentration=10&unit=microgram-per-ml');
    expect(other.pairs[0]?.status).toBe('other-concentrations');
  });

  it('answers 400 in the documented shape for a bad query', async () => {
    const none = await refused('y-site?product=meropendra-1-g&drugs=%2C%20%2C', 400);
    expect(none).toMatchObject({ code: ERROR_CODES.invalidParams, message: 'Name at least one other drug.' });
    expect(none.data.params).toEqual({ drugs: 'Name at least one other drug.' });
    expect((await refused('y-site?product=meropendra-1-g', 400)).data.params).toHaveProperty('drugs');
    const seven = await refused('y-site?product=meropendra-1-g&drugs=a,b,c,d,e,f,g', 400);
    expect(seven.message).toBe('Check at most 6 other drugs at once.');
    const noUnit = await refused('y-site?product=meropendra-1-g&drugs=furosemide&concentration=10', 400);
    expect(noUnit.data.params).toHaveProperty('unit');
    const noValue = await refused('y-site?product=meropendra-1-g&drugs=furosemide&unit=mg-per-ml', 400);
    expect(noValue.data.params).toHaveProperty('concentration');
    expect(
      (await refused('y-site?product=meropendra-1-g&drugs=furosemide&concentration=-1&unit=mg-per-ml', 400)).data
        .params,
    ).toHaveProperty('concentration');
    expect((await refused('y-site?product=Not%20a%20slug!&drugs=furosemide', 400)).data.params).toHaveProperty(
      'product',
    );
    expect(
      (await refused('y-site?product=meropendra-1-g&drugs=furosemide&concentration=10&unit=grams', 400)).data.params,
    ).toHaveProperty('unit');
  });

  it('answers 404 for an unknown, draft-only or withdrawn product', async () => {
    expect((await refused('y-site?product=no-such-product&drugs=furosemide', 404)).code).toBe(ERROR_CODES.notFound);
    await refused('y-site?product=tigecivane-50-mg&drugs=furosemide', 404);
    await refused('y-site?product=colistavane-1-million-units&drugs=furosemide', 404);
  });

  it('is for accounts holding wb_read_stability_matrix only', async () => {
    expect((await get('y-site?product=meropendra-1-g&drugs=furosemide', null)).status).toBe(401);
    expect((await get('y-site?product=meropendra-1-g&drugs=furosemide', noroles)).status).toBe(403);
    expect((await get('y-site?product=meropendra-1-g&drugs=furosemide', cmsStaff)).status).toBe(403);
  });
});

describe('which records count', () => {
  it('serves neither a draft nor a record past its review-by date, and serves a record once it is published', async () => {
    const draft = await createRecord('paracetamol', {}, 'draft');
    const expired = await createRecord('paracetamol', {
      productConcentration: { value: 20, unit: 'mg-per-ml' },
      governance: {
        approvalCode: 'OLD-1',
        dateOfPreparation: '2020-01-01T00:00:00.000Z',
        reviewBy: '2021-01-01T00:00:00.000Z',
      },
    });
    expect((await check('product=meropendra-1-g&drugs=paracetamol')).pairs[0]?.status).toBe('no-data');
    expect((await productYSite('meropendra-1-g')).partners.map((partner) => partner.drug)).not.toContain('paracetamol');
    await refused(`y-site-record/${String(draft.id)}`, 404);
    await refused(`y-site-record/${String(expired.id)}`, 404);

    await server.payload.update({
      collection: 'y-site-records',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: await certifiedContext(server.payload),
    });
    const now = await check('product=meropendra-1-g&drugs=acetaminophen');
    expect(now.pairs[0]).toMatchObject({ drug: 'paracetamol', status: 'tested' });
    expect(now.pairs[0]?.records.map((record) => record.id)).toEqual([draft.id]);

    await server.payload.delete({ collection: 'y-site-records', id: draft.id, overrideAccess: true });
    await server.payload.delete({ collection: 'y-site-records', id: expired.id, overrideAccess: true });
    expect((await check('product=meropendra-1-g&drugs=paracetamol')).pairs[0]?.status).toBe('no-data');
  });

  it('clears an approved record’s approval when its result changes, so it cannot be published unchanged', async () => {
    const record = await createRecord('adrenaline');
    // Saving it again as the admin sends it (the same product, drug and values) keeps its approval.
    const same = await recordData('adrenaline');
    const resaved = await server.payload.update({
      collection: 'y-site-records',
      id: record.id,
      data: { ...same, slug: record.slug, _status: 'published' },
      overrideAccess: true,
    });
    expect(resaved.governance.approvalCode).toBe('TEST-YS-1');
    await expect(
      server.payload.update({
        collection: 'y-site-records',
        id: record.id,
        data: { result: 'incompatible', _status: 'published' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/new approval code/);
    expect((await check('product=meropendra-1-g&drugs=epinephrine')).pairs[0]?.records[0]?.result).toBe('compatible');
    await server.payload.delete({ collection: 'y-site-records', id: record.id, overrideAccess: true });
  });
});

describe('GET /json/api/v1/y-site-record/{id}', () => {
  it('serves one published record with its product, as the preview draws it', async () => {
    const record = await createRecord('insulin', {
      drugConcentration: { value: 1, unit: 'units-per-ml' },
      methods: ['ph', 'visual'],
    });
    expect(record.title).toBe('Meropendra 1 g + insulin (10 mg/mL + 1 units/mL)');
    const response = await get(`y-site-record/${String(record.id)}`);
    expect(response.status).toBe(200);
    const item = YSiteRecordItemSchema.parse(await response.json());
    expect(item).toMatchObject({
      id: record.id,
      drug: 'insulin',
      product: { slug: 'meropendra-1-g', name: 'Meropendra', strength: '1 g' },
      methods: ['visual', 'ph'],
      reference: { citation: 'Test citation.', doi: '10.5555/test.1', pubmedId: '12345678' },
    });
    await server.payload.delete({ collection: 'y-site-records', id: record.id, overrideAccess: true });
    await refused(`y-site-record/${String(record.id)}`, 404);
  });

  it('answers 400 for an id that is not a number, and is for the capability’s holders only', async () => {
    expect((await refused('y-site-record/abc', 400)).code).toBe(ERROR_CODES.invalidParams);
    expect((await get('y-site-record/1', noroles)).status).toBe(403);
    expect((await get('y-site-record/1', null)).status).toBe(401);
  });
});

describe('the editors’ Y-site rules', () => {
  it('needs at least one method and a valid DOI and PubMed id', async () => {
    await expect(createRecord('dobutamine', { methods: [] })).rejects.toThrow(/method/i);
    await expect(
      createRecord('dobutamine', { reference: { citation: 'x', doi: 'https://doi.org/10.5555/x', pubmedId: null } }),
    ).rejects.toThrow(/DOI/);
    await expect(
      createRecord('dobutamine', { reference: { citation: 'x', doi: null, pubmedId: 'PMID123' } }),
    ).rejects.toThrow(/PubMed/);
  });

  it('keeps drug names in lower case, and each name or synonym for one drug only', async () => {
    const drug = await server.payload.create({
      collection: 'y-site-drugs',
      data: { name: '  Gentamicin  Sulfate ', synonyms: ['Gentamicin', 'gentamicin'] },
      overrideAccess: true,
    });
    expect(drug).toMatchObject({ name: 'gentamicin sulfate', synonyms: ['gentamicin'] });
    expect(
      await refusal(
        server.payload.create({
          collection: 'y-site-drugs',
          data: { name: 'furosemide sodium', synonyms: ['Frusemide'] },
          overrideAccess: true,
        }),
      ),
    ).toMatch(/“frusemide” already names furosemide/);
    await expect(
      server.payload.create({ collection: 'y-site-drugs', data: { name: 'Furosemide' }, overrideAccess: true }),
    ).rejects.toThrow();
  });
});

describe('test methods and reconstitution on the product', () => {
  it('presents the matrix rows’ methods and the product’s reconstitution', async () => {
    const response = await get('stability/meropendra-1-g');
    const product = StabilityProductSchema.parse(await response.json());
    expect(product.reconstitution).toEqual({
      vialContent: { value: 1, unit: 'g' },
      diluent: 'water-for-injections',
      volumeAddedMl: 19.1,
      displacementMl: 0.9,
      concentration: { value: 50, upTo: null, unit: 'mg-per-ml' },
      maxDose: { value: 2, unit: 'g' },
      pumpLimitMlPerHour: 999,
    });
    const row = product.matrix.find(
      (candidate) =>
        candidate.diluent === 'sodium-chloride-0-9' &&
        candidate.container === 'pvc-bag' &&
        candidate.temperature === 'refrigerated-2-8',
    );
    expect(row).toMatchObject({ concentration: { value: 1, upTo: 20 }, shelfLife: { value: 24, unit: 'hours' } });
    expect(row?.methods).toEqual(['visual', 'hplc', 'ph']);
  });

  const base = {
    name: 'Recontavane',
    inn: 'recontamycin',
    form: 'powder-solution-injection-infusion' as const,
    summary: 'A test product.',
    matrix: [
      {
        diluent: 'sodium-chloride-0-9' as const,
        concentration: { value: 5, unit: 'mg-per-ml' as const },
        container: 'pvc-bag' as const,
        temperature: 'at-25' as const,
        shelfLife: { value: 24, unit: 'hours' as const },
        evidence: 'B' as const,
        reference: 'Data on file',
      },
    ],
    governance: {
      approvalCode: 'TEST-R',
      dateOfPreparation: '2026-01-01T00:00:00.000Z',
      reviewBy: '2030-01-01T00:00:00.000Z',
    },
  };
  const reconstitution = {
    vialContent: { value: 500, unit: 'mg' as const },
    diluent: 'water-for-injections' as const,
    volumeAddedMl: 9.6,
    displacementMl: 0.4,
    concentration: { value: 50, unit: 'mg-per-ml' as const },
    maxDose: { value: 1, unit: 'g' as const },
    pumpLimitMlPerHour: 500,
  };
  const create = async (strength: string, data: Partial<RequiredDataFromCollectionSlug<'stability-products'>>) =>
    server.payload.create({
      collection: 'stability-products',
      data: { ...base, strength, slug: '', ...data, _status: 'published' },
      overrideAccess: true,
      context: await certifiedContext(server.payload),
    });

  it('refuses a reconstitution given in part, negative volumes, and a powder whose volumes disagree', async () => {
    expect(await refusal(create('1 g', { reconstitution: { pumpLimitMlPerHour: 100 } }))).toMatch(
      /Fill in the whole reconstitution/,
    );
    await expect(create('2 g', { reconstitution: { ...reconstitution, displacementMl: -0.4 } })).rejects.toThrow();
    expect(await refusal(create('3 g', { reconstitution: { ...reconstitution, displacementMl: 0 } }))).toMatch(
      /\(9\.6 mL\) gives 52\.08, not 50/,
    );
  });

  it('accepts a consistent one, or none, and serves null for none', async () => {
    await create('4 g', { reconstitution });
    const withOne = StabilityProductSchema.parse(await (await get('stability/recontavane-4-g')).json());
    expect(withOne.reconstitution?.concentration).toEqual({ value: 50, upTo: null, unit: 'mg-per-ml' });
    await create('5 g', {});
    const without = StabilityProductSchema.parse(await (await get('stability/recontavane-5-g')).json());
    expect(without.reconstitution).toBeNull();
    expect(without.matrix[0]?.methods).toEqual([]);
  });
});

describe('global search', () => {
  const search = async (q: string) => {
    const response = await get(`search?q=${encodeURIComponent(q)}&area=stability`);
    expect(response.status).toBe(200);
    return SearchResultsSchema.parse(await response.json());
  };

  it('finds a pair by generic names, brand and synonym, once, leading to the check screen', async () => {
    const path = ySiteCheckPath('meropendra-1-g', ['furosemide']);
    for (const q of ['meropenem furosemide', 'Meropendra frusemide']) {
      const { items } = await search(q);
      expect(
        items.filter((hit) => hit.path === path),
        q,
      ).toHaveLength(1);
    }
    expect(
      (await search('meropenem paracetamol')).items.filter((hit) => hit.path.startsWith('/stability/y-site')),
    ).toEqual([]);
  });

  it('keeps the pair found once its record holding the entry is unpublished, and drops it with the last', async () => {
    const path = ySiteCheckPath('meropendra-1-g', ['furosemide']);
    const found = async () => (await search('meropenem furosemide')).items.filter((hit) => hit.path === path);
    const { docs } = await server.payload.find({
      collection: 'y-site-records',
      where: {
        drug: { equals: await idOf('y-site-drugs', 'name', 'furosemide') },
        product: { equals: await idOf('stability-products', 'slug', 'meropendra-1-g') },
      },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    });
    const [first, second] = docs;
    if (!first || !second) throw new Error('the demo has two Meropendra and furosemide records');
    const unpublish = (id: number) =>
      server.payload.update({ collection: 'y-site-records', id, data: { _status: 'draft' }, overrideAccess: true });
    const publish = (id: number) =>
      server.payload.update({ collection: 'y-site-records', id, data: { _status: 'published' }, overrideAccess: true });

    await unpublish(first.id);
    expect((await found()).map((hit) => hit.id)).toEqual([second.id]);
    await unpublish(second.id);
    expect(await found()).toEqual([]);
    await publish(first.id);
    await publish(second.id);
    expect((await found()).map((hit) => hit.id)).toEqual([first.id]);
  });

  it('follows the vocabulary: a new synonym finds the pair', async () => {
    const id = await idOf('y-site-drugs', 'name', 'ondansetron');
    expect((await search('meropenem zofranix')).items).toEqual([]);
    await server.payload.update({
      collection: 'y-site-drugs',
      id,
      data: { synonyms: ['ondansetron hydrochloride', 'zofranix'] },
      overrideAccess: true,
    });
    const { items } = await search('meropenem zofranix');
    expect(items.map((hit) => hit.path)).toEqual([ySiteCheckPath('meropendra-1-g', ['ondansetron'])]);
  });
});
