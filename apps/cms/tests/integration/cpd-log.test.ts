import {
  CpdCompleteResponseSchema,
  type CpdEntryInput,
  CpdEntrySchema,
  CpdLogSchema,
  currentYearPeriod,
  isoDay,
} from '@hcp/contracts/cpd-log';
import { EducationItemSchema } from '@hcp/contracts/education';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { pdfText } from '../fixtures/pdf-text';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['education'] });
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
  const login = await server.payload.login({
    collection: 'admins',
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  staff = login.token ?? '';
});

afterAll(async () => {
  await server.close();
});

function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}/json/api/v1/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const today = isoDay(new Date());
const year = currentYearPeriod();

const ownEntry: CpdEntryInput = {
  title: 'Webinar: safe handling of cytotoxics',
  date: today,
  cpd: { type: 'accredited', display: 'points', category: 1, points: 2, time: { value: 90, unit: 'minutes' } },
  planning: 'unplanned',
  reflection: { learned: 'Spill kits must be checked monthly.', practice: 'I added the check to our rota.' },
  peerDiscussion: 'Talked it through with the aseptic unit manager.',
};

describe('GET /json/api/v1/cpd-log', () => {
  it('gives the clinician their seeded entries of this year, newest first, with the totals', async () => {
    const response = await call('GET', 'cpd-log', clinician);
    expect(response.status).toBe(200);
    const log = CpdLogSchema.parse(await response.json());
    expect(log).toMatchObject({ from: year.from, to: year.to });
    expect(log.entries.totalItems).toBe(4);
    const dates = log.entries.items.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(log.totals).toEqual({ entries: 4, points: 1, minutes: 6 * 60 + 45 + 30 + 60, planned: 3, unplanned: 1 });
    const completion = log.entries.items.find((entry) => entry.educationItem !== null);
    expect(completion).toMatchObject({
      title: 'Reading a stability matrix',
      cpdLabel: 'Self-directed',
      educationItem: { slug: 'reading-a-stability-matrix', parentSlug: 'intravenous-stability-and-compatibility' },
    });
  });

  it('starts empty for the pharmacist', async () => {
    const log = CpdLogSchema.parse(await (await call('GET', 'cpd-log', pharmacist)).json());
    expect(log.entries.items).toEqual([]);
    expect(log.totals).toEqual({ entries: 0, points: 0, minutes: 0, planned: 0, unplanned: 0 });
  });

  it('pages the entries while the totals cover the whole period', async () => {
    const log = CpdLogSchema.parse(await (await call('GET', 'cpd-log?perPage=3&page=2', clinician)).json());
    expect(log.entries).toMatchObject({ page: 2, perPage: 3, totalItems: 4, totalPages: 2 });
    expect(log.entries.items).toHaveLength(1);
    expect(log.totals.entries).toBe(4);
  });

  it('limits the entries to the period asked for', async () => {
    const log = CpdLogSchema.parse(
      await (await call('GET', 'cpd-log?from=2001-01-01&to=2001-12-31', clinician)).json(),
    );
    expect(log).toMatchObject({ from: '2001-01-01', to: '2001-12-31', totals: { entries: 0 } });
  });

  it('refuses a period that ends before it starts, bad dates and callers without the area', async () => {
    const backwards = await call('GET', `cpd-log?from=${year.to}&to=${year.from}`, clinician);
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ data: { params: { to: expect.any(String) as string } } });
    expect((await call('GET', 'cpd-log?from=yesterday', clinician)).status).toBe(400);
    expect((await call('GET', 'cpd-log', undefined)).status).toBe(401);
    expect((await call('GET', 'cpd-log', noroles)).status).toBe(403);
    expect((await call('GET', 'cpd-log', staff)).status).toBe(403);
  });
});

