import type { ClinicalResource, ClinicalResourceList } from '@hcp/contracts/clinical-resources';
import type { Submenu } from '@hcp/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ClinicalResource as ClinicalResourceDoc } from '../../src/payload-types';
import { demoGovernance } from '../../src/seed/governance';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { certifiedContext, signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;
let cmsStaff: string;

type Draft = Partial<ClinicalResourceDoc> & Pick<ClinicalResourceDoc, 'title' | 'kind'>;

/** An item created by an editor through the local API, published unless said otherwise. */
async function createItem(data: Draft, options: { status?: 'draft' | 'published'; reviewInDays?: number } = {}) {
  return server.payload.create({
    collection: 'clinical-resources',
    data: {
      slug: data.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      summary: `${data.title}: a summary.`,
      displayOrder: 100,
      governance: demoGovernance('TEST-CR-1', { reviewInDays: options.reviewInDays ?? 365, preparedDaysAgo: 400 }),
      _status: options.status ?? 'published',
      ...data,
    },
    overrideAccess: true,
    context: await certifiedContext(server.payload),
  });
}

const idOfSlug = async (slug: string) => {
  const { docs } = await server.payload.find({
    collection: 'clinical-resources',
    where: { slug: { equals: slug } },
    draft: true,
    overrideAccess: true,
  });
  const doc = docs[0];
  if (!doc) throw new Error(`no item ${slug}`);
  return doc.id;
};

const get = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function getJson<T>(path: string, token = clinician): Promise<T> {
  const response = await get(path, token);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

let draftCategory: number;
let expiredModule: number;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['clinical-resources'] });
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
  const staff = await server.payload.login({
    collection: 'admins',
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  cmsStaff = staff.token ?? '';

  // A never-published category and an expired module, each holding a published, current resource.
  draftCategory = (await createItem({ title: 'Renal replacement therapy', kind: 'category' }, { status: 'draft' })).id;
  await createItem({ title: 'CVVHDF dose adjustments', kind: 'resource', parent: draftCategory });
  expiredModule = (await createItem({ title: 'Sepsis six refresher', kind: 'learning-module' }, { reviewInDays: -1 }))
    .id;
  await createItem({ title: 'Blood cultures before antibiotics', kind: 'resource', parent: expiredModule });
});

afterAll(async () => {
  await server.close();
});

describe('GET /json/api/v1/clinical-resources', () => {
  it('lists the published, current top-level items, categories first, each with its path and child count', async () => {
    const list = await getJson<ClinicalResourceList>('clinical-resources');
    expect(list.items.map((item) => [item.title, item.kind, item.path, item.childCount])).toEqual([
      ['Dosing and administration guides', 'category', '/clinical-resources/dosing-and-administration-guides', 3],
      ['Compatibility and preparation', 'category', '/clinical-resources/compatibility-and-preparation', 2],
      ['Patient counselling', 'category', '/clinical-resources/patient-counselling', 2],
      [
        'Antimicrobial stewardship in critical care',
        'learning-module',
        '/clinical-resources/learning-modules/antimicrobial-stewardship-in-critical-care',
        3,
      ],
      [
        'Safe preparation of injectable medicines',
        'learning-module',
        '/clinical-resources/learning-modules/safe-preparation-of-injectable-medicines',
        2,
      ],
    ]);
    expect(list.items[3]?.estimatedMinutes).toBe(45);
    expect(list.items[0]?.estimatedMinutes).toBeNull();
    expect(list).toMatchObject({ page: 1, perPage: 20, totalItems: 5, totalPages: 1 });
  });

  it('pages', async () => {
    const second = await getJson<ClinicalResourceList>('clinical-resources?page=2&perPage=2');
    expect(second.items.map((item) => item.slug)).toEqual([
      'patient-counselling',
      'antimicrobial-stewardship-in-critical-care',
    ]);
    expect(second).toMatchObject({ page: 2, perPage: 2, totalItems: 5, totalPages: 3 });
    const beyond = await getJson<ClinicalResourceList>('clinical-resources?page=9&perPage=2');
    expect(beyond.items).toEqual([]);
  });

  it('refuses bad paging', async () => {
    expect((await get('clinical-resources?page=0', clinician)).status).toBe(400);
    expect((await get('clinical-resources?perPage=500', clinician)).status).toBe(400);
  });
});

