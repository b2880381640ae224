import { access, readdir } from 'node:fs/promises';
import path from 'node:path';

import { DRAFT_LIFETIME_DAYS, FormDraftListSchema, FormDraftSchema } from '@hcp/contracts/form-drafts';
import type { Where } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORM_UPLOADS_DIR } from '../../src/collections/FormUploads';
import { nextUtcMidnight } from '../../src/jobs/auditRetention';
import {
  DRAFT_RETENTION_QUEUE,
  DRAFT_RETENTION_TASK,
  deleteExpiredDrafts,
  scheduleDraftRetention,
} from '../../src/jobs/draftRetention';
import { runQueue } from '../../src/jobs/worker';
import { PERSONAL_DATA_QUEUE } from '../../src/privacy/queue';
import { eraseAccount } from '../../src/privacy/erasure';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { fileOf, pdfBytes, pngBytes } from '../fixtures/upload-files';
import { solveBotCheck } from './bot-check-solver';
import { unzip } from './zip-archive';
import { createPortalAccount, createRole, signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let colleague: string;
let colleagueId: number;
let outsider: string;
let racer: string;
let racerId: number;

/** A seeded clinical request with a single optional file field and several required ones. */
const ASEPTIC = 'aseptic-compounding-request';
/** Another seeded clinical request: required, multiple file field. */
const DOSE_BANDING = 'dose-banding-review-request';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms'] });
  clinician = await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD);
  const requests = await createRole(server.payload, 'Clinical requests', ['read', 'wb_read_clinical_requests']);
  colleagueId = await createPortalAccount(server.payload, {
    email: 'colleague@example.com',
    firstName: 'Cole',
    lastName: 'League',
    roles: [requests],
  });
  colleague = await signIn(server.baseUrl, 'colleague@example.com');
  const readOnly = await createRole(server.payload, 'Reader', ['read']);
  await createPortalAccount(server.payload, {
    email: 'outsider@example.com',
    firstName: 'Out',
    lastName: 'Sider',
    roles: [readOnly],
  });
  outsider = await signIn(server.baseUrl, 'outsider@example.com');
  racerId = await createPortalAccount(server.payload, {
    email: 'racer@example.com',
    firstName: 'Rae',
    lastName: 'Cer',
    roles: [requests],
  });
  racer = await signIn(server.baseUrl, 'racer@example.com');
});

afterAll(async () => {
  await server.close();
});

const draftUrl = (slug: string) => `${server.baseUrl}/json/api/v1/forms/${slug}/draft`;
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

function putDraft(slug: string, body: unknown, token?: string) {
  return fetch(draftUrl(slug), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...auth(token) },
    body: JSON.stringify(body),
  });
}

function putDraftWithFiles(slug: string, body: unknown, files: { field: string; file: File }[], token: string) {
  const form = new FormData();
  form.append('draft', JSON.stringify(body));
  for (const { field, file } of files) form.append(field, file);
  return fetch(draftUrl(slug), { method: 'PUT', headers: auth(token), body: form });
}

async function getDraft(slug: string, token?: string) {
  const response = await fetch(draftUrl(slug), { headers: auth(token) });
  expect(response.status).toBe(200);
  const { draft } = (await response.json()) as { draft: unknown };
  return draft === null ? null : FormDraftSchema.parse(draft);
}

async function getDraftResponse(slug: string, token?: string) {
  return fetch(draftUrl(slug), { headers: auth(token) });
}

const discard = (slug: string, token?: string) => fetch(draftUrl(slug), { method: 'DELETE', headers: auth(token) });

async function paramsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { data: { params: Record<string, string> } }).data.params;
}

async function draftRows(where: Where = {}) {
  return (await server.payload.find({ collection: 'form-drafts', where, depth: 0, overrideAccess: true })).docs;
}

async function uploadExists(id: number): Promise<{ row: boolean; file: boolean }> {
  const { docs } = await server.payload.find({
    collection: 'form-uploads',
    where: { id: { equals: id } },
    depth: 0,
    overrideAccess: true,
  });
  const upload = docs[0];
  if (!upload?.filename) return { row: false, file: false };
  const file = await access(path.join(FORM_UPLOADS_DIR, upload.filename)).then(
    () => true,
    () => false,
  );
  return { row: true, file };
}

