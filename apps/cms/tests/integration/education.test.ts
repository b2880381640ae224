import { SubmenuSchema } from '@hcp/contracts/content';
import { EducationItemSchema, EducationParentListSchema, EducationParentSchema } from '@hcp/contracts/education';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { document, paragraph } from '../../src/seed/lexical';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['education'] });
  ({ clinician, pharmacist, noroles, cmsStaff: staff } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function itemBySlug(slug: string) {
  const { docs } = await server.payload.find({
    collection: 'education-items',
    where: { slug: { equals: slug } },
    draft: true,
    overrideAccess: true,
  });
  const item = docs[0];
  if (!item) throw new Error(`no seeded item ${slug}`);
  return item;
}

describe('GET /json/api/v1/education', () => {
  it('lists the published courses and categories in display order, with their item counts', async () => {
    for (const token of [clinician, pharmacist]) {
      const response = await get('education', token);
      expect(response.status).toBe(200);
      const list = EducationParentListSchema.parse(await response.json());
      expect(list.totalItems).toBe(5);
      expect(list.items.map((parent) => parent.slug)).toEqual([
        'aseptic-preparation-essentials',
        'intravenous-stability-and-compatibility',
        'antimicrobial-stewardship',
        'oncology-supportive-care',
        'medication-safety-case-studies',
      ]);
      // The draft-only item and the expired item are not counted.
      expect(list.items.map((parent) => parent.itemCount)).toEqual([3, 3, 3, 2, 2]);
    }
  });

  it('pages the list', async () => {
    const first = EducationParentListSchema.parse(await (await get('education?perPage=2', clinician)).json());
    expect(first).toMatchObject({ page: 1, perPage: 2, totalItems: 5, totalPages: 3 });
    const last = EducationParentListSchema.parse(await (await get('education?perPage=2&page=3', clinician)).json());
    expect(last.items.map((parent) => parent.slug)).toEqual(['medication-safety-case-studies']);
  });

  it('refuses bad paging, accounts without the area and CMS staff', async () => {
    expect((await get('education?perPage=0', clinician)).status).toBe(400);
    expect((await get('education?page=x', clinician)).status).toBe(400);
    expect((await get('education')).status).toBe(401);
    expect((await get('education', noroles)).status).toBe(403);
    expect((await get('education', staff)).status).toBe(403);
  });
});

describe('GET /json/api/v1/education/{id}', () => {
  it('serves a parent by slug or id with its current items, CPD info and labels', async () => {
    const bySlug = EducationParentSchema.parse(
      await (await get('education/intravenous-stability-and-compatibility', pharmacist)).json(),
    );
    expect(bySlug.kind).toBe('category');
    expect(bySlug.body.length).toBeGreaterThan(0);
    expect(bySlug.items.items.map((item) => [item.title, item.cpdLabel])).toEqual([
      ['Extended stability and dose banding', 'Category 2 (1.5 hours)'],
      ['Light protection: when it matters', 'Accredited (30 minutes)'],
      ['Reading a stability matrix', 'Self-directed'],
    ]);
    const byId = EducationParentSchema.parse(await (await get(`education/${String(bySlug.id)}`, clinician)).json());
    expect(byId.slug).toBe(bySlug.slug);
  });

  it('pages the items', async () => {
    const parent = EducationParentSchema.parse(
      await (await get('education/antimicrobial-stewardship?perPage=2&page=2', clinician)).json(),
    );
    expect(parent.items).toMatchObject({ page: 2, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(parent.items.items).toHaveLength(1);
  });

  it('answers 404 for unknown parents and 400 for malformed ids', async () => {
    expect((await get('education/no-such-course', clinician)).status).toBe(404);
    expect((await get('education/999999', clinician)).status).toBe(404);
    expect((await get('education/Not_A_Slug', clinician)).status).toBe(400);
  });

  it('hides a parent whose review-by date has passed', async () => {
    const { docs } = await server.payload.find({
      collection: 'education-courses',
      where: { slug: { equals: 'medication-safety-case-studies' } },
      overrideAccess: true,
    });
    const parent = docs[0];
    if (!parent) throw new Error('no seeded parent');
    await server.payload.update({
      collection: 'education-courses',
      id: parent.id,
      data: { governance: { ...parent.governance, dateOfPreparation: '2020-01-01', reviewBy: '2021-01-01' } },
      overrideAccess: true,
    });
    try {
      expect((await get('education/medication-safety-case-studies', clinician)).status).toBe(404);
      expect((await get('education-item/the-tenfold-dosing-error', clinician)).status).toBe(404);
      const list = EducationParentListSchema.parse(await (await get('education', clinician)).json());
      expect(list.items.map((item) => item.slug)).not.toContain('medication-safety-case-studies');
    } finally {
      await server.payload.update({
        collection: 'education-courses',
        id: parent.id,
        data: { governance: parent.governance },
        overrideAccess: true,
      });
    }
  });
});

describe('GET /json/api/v1/education-item/{id}', () => {
  it('serves an item with its body, CPD, attachments, parent and whether the caller completed it', async () => {
    const response = await get('education-item/extended-stability-and-dose-banding', clinician);
    expect(response.status).toBe(200);
    const item = EducationItemSchema.parse(await response.json());
    expect(item).toMatchObject({
      format: 'webinar',
      cpd: { type: 'accredited', display: 'time', category: 2, time: { value: 1.5, unit: 'hours' } },
      cpdLabel: 'Category 2 (1.5 hours)',
      parent: { slug: 'intravenous-stability-and-compatibility', kind: 'category' },
      completion: null,
    });
    expect(item.documents).toEqual([
      expect.objectContaining({ title: 'Dose banding webinar slides', mimeType: 'application/pdf' }),
    ]);
    const download = await fetch(`${server.baseUrl}/json/api/v1/documents/${String(item.documents[0]?.id)}`, {
      headers: { authorization: `Bearer ${pharmacist}` },
    });
    expect(download.status).toBe(200);

    const byId = EducationItemSchema.parse(await (await get(`education-item/${String(item.id)}`, pharmacist)).json());
    expect(byId.slug).toBe('extended-stability-and-dose-banding');
  });

  it('tells the clinician which item their log already completes, and nobody else', async () => {
    const mine = EducationItemSchema.parse(
      await (await get('education-item/reading-a-stability-matrix', clinician)).json(),
    );
    expect(mine.completion).toMatchObject({ entryId: expect.any(Number) as number });
    const theirs = EducationItemSchema.parse(
      await (await get('education-item/reading-a-stability-matrix', pharmacist)).json(),
    );
    expect(theirs.completion).toBeNull();
  });

  it('never serves a draft-only item, nor an expired one', async () => {
    expect((await get('education-item/closed-system-transfer-devices-an-update', clinician)).status).toBe(404);
    expect((await get('education-item/legacy-guidance-corvalin-1-g-in-glucose-5', clinician)).status).toBe(404);
    const staffView = await itemBySlug('legacy-guidance-corvalin-1-g-in-glucose-5');
    expect(staffView.reviewStatus).toBe('Expired, hidden from the portal');
  });

  it('serves the published text while a newer draft waits', async () => {
    const item = await itemBySlug('iv-to-oral-switch');
    await server.payload.update({
      collection: 'education-items',
      id: item.id,
      data: { title: 'IV to oral switch (revised)', body: document(paragraph('Unreviewed draft text.')) },
      draft: true,
      overrideAccess: true,
    });
    const served = EducationItemSchema.parse(await (await get('education-item/iv-to-oral-switch', clinician)).json());
    expect(served.title).toBe('IV to oral switch');
    expect(JSON.stringify(served.body)).not.toContain('Unreviewed draft text.');
  });

  it('answers 404 for unknown items, 400 for malformed ids, 401/403 without the area', async () => {
    expect((await get('education-item/no-such-item', clinician)).status).toBe(404);
    expect((await get('education-item/Bad%20Id', clinician)).status).toBe(400);
    expect((await get('education-item/iv-to-oral-switch')).status).toBe(401);
    expect((await get('education-item/iv-to-oral-switch', noroles)).status).toBe(403);
    expect((await get('education-item/iv-to-oral-switch', staff)).status).toBe(403);
  });
});

describe('GET /json/api/v1/menu/education', () => {
  it('lists the parents as submenu entries', async () => {
    const menu = SubmenuSchema.parse(await (await get('menu/education', pharmacist)).json());
    expect(menu.entries[0]).toEqual({
      title: 'Aseptic preparation essentials',
      path: '/education/aseptic-preparation-essentials',
    });
    expect(menu.entries).toHaveLength(5);
    expect((await get('menu/education', noroles)).status).toBe(403);
  });
});