describe('who may read clinical resources', () => {
  const paths = [
    'clinical-resources',
    'clinical-resource/dosing-and-administration-guides',
    'clinical-resource-children/dosing-and-administration-guides',
    'menu/clinical-resources',
  ];

  it('needs the wb_read_clinical_resources capability: the pharmacist, a pending account and CMS staff get 403', async () => {
    for (const path of paths) {
      expect((await get(path, clinician)).status, path).toBe(200);
      expect((await get(path, pharmacist)).status, path).toBe(403);
      expect((await get(path, noroles)).status, path).toBe(403);
      expect((await get(path, cmsStaff)).status, path).toBe(403);
      expect((await get(path)).status, path).toBe(401);
    }
  });
});

describe('GET /json/api/v1/clinical-resource/{id}', () => {
  it('serves a resource by slug with its body, documents, governance, parent and breadcrumbs', async () => {
    const item = await getJson<ClinicalResource>('clinical-resource/veltrazine-renal-dosing');
    expect(item).toMatchObject({
      title: 'Veltrazine 500 mg infusion: dosing in renal impairment',
      kind: 'resource',
      path: '/clinical-resources/dosing-and-administration-guides/veltrazine-renal-dosing',
      parent: {
        slug: 'dosing-and-administration-guides',
        kind: 'category',
        path: '/clinical-resources/dosing-and-administration-guides',
      },
      governance: { approvalCode: 'HCP-CR-0102' },
      externalLink: null,
      childCount: 0,
    });
    expect(item.breadcrumbs).toEqual([
      { title: 'Clinical resources', path: '/clinical-resources' },
      { title: 'Dosing and administration guides', path: '/clinical-resources/dosing-and-administration-guides' },
      { title: item.title, path: item.path },
    ]);
    expect(item.body.length).toBeGreaterThan(0);
    expect(item.documents).toEqual([
      expect.objectContaining({ title: 'Veltrazine renal dosing table', mimeType: 'application/pdf' }),
    ]);
    const download = await get(`documents/${String(item.documents[0]?.id)}`, clinician);
    expect(download.status).toBe(200);
    expect((await get(`documents/${String(item.documents[0]?.id)}`, pharmacist)).status).toBe(404);
  });

  it('serves the same item by id, and a module resource below its module’s path', async () => {
    const id = await idOfSlug('ams-veltrazine-tdm');
    const item = await getJson<ClinicalResource>(`clinical-resource/${String(id)}`);
    expect(item.slug).toBe('ams-veltrazine-tdm');
    expect(item.path).toBe(
      '/clinical-resources/learning-modules/antimicrobial-stewardship-in-critical-care/ams-veltrazine-tdm',
    );
    expect(item.parent?.kind).toBe('learning-module');
  });

  it('serves a learning module with its duration and a safe external link on a resource', async () => {
    const module = await getJson<ClinicalResource>('clinical-resource/antimicrobial-stewardship-in-critical-care');
    expect(module).toMatchObject({ kind: 'learning-module', estimatedMinutes: 45, parent: null, childCount: 3 });
    expect(module.breadcrumbs).toHaveLength(2);
    const linked = await getJson<ClinicalResource>('clinical-resource/calculating-infusion-rates');
    expect(linked.externalLink).toEqual({ url: 'https://www.bnf.org/', label: 'British National Formulary' });
  });

  it('never serves a draft-only or expired item', async () => {
    expect((await get('clinical-resource/cardiolex-syringe-driver', clinician)).status).toBe(404);
    expect((await get('clinical-resource/meroprazil-counselling-2023', clinician)).status).toBe(404);
  });

  it('does not reach a published resource whose parent is a draft or has expired', async () => {
    for (const slug of ['cvvhdf-dose-adjustments', 'blood-cultures-before-antibiotics']) {
      expect((await get(`clinical-resource/${slug}`, clinician)).status, slug).toBe(404);
    }
    expect((await get(`clinical-resource-children/${String(draftCategory)}`, clinician)).status).toBe(404);
    expect((await get(`clinical-resource-children/${String(expiredModule)}`, clinician)).status).toBe(404);
  });

  it('serves the published text of an item that has a newer draft', async () => {
    const id = await idOfSlug('antt-refresher');
    await server.payload.update({
      collection: 'clinical-resources',
      id,
      data: { title: 'ANTT refresher (rewrite in progress)', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    });
    const item = await getJson<ClinicalResource>('clinical-resource/antt-refresher');
    expect(item.title).toBe('Aseptic non-touch technique refresher');
  });

  it('answers 404 for an unknown item and 400 for a malformed one', async () => {
    expect((await get('clinical-resource/no-such-resource', clinician)).status).toBe(404);
    expect((await get('clinical-resource/999999', clinician)).status).toBe(404);
    expect((await get('clinical-resource/Not%20A%20Slug', clinician)).status).toBe(400);
  });
});

describe('GET /json/api/v1/clinical-resource-children/{id}', () => {
  it('lists the published children in the editors’ order, each with its path', async () => {
    const children = await getJson<ClinicalResourceList>('clinical-resource-children/compatibility-and-preparation');
    expect(children.items.map((item) => [item.slug, item.path, item.documentCount])).toEqual([
      [
        'cardiolex-y-site-compatibility',
        '/clinical-resources/compatibility-and-preparation/cardiolex-y-site-compatibility',
        1,
      ],
      [
        'veltrazine-elastomeric-preparation',
        '/clinical-resources/compatibility-and-preparation/veltrazine-elastomeric-preparation',
        0,
      ],
    ]);
    expect(children.totalItems).toBe(2);
  });

  it('accepts the id, pages, and leaves out expired children', async () => {
    const id = await idOfSlug('patient-counselling');
    const first = await getJson<ClinicalResourceList>(`clinical-resource-children/${String(id)}?perPage=1`);
    expect(first).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(first.items[0]?.slug).toBe('oxacoril-discharge-counselling');
    const second = await getJson<ClinicalResourceList>(`clinical-resource-children/${String(id)}?perPage=1&page=2`);
    expect(second.items[0]?.slug).toBe('home-iv-therapy-counselling');
  });

  it('answers an empty page for a resource and 404 for an unknown item', async () => {
    const empty = await getJson<ClinicalResourceList>('clinical-resource-children/antt-refresher');
    expect(empty.items).toEqual([]);
    expect((await get('clinical-resource-children/no-such-category', clinician)).status).toBe(404);
    expect((await get('clinical-resource-children/x?page=abc', clinician)).status).toBe(400);
  });
});

describe('GET /json/api/v1/menu/clinical-resources', () => {
  it('lists the top-level items with their portal paths', async () => {
    const menu = await getJson<Submenu>('menu/clinical-resources');
    expect(menu.entries).toHaveLength(5);
    expect(menu.entries[0]).toEqual({
      title: 'Dosing and administration guides',
      path: '/clinical-resources/dosing-and-administration-guides',
    });
    expect(menu.entries[4]?.path).toBe('/clinical-resources/learning-modules/safe-preparation-of-injectable-medicines');
  });
});

describe('the tree rules editors cannot break', () => {
  const rejection = (path: string, message: RegExp) => ({
    data: { errors: [expect.objectContaining({ path, message: expect.stringMatching(message) as unknown })] },
  });

  it('refuses an item as its own parent, and a parent inside the item (a cycle)', async () => {
    const category = await idOfSlug('patient-counselling');
    const child = await idOfSlug('home-iv-therapy-counselling');
    await expect(
      server.payload.update({
        collection: 'clinical-resources',
        id: child,
        data: { parent: child },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject(rejection('parent', /own parent/));
    await expect(
      server.payload.update({
        collection: 'clinical-resources',
        id: category,
        data: { parent: child },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject(rejection('parent', /circle/));
    // Drafts too: the tree never holds a loop, not even in an editor's unpublished version.
    await expect(
      server.payload.update({
        collection: 'clinical-resources',
        id: category,
        data: { parent: child, _status: 'draft' },
        draft: true,
        overrideAccess: true,
      }),
    ).rejects.toMatchObject(rejection('parent', /circle/));
  });

  it('keeps resources inside a top-level category or module, and nothing inside a resource', async () => {
    const resource = await idOfSlug('antt-refresher');
    const category = await idOfSlug('dosing-and-administration-guides');
    await expect(createItem({ title: 'Loose resource', kind: 'resource' })).rejects.toMatchObject(
      rejection('parent', /needs a parent/),
    );
    await expect(createItem({ title: 'Nested category', kind: 'category', parent: category })).rejects.toMatchObject(
      rejection('parent', /top level/),
    );
    await expect(createItem({ title: 'Inside a resource', kind: 'resource', parent: resource })).rejects.toMatchObject(
      rejection('parent', /top-level category/),
    );
    await expect(
      server.payload.update({
        collection: 'clinical-resources',
        id: category,
        data: { kind: 'resource' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject(rejection('kind', /cannot be a resource/));
    await expect(
      server.payload.delete({ collection: 'clinical-resources', id: category, overrideAccess: true }),
    ).rejects.toThrow(/Move or delete them first/);
  });

  it('keeps the words of the portal’s own routes free', async () => {
    await expect(
      createItem({ title: 'Learning modules', slug: 'learning-modules', kind: 'category' }),
    ).rejects.toMatchObject(rejection('slug', /choose another slug/));
    await expect(createItem({ title: 'Resource', slug: 'resource', kind: 'learning-module' })).rejects.toMatchObject(
      rejection('slug', /choose another slug/),
    );
  });
});