const countSubmissions = async () =>
  (await server.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs;
const countMailJobs = async () =>
  (
    await server.payload.count({
      collection: 'payload-jobs',
      where: { queue: { equals: 'form-mail' } },
      overrideAccess: true,
    })
  ).totalDocs;

const PARTIAL = { product: 'Vancomycin 1 g', notes: 'Half of what I meant to write' };

describe('who may keep a draft', () => {
  it('asks anonymous callers to sign in, refuses accounts without the form’s capability, and 404s unknown forms', async () => {
    expect((await putDraft(ASEPTIC, { values: PARTIAL })).status).toBe(401);
    expect((await getDraftResponse(ASEPTIC)).status).toBe(401);
    expect((await putDraft(ASEPTIC, { values: PARTIAL }, outsider)).status).toBe(403);
    expect((await getDraftResponse(ASEPTIC, outsider)).status).toBe(403);
    expect((await discard(ASEPTIC, outsider)).status).toBe(403);
    expect((await putDraft('no-such-form', { values: {} }, clinician)).status).toBe(404);
  });

  it('keeps no draft of a public form (the contact form)', async () => {
    const response = await putDraft('contact', { values: { message: 'Hello' } }, clinician);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/cannot be saved as a draft/);
  });
});

describe('saving and resuming', () => {
  it('saves a half-filled form without its required answers, and gives it back with when it is kept until', async () => {
    const before = Date.now();
    const response = await putDraft(ASEPTIC, { values: PARTIAL }, clinician);
    expect(response.status).toBe(200);
    const saved = FormDraftSchema.parse(await response.json());
    expect(saved.values).toEqual(PARTIAL);
    expect(saved.form).toEqual({ slug: ASEPTIC, title: 'Aseptic compounding request' });
    expect(Date.parse(saved.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(saved.expiresAt) - Date.parse(saved.savedAt)).toBe(DRAFT_LIFETIME_DAYS * DAY_MS);

    const resumed = await getDraft(ASEPTIC, clinician);
    expect(resumed?.values).toEqual(PARTIAL);
    expect(resumed?.savedAt).toBe(saved.savedAt);
  });

  it('checks the shape of answers (known fields, types, sizes) and saves nothing when one is wrong', async () => {
    expect(await paramsOf(await putDraft(ASEPTIC, { values: { nickname: 'x' } }, clinician))).toEqual({
      nickname: 'This field is not in the form.',
    });
    expect(await paramsOf(await putDraft(ASEPTIC, { values: { doses: 'ten' } }, clinician))).toEqual({
      doses: 'Enter a number.',
    });
    expect(await paramsOf(await putDraft(ASEPTIC, { values: { notes: 'x'.repeat(2001) } }, clinician))).toEqual({
      notes: 'Notes must be 2000 characters or fewer.',
    });
    expect(await paramsOf(await putDraft(ASEPTIC, { values: { prescription: 'file.pdf' } }, clinician))).toHaveProperty(
      'prescription',
    );
    // A date still being typed, or a number out of its bounds, is kept: they are checked when the form is sent.
    expect(
      (await putDraft(ASEPTIC, { values: { ...PARTIAL, doses: 900, required_by: '2026-1' } }, clinician)).status,
    ).toBe(200);
    expect((await getDraft(ASEPTIC, clinician))?.values).toEqual({ ...PARTIAL, doses: 900, required_by: '2026-1' });
    await putDraft(ASEPTIC, { values: PARTIAL }, clinician);
  });

  it('keeps one draft per account and form, even when saves race', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        putDraft(DOSE_BANDING, { values: { drug: `Try ${String(index)}` } }, colleague),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await draftRows({ owner: { equals: colleagueId } });
    expect(rows).toHaveLength(1);
    expect((await getDraft(DOSE_BANDING, colleague))?.values.drug).toMatch(/^Try \d$/);
  });

  it('never shows or overwrites another account’s draft of the same form', async () => {
    expect(await getDraft(ASEPTIC, colleague)).toBeNull();
    expect((await putDraft(ASEPTIC, { values: { product: 'Colleague’s product' } }, colleague)).status).toBe(200);
    expect((await getDraft(ASEPTIC, clinician))?.values).toEqual(PARTIAL);
    expect((await getDraft(ASEPTIC, colleague))?.values).toEqual({ product: 'Colleague’s product' });
    // The colleague's discard removes their own draft only.
    expect((await discard(ASEPTIC, colleague)).status).toBe(204);
    expect(await getDraft(ASEPTIC, colleague)).toBeNull();
    expect((await getDraft(ASEPTIC, clinician))?.values).toEqual(PARTIAL);
  });

  it('produces no submission and no notification', async () => {
    const submissions = await countSubmissions();
    const mails = await countMailJobs();
    expect((await putDraft(ASEPTIC, { values: PARTIAL }, clinician)).status).toBe(200);
    expect(await countSubmissions()).toBe(submissions);
    expect(await countMailJobs()).toBe(mails);
  });
});