describe('own entries: POST, PATCH and DELETE /json/api/v1/cpd-log', () => {
  let entryId = 0;

  it('adds an entry that belongs to the caller, whatever owner the body names', async () => {
    const response = await call('POST', 'cpd-log', pharmacist, { ...ownEntry, owner: 1 });
    expect(response.status).toBe(201);
    const entry = CpdEntrySchema.parse(await response.json());
    expect(entry).toMatchObject({ title: ownEntry.title, date: today, cpdLabel: 'Category 1 (2 points)' });
    entryId = entry.id;
    const stored = await server.payload.findByID({
      collection: 'cpd-entries',
      id: entryId,
      depth: 0,
      overrideAccess: true,
    });
    const owner = await server.payload.find({
      collection: 'users',
      where: { email: { equals: 'pharmacist@example.com' } },
      overrideAccess: true,
    });
    expect(stored.owner).toBe(owner.docs[0]?.id);
    const log = CpdLogSchema.parse(await (await call('GET', 'cpd-log', pharmacist)).json());
    expect(log.totals).toEqual({ entries: 1, points: 2, minutes: 90, planned: 0, unplanned: 1 });
  });

  it('validates the entry and names each bad field', async () => {
    const farFuture = `${String(new Date().getUTCFullYear() + 3)}-01-01`;
    const response = await call('POST', 'cpd-log', pharmacist, {
      ...ownEntry,
      title: ' ',
      date: farFuture,
      cpd: { ...ownEntry.cpd, points: 500 },
      planning: 'maybe',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data: { params: Record<string, string> } };
    expect(Object.keys(body.data.params).sort()).toEqual(['cpd.points', 'date', 'planning', 'title']);
    const noTime = await call('POST', 'cpd-log', pharmacist, {
      ...ownEntry,
      cpd: { ...ownEntry.cpd, display: 'time', time: { value: 0, unit: 'minutes' } },
    });
    expect(noTime.status).toBe(400);
    expect(await noTime.json()).toMatchObject({ data: { params: { 'cpd.time.value': expect.any(String) as string } } });
  });

  it('lets the owner change an entry', async () => {
    const response = await call('PATCH', `cpd-log/${String(entryId)}`, pharmacist, {
      planning: 'planned',
      cpd: { type: 'self-directed', display: 'time', category: null, points: 0, time: { value: 2, unit: 'hours' } },
    });
    expect(response.status).toBe(200);
    expect(CpdEntrySchema.parse(await response.json())).toMatchObject({
      title: ownEntry.title,
      planning: 'planned',
      cpdLabel: 'Self-directed',
    });
  });

  it('keeps another account’s entry out of reach: it reads, changes and deletes as if it did not exist', async () => {
    const log = CpdLogSchema.parse(await (await call('GET', 'cpd-log', clinician)).json());
    expect(log.entries.items.map((entry) => entry.id)).not.toContain(entryId);
    const patch = await call('PATCH', `cpd-log/${String(entryId)}`, clinician, { title: 'Hijacked' });
    expect(patch.status).toBe(404);
    expect((await call('DELETE', `cpd-log/${String(entryId)}`, clinician)).status).toBe(404);
    const csv = await (await call('GET', 'cpd-log/export?format=csv', clinician)).text();
    expect(csv).not.toContain(ownEntry.title);
    const stored = await server.payload.findByID({ collection: 'cpd-entries', id: entryId, overrideAccess: true });
    expect(stored.title).toBe(ownEntry.title);
  });

  it('gives CMS staff no access to anyone’s log, not even in the admin', async () => {
    const { user } = await server.payload.login({
      collection: 'admins',
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    await expect(
      server.payload.find({
        collection: 'cpd-entries',
        user: { ...user, collection: 'admins' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await call('PATCH', 'cpd-log/999999', pharmacist, { title: 'x' })).status).toBe(404);
    expect((await call('DELETE', 'cpd-log/abc', pharmacist)).status).toBe(400);
  });

  it('lets the owner delete an entry', async () => {
    const response = await call('DELETE', `cpd-log/${String(entryId)}`, pharmacist);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: entryId, deleted: true });
    expect((await call('DELETE', `cpd-log/${String(entryId)}`, pharmacist)).status).toBe(404);
  });
});

describe('POST /json/api/v1/cpd-log/complete', () => {
  it('creates the entry from the item’s CPD info once, and answers with the same entry after that', async () => {
    const first = await call('POST', 'cpd-log/complete', pharmacist, { educationItem: 'iv-to-oral-switch' });
    expect(first.status).toBe(201);
    const created = CpdCompleteResponseSchema.parse(await first.json());
    expect(created).toMatchObject({
      created: true,
      entry: {
        title: 'IV to oral switch',
        date: today,
        cpdLabel: 'Accredited (1.5 points)',
        educationItem: { slug: 'iv-to-oral-switch', parentSlug: 'antimicrobial-stewardship' },
      },
    });
    const again = await call('POST', 'cpd-log/complete', pharmacist, {
      educationItem: created.entry.educationItem?.id,
    });
    expect(again.status).toBe(200);
    expect(CpdCompleteResponseSchema.parse(await again.json())).toMatchObject({
      created: false,
      entry: { id: created.entry.id },
    });
    const item = EducationItemSchema.parse(
      await (await call('GET', 'education-item/iv-to-oral-switch', pharmacist)).json(),
    );
    expect(item.completion).toEqual({ entryId: created.entry.id, date: today });
    const log = CpdLogSchema.parse(await (await call('GET', 'cpd-log', pharmacist)).json());
    expect(log.totals.entries).toBe(1);
  });

  it('creates one entry when two completions race', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', 'cpd-log/complete', clinician, { educationItem: 'the-tenfold-dosing-error' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const { totalDocs } = await server.payload.count({
      collection: 'cpd-entries',
      where: { 'educationItem.slug': { equals: 'the-tenfold-dosing-error' } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(1);
  });

  it('lets an item be completed again after its entry was deleted', async () => {
    const item = EducationItemSchema.parse(
      await (await call('GET', 'education-item/iv-to-oral-switch', pharmacist)).json(),
    );
    expect((await call('DELETE', `cpd-log/${String(item.completion?.entryId)}`, pharmacist)).status).toBe(200);
    expect((await call('POST', 'cpd-log/complete', pharmacist, { educationItem: item.id })).status).toBe(201);
  });

  it('tags the item with the caller’s completion: 304 while it stands, a new tag and answer once it changes', async () => {
    const read = (token: string, etag?: string) =>
      fetch(`${server.baseUrl}/json/api/v1/education-item/iv-to-oral-switch`, {
        headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const completed = await read(pharmacist);
    const tag = completed.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[^"]+"$/);
    const item = EducationItemSchema.parse(await completed.json());
    expect(item.completion).toMatchObject({ date: today });
    const unchanged = await read(pharmacist, tag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    expect((await call('DELETE', `cpd-log/${String(item.completion?.entryId)}`, pharmacist)).status).toBe(200);
    const uncompleted = await read(pharmacist, tag);
    expect(uncompleted.status).toBe(200);
    expect(uncompleted.headers.get('etag')).not.toBe(tag);
    expect(EducationItemSchema.parse(await uncompleted.json())).toEqual({ ...item, completion: null });

    // Completed again, the answer held without a completion is stale.
    const untagged = uncompleted.headers.get('etag') ?? '';
    expect((await call('POST', 'cpd-log/complete', pharmacist, { educationItem: item.id })).status).toBe(201);
    const again = await read(pharmacist, untagged);
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).not.toBe(untagged);
    expect(EducationItemSchema.parse(await again.json()).completion).toMatchObject({ date: today });
  });

  it('answers 404 for drafts, expired and unknown items, and 400 without an item', async () => {
    for (const educationItem of [
      'closed-system-transfer-devices-an-update',
      'legacy-guidance-corvalin-1-g-in-glucose-5',
      'no-such-item',
      999_999,
    ]) {
      expect((await call('POST', 'cpd-log/complete', clinician, { educationItem })).status, String(educationItem)).toBe(
        404,
      );
    }
    expect((await call('POST', 'cpd-log/complete', clinician, {})).status).toBe(400);
    expect((await call('POST', 'cpd-log/complete', noroles, { educationItem: 'iv-to-oral-switch' })).status).toBe(403);
  });
});

describe('GET /json/api/v1/cpd-log/export', () => {
  it('exports the period as UTF-8 CSV with a header row, formula-like cells made harmless', async () => {
    const created = await call('POST', 'cpd-log', clinician, {
      ...ownEntry,
      title: '=HYPERLINK("http://evil.example","Click")',
      reflection: { learned: 'Café, “quotes” and commas', practice: '' },
    });
    expect(created.status).toBe(201);
    const response = await call('GET', 'cpd-log/export?format=csv', clinician);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="cpd-log-${year.from}-to-${year.to}.csv"; filename*=UTF-8''cpd-log-${year.from}-to-${year.to}.csv`,
    );
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Title","CPD type","CPD label","Category","Points","Minutes","Planned or unplanned","What I learned","How it changes my practice","Peer discussion","Education item"',
    );
    expect(lines).toHaveLength(1 + 6);
    expect(csv).toContain(
      `"${today}","'=HYPERLINK(""http://evil.example"",""Click"")","Accredited","Category 1 (2 points)","1","2","90","Unplanned","Café, “quotes” and commas"`,
    );
    expect(csv).toContain('"Reading a stability matrix","Self-directed","Self-directed","","0","30","Planned"');
  });

  it('exports a real PDF with the owner, the period and the entries', async () => {
    const response = await call('GET', `cpd-log/export?format=pdf&from=${year.from}&to=${year.to}`, clinician);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
    const text = pdfText(pdf).join('\n');
    expect(text).toContain('CPD log: Clara Whitfield');
    expect(text).toContain(`Period: ${year.from} to ${year.to}`);
    expect(text).toContain('Journal club: vancomycin AUC dosing');
  });

  it('needs a known format and the area', async () => {
    expect((await call('GET', 'cpd-log/export?format=xlsx', clinician)).status).toBe(400);
    expect((await call('GET', 'cpd-log/export', clinician)).status).toBe(400);
    expect((await call('GET', 'cpd-log/export?format=csv', noroles)).status).toBe(403);
  });
});

describe('deleting an account', () => {
  it('erases its CPD log with it', async () => {
    const { docs } = await server.payload.find({
      collection: 'users',
      where: { email: { equals: 'pharmacist@example.com' } },
      overrideAccess: true,
    });
    const account = docs[0];
    if (!account) throw new Error('no pharmacist');
    const before = await server.payload.count({
      collection: 'cpd-entries',
      where: { owner: { equals: account.id } },
      overrideAccess: true,
    });
    expect(before.totalDocs).toBeGreaterThan(0);
    await server.payload.delete({ collection: 'users', id: account.id, overrideAccess: true });
    const after = await server.payload.count({
      collection: 'cpd-entries',
      where: { owner: { equals: account.id } },
      overrideAccess: true,
    });
    expect(after.totalDocs).toBe(0);
  });
});