describe('files in a draft', () => {
  it('stores new files with the upload checks, keeps the listed ones and deletes the ones left out', async () => {
    const first = await putDraftWithFiles(
      DOSE_BANDING,
      { values: { drug: 'Carboplatin' } },
      [
        { field: 'table', file: fileOf(pdfBytes('Table v1'), 'table-v1.pdf', 'application/pdf') },
        { field: 'table', file: fileOf(pngBytes(), 'photo.png', 'image/png') },
      ],
      colleague,
    );
    expect(first.status).toBe(200);
    const saved = FormDraftSchema.parse(await first.json());
    expect(saved.files.map(({ field, name, type }) => [field, name, type])).toEqual([
      ['table', 'table-v1.pdf', 'application/pdf'],
      ['table', 'photo.png', 'image/png'],
    ]);
    const [pdf, png] = saved.files;
    expect(await uploadExists(pdf?.id ?? 0)).toEqual({ row: true, file: true });

    // Another account can neither download the draft's file nor keep it in its own draft.
    const download = await fetch(`${server.baseUrl}/json/api/v1/form-uploads/${String(pdf?.id)}`, {
      headers: auth(clinician),
    });
    expect(download.status).toBe(404);
    expect(
      await paramsOf(await putDraft(DOSE_BANDING, { values: {}, files: { table: [pdf?.id ?? 0] } }, clinician)),
    ).toEqual({ table: `File ${String(pdf?.id)} is not in your saved draft of this form.` });

    // Keep the PDF, drop the photo: the photo goes, row and file.
    const second = await putDraft(
      DOSE_BANDING,
      { values: { drug: 'Carboplatin' }, files: { table: [pdf?.id ?? 0] } },
      colleague,
    );
    expect(second.status).toBe(200);
    expect(FormDraftSchema.parse(await second.json()).files.map(({ id }) => id)).toEqual([pdf?.id]);
    expect(await uploadExists(png?.id ?? 0)).toEqual({ row: false, file: false });
    expect(await uploadExists(pdf?.id ?? 0)).toEqual({ row: true, file: true });
  });

  it('leaves no file behind when saves with new files race: each replaced file goes', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map((round) =>
        putDraftWithFiles(
          ASEPTIC,
          { values: { product: `Race ${String(round)}` } },
          [{ field: 'prescription', file: fileOf(pdfBytes(`Race ${String(round)}`), 'race.pdf', 'application/pdf') }],
          racer,
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const draft = await getDraft(ASEPTIC, racer);
    expect(draft?.files).toHaveLength(1);
    const { docs } = await server.payload.find({
      collection: 'form-uploads',
      where: { uploadedBy: { equals: racerId } },
      depth: 0,
      overrideAccess: true,
    });
    expect(docs.map(({ id }) => id)).toEqual([draft?.files[0]?.id]);
    expect((await discard(ASEPTIC, racer)).status).toBe(204);
  });

  it('refuses a file of a refused type or on a field that takes none, and stores nothing', async () => {
    const before = await readdir(FORM_UPLOADS_DIR);
    const wrongType = await putDraftWithFiles(
      DOSE_BANDING,
      { values: {} },
      [{ field: 'table', file: fileOf(Buffer.from('MZ'), 'setup.exe', 'application/octet-stream') }],
      colleague,
    );
    expect(wrongType.status).toBe(415);
    const notAFileField = await putDraftWithFiles(
      DOSE_BANDING,
      { values: {} },
      [{ field: 'drug', file: fileOf(pdfBytes(), 'x.pdf', 'application/pdf') }],
      colleague,
    );
    expect(await paramsOf(notAFileField)).toEqual({ drug: 'This field takes no file.' });
    expect((await readdir(FORM_UPLOADS_DIR)).sort()).toEqual(before.sort());
  });

  it('sends the form with the draft’s files by reference; sending deletes the draft but keeps its files', async () => {
    const draft = await getDraft(DOSE_BANDING, colleague);
    const fileId = draft?.files[0]?.id ?? 0;
    const mails = await countMailJobs();
    const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${DOSE_BANDING}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(colleague) },
      body: JSON.stringify({
        values: { drug: 'Carboplatin', table_reference: 'v1' },
        draftFiles: { table: [fileId] },
        botCheck: await solveBotCheck(server.baseUrl),
      }),
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: reference } },
      depth: 0,
      overrideAccess: true,
    });
    expect(docs[0]?.files).toEqual([fileId]);
    expect((docs[0]?.values as Record<string, unknown>).table).toBe(1);
    expect(await getDraft(DOSE_BANDING, colleague)).toBeNull();
    expect(await draftRows({ owner: { equals: colleagueId } })).toHaveLength(0);
    expect(await uploadExists(fileId)).toEqual({ row: true, file: true });
    // The submission's mails are queued as usual: one job, the draft added none.
    expect(await countMailJobs()).toBe(mails + 1);
  });

  it('refuses to send a file that is not in the caller’s draft', async () => {
    const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${DOSE_BANDING}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(clinician) },
      body: JSON.stringify({
        values: { drug: 'Carboplatin', table_reference: 'v1' },
        draftFiles: { table: [1] },
        botCheck: await solveBotCheck(server.baseUrl),
      }),
    });
    expect(await paramsOf(response)).toEqual({ table: 'File 1 is not in your saved draft of this form.' });
  });

  it('sending a form without files also ends its draft', async () => {
    expect((await putDraft(ASEPTIC, { values: PARTIAL }, colleague)).status).toBe(200);
    const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${ASEPTIC}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(colleague) },
      body: JSON.stringify({
        values: { product: 'Vancomycin 1 g', presentation: 'syringe', doses: 4, required_by: '2027-01-04' },
        botCheck: await solveBotCheck(server.baseUrl),
      }),
    });
    expect(response.status).toBe(201);
    expect(await getDraft(ASEPTIC, colleague)).toBeNull();
    // The clinician's draft of the same form is theirs, and stays.
    expect((await getDraft(ASEPTIC, clinician))?.values).toEqual(PARTIAL);
  });

  it('discarding deletes the draft and its files', async () => {
    const saved = FormDraftSchema.parse(
      await (
        await putDraftWithFiles(
          DOSE_BANDING,
          { values: { drug: 'Cisplatin' } },
          [{ field: 'table', file: fileOf(pdfBytes('Discard me'), 'discard.pdf', 'application/pdf') }],
          colleague,
        )
      ).json(),
    );
    const fileId = saved.files[0]?.id ?? 0;
    expect(await uploadExists(fileId)).toEqual({ row: true, file: true });
    expect((await discard(DOSE_BANDING, colleague)).status).toBe(204);
    expect(await getDraft(DOSE_BANDING, colleague)).toBeNull();
    expect(await uploadExists(fileId)).toEqual({ row: false, file: false });
    // Discarding again, with nothing saved, answers the same.
    expect((await discard(DOSE_BANDING, colleague)).status).toBe(204);
  });
});

describe('the caller’s drafts', () => {
  it('lists the caller’s own drafts, newest first, with the form and until when each is kept', async () => {
    await putDraft(DOSE_BANDING, { values: { drug: 'Later' } }, clinician);
    const response = await fetch(`${server.baseUrl}/json/api/v1/account/drafts`, { headers: auth(clinician) });
    expect(response.status).toBe(200);
    const { drafts } = FormDraftListSchema.parse(await response.json());
    expect(drafts.map(({ formSlug, formTitle, formKind }) => [formSlug, formTitle, formKind])).toEqual([
      [DOSE_BANDING, 'Dose-banding review request', 'clinical-request'],
      [ASEPTIC, 'Aseptic compounding request', 'clinical-request'],
    ]);
    for (const draft of drafts)
      expect(Date.parse(draft.expiresAt) - Date.parse(draft.savedAt)).toBe(DRAFT_LIFETIME_DAYS * DAY_MS);

    const others = await fetch(`${server.baseUrl}/json/api/v1/account/drafts`, { headers: auth(outsider) });
    expect(FormDraftListSchema.parse(await others.json()).drafts).toEqual([]);
    expect((await fetch(`${server.baseUrl}/json/api/v1/account/drafts`)).status).toBe(401);
  });

  it('leaves out a draft of a form the account may no longer send, and keeps it', async () => {
    expect((await putDraft(ASEPTIC, { values: {} }, racer)).status).toBe(200);
    const listed = async () =>
      FormDraftListSchema.parse(
        await (await fetch(`${server.baseUrl}/json/api/v1/account/drafts`, { headers: auth(racer) })).json(),
      ).drafts.map(({ formSlug }) => formSlug);
    expect(await listed()).toEqual([ASEPTIC]);
    const { roles } = await server.payload.findByID({
      collection: 'users',
      id: racerId,
      depth: 0,
      overrideAccess: true,
    });
    const reader = await createRole(server.payload, 'Reader of nothing else', ['read']);
    const setRoles = (ids: unknown) =>
      server.payload.update({
        collection: 'users',
        id: racerId,
        data: { roles: ids as number[] },
        overrideAccess: true,
      });
    await setRoles([reader]);
    try {
      expect(await listed()).toEqual([]);
      expect(await draftRows({ owner: { equals: racerId } })).toHaveLength(1);
    } finally {
      await setRoles(roles);
    }
    expect((await discard(ASEPTIC, racer)).status).toBe(204);
  });
});

describe('the copy of one’s data', () => {
  it('holds the saved drafts, their answers and their files', async () => {
    const saved = FormDraftSchema.parse(
      await (
        await putDraftWithFiles(
          DOSE_BANDING,
          { values: { drug: 'In the export' } },
          [{ field: 'table', file: fileOf(pdfBytes('Exported'), 'exported.pdf', 'application/pdf') }],
          clinician,
        )
      ).json(),
    );
    const started = await fetch(`${server.baseUrl}/json/api/v1/account/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(clinician) },
      body: '{}',
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };
    await runQueue(server.payload, PERSONAL_DATA_QUEUE, 10);
    const download = await fetch(`${server.baseUrl}/json/api/v1/account/export/${String(id)}/download`, {
      headers: auth(clinician),
    });
    expect(download.status).toBe(200);
    const files = await unzip(Buffer.from(await download.arrayBuffer()));
    const drafts = JSON.parse(files.get('form-drafts.json')?.toString('utf8') ?? 'null') as {
      form: { slug: string };
      answers: unknown;
      expiresAt: string;
      files: { name: string; inThisExport: string | null }[];
    }[];
    const exported = drafts.find((draft) => draft.form.slug === DOSE_BANDING);
    expect(exported?.answers).toEqual({ drug: 'In the export' });
    expect(exported?.expiresAt).toBe(saved.expiresAt);
    expect(exported?.files.map((file) => file.name)).toEqual(['exported.pdf']);
    expect(files.get(exported?.files[0]?.inThisExport ?? '')).toEqual(pdfBytes('Exported'));
    expect(drafts.map((draft) => draft.form.slug)).toContain(ASEPTIC);
  });
});

describe('the 30-day job', () => {
  it('deletes drafts last saved more than 30 days ago, with their files, and keeps the others', async () => {
    const old = FormDraftSchema.parse(
      await (
        await putDraftWithFiles(
          DOSE_BANDING,
          { values: { drug: 'Old' } },
          [{ field: 'table', file: fileOf(pdfBytes('Old table'), 'old.pdf', 'application/pdf') }],
          colleague,
        )
      ).json(),
    );
    const oldFile = old.files[0]?.id ?? 0;
    const [row] = await draftRows({ owner: { equals: colleagueId } });
    await server.payload.update({
      collection: 'form-drafts',
      id: row?.id ?? 0,
      data: { savedAt: new Date(Date.now() - (DRAFT_LIFETIME_DAYS + 1) * DAY_MS).toISOString() },
      overrideAccess: true,
    });
    const kept = await draftRows({ owner: { not_equals: colleagueId } });
    expect(kept.length).toBeGreaterThan(0);

    expect(await deleteExpiredDrafts(server.payload)).toEqual({ deleted: 1 });
    expect(await getDraft(DOSE_BANDING, colleague)).toBeNull();
    expect(await uploadExists(oldFile)).toEqual({ row: false, file: false });
    expect((await draftRows()).map(({ id }) => id).sort()).toEqual(kept.map(({ id }) => id).sort());
    // A second run finds nothing.
    expect(await deleteExpiredDrafts(server.payload)).toEqual({ deleted: 0 });
  });

  it('is kept queued for the next midnight, once, and the worker’s run deletes expired drafts', async () => {
    await putDraft(DOSE_BANDING, { values: { drug: 'Expiring' } }, colleague);
    const [row] = await draftRows({
      and: [{ owner: { equals: colleagueId } }, { 'form.slug': { equals: DOSE_BANDING } }],
    });
    await server.payload.update({
      collection: 'form-drafts',
      id: row?.id ?? 0,
      data: { savedAt: new Date(Date.now() - (DRAFT_LIFETIME_DAYS + 2) * DAY_MS).toISOString() },
      overrideAccess: true,
    });
    await scheduleDraftRetention(server.payload);
    await scheduleDraftRetention(server.payload);
    const jobs = async () =>
      (
        await server.payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: DRAFT_RETENTION_TASK } },
          overrideAccess: true,
        })
      ).docs;
    const [job, ...more] = await jobs();
    expect(more).toEqual([]);
    expect(job?.queue).toBe(DRAFT_RETENTION_QUEUE);
    expect(job?.waitUntil).toBe(nextUtcMidnight(new Date()).toISOString());
    // Not due yet: the run leaves it; due, it runs and deletes the expired draft.
    expect((await runQueue(server.payload, DRAFT_RETENTION_QUEUE, 1)).ran).toEqual([]);
    await server.payload.update({
      collection: 'payload-jobs',
      id: job?.id ?? 0,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    });
    expect((await runQueue(server.payload, DRAFT_RETENTION_QUEUE, 1)).ran).toEqual([job?.id]);
    expect(await getDraft(DOSE_BANDING, colleague)).toBeNull();
  });

  it('keeps a draft saved 29 days ago', async () => {
    await putDraft(ASEPTIC, { values: { product: 'Recent' } }, colleague);
    const [row] = await draftRows({ owner: { equals: colleagueId } });
    await server.payload.update({
      collection: 'form-drafts',
      id: row?.id ?? 0,
      data: { savedAt: new Date(Date.now() - (DRAFT_LIFETIME_DAYS - 1) * DAY_MS).toISOString() },
      overrideAccess: true,
    });
    expect(await deleteExpiredDrafts(server.payload)).toEqual({ deleted: 0 });
    expect((await getDraft(ASEPTIC, colleague))?.values).toEqual({ product: 'Recent' });
  });
});

describe('erasure', () => {
  it('erasing the account removes its drafts and their files', async () => {
    const saved = FormDraftSchema.parse(
      await (
        await putDraftWithFiles(
          DOSE_BANDING,
          { values: { drug: 'Erase me' } },
          [{ field: 'table', file: fileOf(pdfBytes('Erase'), 'erase.pdf', 'application/pdf') }],
          colleague,
        )
      ).json(),
    );
    const fileId = saved.files[0]?.id ?? 0;
    expect(await draftRows({ owner: { equals: colleagueId } })).toHaveLength(2);
    await eraseAccount(server.payload, colleagueId);
    expect(await draftRows({ owner: { equals: colleagueId } })).toHaveLength(0);
    expect(await uploadExists(fileId)).toEqual({ row: false, file: false });
    // Other accounts' drafts stay.
    expect((await getDraft(ASEPTIC, clinician))?.values).toEqual(PARTIAL);
  });
});

describe('a deleted form', () => {
  it('takes its saved drafts and their files with it', async () => {
    const form = await server.payload.create({
      collection: 'forms',
      data: {
        title: 'Short-lived request',
        slug: 'short-lived-request',
        kind: 'callback',
        capability: 'wb_read_clinical_requests',
        fields: [
          { name: 'topic', label: 'Topic', type: 'text', required: true },
          { name: 'evidence', label: 'Evidence', type: 'file', required: false, multiple: false },
        ],
        submitLabel: 'Send',
        botCheck: false,
        confirmation: { type: 'message', message: 'Thanks.' },
        notifications: { teamAddress: 'team@example.com', copyToSubmitter: false },
        _status: 'published',
      },
      overrideAccess: true,
    });
    const saved = FormDraftSchema.parse(
      await (
        await putDraftWithFiles(
          'short-lived-request',
          { values: { topic: 'Half' } },
          [{ field: 'evidence', file: fileOf(pdfBytes('Evidence'), 'evidence.pdf', 'application/pdf') }],
          clinician,
        )
      ).json(),
    );
    await server.payload.delete({ collection: 'forms', id: form.id, overrideAccess: true });
    expect(await draftRows({ form: { equals: form.id } })).toHaveLength(0);
    expect(await uploadExists(saved.files[0]?.id ?? 0)).toEqual({ row: false, file: false });
  });
});
