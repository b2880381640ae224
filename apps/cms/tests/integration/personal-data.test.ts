import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';

import { ConsentListSchema, DATA_EXPORT_FILES, DataExportStatusSchema } from '@hcp/contracts/privacy';
import { FormSubmissionResultSchema } from '@hcp/contracts/forms';
import { TwoFactorConfirmResponseSchema, TwoFactorSetupSchema } from '@hcp/contracts/two-factor';
import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { recordAuditEvent } from '../../src/audit/record';
import { DATA_EXPORTS_DIR } from '../../src/collections/DataExports';
import { FORM_UPLOADS_DIR } from '../../src/collections/FormUploads';
import { EXPORTS_PER_DAY } from '../../src/endpoints/privacy/data-export';
import { runQueue } from '../../src/jobs/worker';
import { pseudonymOf, pseudonymousAddress } from '../../src/privacy/pseudonym';
import { PERSONAL_DATA_QUEUE } from '../../src/privacy/queue';
import { seedDemo } from '../../src/seed/demo';
import { fileOf, pdfBytes, pngBytes } from '../fixtures/upload-files';
import {
  createPortalAccount,
  createRole,
  demoAdmin,
  postJson,
  signIn,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { mailbox, nextMailTo } from './mailbox';
import { unzip } from './zip-archive';

let server: TestServer;
let roleId: number;

/** A person with names no other row of the database could hold by chance, so a search for them finds only theirs. */
type Person = {
  id: number;
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  registrationNumber: string;
  phone: string;
  cpdTitle: string;
  endpoint: string;
  /** The subject the hospital's sign-in gives the person, and the SAML session index kept for single logout. */
  ssoSubject: string;
  samlSessionIndex: string;
};

const REPORT_FORM = 'privacy-report-an-issue';
/** The address Zephyrine had before, as an email change's audit event keeps it. */
const PREVIOUS_ADDRESS = 'zeph.q.before@old-trust.test';
const CONTACT_FORM = 'privacy-contact';
/** A provider still set up, and one removed since the person's link was made. */
const SSO_PROVIDER = { id: 'privacy-trust', name: 'Privacy Test NHS Trust' };
const REMOVED_PROVIDER = 'closed-trust';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/json${path}`, { headers: token ? auth(token) : {} });
const post = (path: string, body: unknown, token: string) =>
  postJson(server.baseUrl, `/json${path}`, body, auth(token));

async function createForms(payload: Payload): Promise<void> {
  const common = {
    submitLabel: 'Send',
    botCheck: false,
    confirmation: { type: 'message' as const, message: 'Thank you.' },
    _status: 'published' as const,
  };
  await payload.create({
    collection: 'forms',
    overrideAccess: true,
    data: {
      ...common,
      title: 'Report an issue (privacy test)',
      slug: REPORT_FORM,
      kind: 'report-issue',
      capability: 'wb_read_report_issue',
      notifications: { teamAddress: 'quality@example.com', copyToSubmitter: false },
      fields: [
        { label: 'Your name', name: 'reporter_name', type: 'text', required: true, prefill: 'full-name' },
        { label: 'Your email', name: 'reporter_email', type: 'email', required: true, prefill: 'email' },
        { label: 'Your phone', name: 'reporter_phone', type: 'phone', required: false },
        { label: 'What happened', name: 'description', type: 'textarea', required: true },
        {
          label: 'Was a patient harmed?',
          name: 'patient_harmed',
          type: 'radio',
          required: true,
          marksPatientHarm: true,
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        { label: 'Photos', name: 'attachments', type: 'file', required: false, multiple: true },
      ],
    },
  });
  await payload.create({
    collection: 'forms',
    overrideAccess: true,
    data: {
      ...common,
      title: 'Contact (privacy test)',
      slug: CONTACT_FORM,
      kind: 'contact',
      capability: 'read',
      notifications: { teamAddress: 'contact@example.com', copyToSubmitter: false },
      fields: [
        { label: 'Your name', name: 'name', type: 'text', required: true, prefill: 'full-name' },
        { label: 'Message', name: 'message', type: 'textarea', required: true },
        { label: 'Attachment', name: 'attachment', type: 'file', required: false },
      ],
    },
  });
}

async function submit(person: Person, slug: string, values: object, files: { field: string; file: File }[]) {
  const body = new FormData();
  body.append('submission', JSON.stringify({ values }));
  for (const { field, file } of files) body.append(field, file);
  const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${slug}/submissions`, {
    method: 'POST',
    headers: auth(person.token),
    body,
  });
  expect(response.status).toBe(201);
  return FormSubmissionResultSchema.parse(await response.json()).reference;
}

/** Makes an account with a record of every kind the export lists, through the API where there is one. */
async function personWithData(
  name: { firstName: string; lastName: string; registrationNumber: string; phone: string },
  payload: Payload,
): Promise<Person & { references: string[] }> {
  const email = `${name.firstName.toLowerCase()}.${name.lastName.toLowerCase()}@hospital.test`;
  const id = await createPortalAccount(payload, {
    email,
    firstName: name.firstName,
    lastName: name.lastName,
    roles: [roleId],
  });
  await payload.update({
    collection: 'users',
    id,
    data: {
      profession: 'pharmacist',
      organisation: 'St Elsewhere',
      regulator: 'GPhC',
      registrationNumber: name.registrationNumber,
    },
    overrideAccess: true,
  });
  const token = await signIn(server.baseUrl, email);
  const person = {
    id,
    token,
    email,
    ...name,
    cpdTitle: `Reflections of ${name.firstName}`,
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
    ssoSubject: `sub-${randomBytes(8).toString('hex')}`,
    samlSessionIndex: `_session-${randomBytes(8).toString('hex')}`,
  };
  // Signed up through the hospital's sign-in, as sso/accounts.ts records it, and linked to it and to a trust now gone.
  await payload.update({
    collection: 'users',
    id,
    data: {
      ssoSignUp: {
        provider: SSO_PROVIDER.name,
        claims: { sub: person.ssoSubject, email, given_name: name.firstName, groups: ['pharmacy'] },
      },
    },
    overrideAccess: true,
  });
  await payload.db.create({
    collection: 'sso-identities',
    data: {
      provider: SSO_PROVIDER.id,
      subject: person.ssoSubject,
      email,
      user: id,
      lastSignInAt: '2026-10-02T08:30:00.000Z',
      samlSession: {
        nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        sessionIndex: person.samlSessionIndex,
      },
    },
  });
  await payload.db.create({
    collection: 'sso-identities',
    data: { provider: REMOVED_PROVIDER, subject: `old-${person.ssoSubject}`, user: id },
  });
  await payload.create({
    collection: 'cpd-entries',
    overrideAccess: true,
    data: {
      owner: id,
      title: person.cpdTitle,
      date: '2026-10-01',
      cpd: { type: 'self-directed', display: 'time', points: 1, time: { value: 30, unit: 'minutes' } },
      planning: 'planned',
      reflection: { learned: `${name.firstName} learned about stability.` },
    },
  });
  await payload.create({
    collection: 'dashboards',
    overrideAccess: true,
    data: { owner: id, widgets: ['cpd-progress', 'starred-stability'], version: 1, cpdTargetPoints: 40 },
  });
  const { docs: products } = await payload.find({ collection: 'stability-products', limit: 1, overrideAccess: true });
  const product = products[0]?.id ?? 0;
  await payload.create({
    collection: 'starred-stability-products',
    overrideAccess: true,
    data: { owner: id, product },
  });
  await payload.create({
    collection: 'recently-viewed-items',
    overrideAccess: true,
    data: { owner: id, area: 'stability', itemId: product, viewedAt: new Date().toISOString() },
  });
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { slug: { equals: CONTACT_FORM } },
    overrideAccess: true,
  });
  await payload.create({
    collection: 'clinical-request-pins',
    overrideAccess: true,
    data: { owner: id, forms: forms.map((form) => form.id) },
  });
  await payload.create({
    collection: 'push-subscriptions',
    overrideAccess: true,
    data: { account: id, endpoint: person.endpoint, p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  });
  // Consents through the API, which records them.
  expect(
    (
      await fetch(`${server.baseUrl}/json/api/v1/account/analytics-consent`, {
        method: 'PUT',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ choice: 'granted' }),
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await fetch(`${server.baseUrl}/json/api/v1/account/notifications`, {
        method: 'PUT',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ off: ['education'] }),
      })
    ).status,
  ).toBe(200);
  const report = await submit(
    person,
    REPORT_FORM,
    {
      reporter_name: `${name.firstName} ${name.lastName}`,
      reporter_email: email,
      reporter_phone: name.phone,
      description: `Cracked vial of batch VM1182, noticed by ${name.firstName} ${name.lastName} (${name.registrationNumber}). Call ${name.phone}.`,
      patient_harmed: 'no',
    },
    [{ field: 'attachments', file: fileOf(pngBytes(), `${name.lastName}-vial.png`, 'image/png') }],
  );
  const contact = await submit(
    person,
    CONTACT_FORM,
    { name: `${name.firstName} ${name.lastName}`, message: 'Please call me back.' },
    [{ field: 'attachment', file: fileOf(pdfBytes(), 'letter.pdf', 'application/pdf') }],
  );
  return { ...person, references: [report, contact] };
}

let zephyrine: Person & { references: string[] };
let bartholomew: Person & { references: string[] };

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['stability'] });
  await createForms(server.payload);
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: {
      providerId: SSO_PROVIDER.id,
      name: SSO_PROVIDER.name,
      type: 'oidc',
      issuer: 'https://login.privacy-trust.test',
      clientId: 'portal',
      clientSecret: 'not-used-here',
      domains: ['hospital.test'],
      audience: ['portal'],
      claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
      source: 'admin',
    },
  });
  roleId = await createRole(server.payload, 'Privacy tester', [
    'read',
    'wb_edit_current_user',
    'wb_read_stability_matrix',
    'wb_read_education',
    'wb_read_blog',
    'wb_read_report_issue',
  ]);
  zephyrine = await personWithData(
    { firstName: 'Zephyrine', lastName: 'Quillfeather', registrationNumber: '2044170', phone: '020 7946 0417' },
    server.payload,
  );
  bartholomew = await personWithData(
    { firstName: 'Bartholomew', lastName: 'Oakenshaw', registrationNumber: '2099210', phone: '0161 496 0992' },
    server.payload,
  );
});

afterAll(async () => {
  await server.close();
});

const runPersonalDataQueue = () => runQueue(server.payload, PERSONAL_DATA_QUEUE, 10);

async function statusOf(id: number, token: string) {
  const response = await get(`/api/v1/account/export/${String(id)}`, token);
  expect(response.status).toBe(200);
  return DataExportStatusSchema.parse(await response.json());
}

/** Asks for an export, runs the queue, and answers its status once ready. */
async function readyExport(person: Person) {
  const started = await post('/api/v1/account/export', {}, person.token);
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as { id: number };
  await runPersonalDataQueue();
  return statusOf(id, person.token);
}

const jsonOf = (files: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

describe('downloading my data', () => {
  let exportId: number;
  let files: Map<string, Buffer>;

  beforeAll(async () => {
    const queued = await post('/api/v1/account/export', {}, zephyrine.token);
    expect(queued.status).toBe(202);
    exportId = ((await queued.json()) as { id: number }).id;
  });

  it('answers 202 with an id, shows the export queued, then ready with a download once the queue has built it', async () => {
    const before = await statusOf(exportId, zephyrine.token);
    expect(before).toMatchObject({ id: exportId, status: 'queued', progress: 0 });
    expect(before.download).toBeUndefined();
    const { ran } = await runPersonalDataQueue();
    expect(ran).toHaveLength(1);
    const after = await statusOf(exportId, zephyrine.token);
    expect(after).toMatchObject({ status: 'ready', progress: 100 });
    expect(after.download?.path).toBe(`api/v1/account/export/${String(exportId)}/download`);
    expect(after.download?.fileName).toMatch(/^hcp-portal-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const hours = (Date.parse(after.download?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('answers the ZIP to its owner, with a JSON file per kind and the files sent with forms', async () => {
    const response = await get(`/api/v1/account/export/${String(exportId)}/download`, zephyrine.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="hcp-portal-my-data-/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    files = await unzip(Buffer.from(await response.arrayBuffer()));
    const uploads = [...files.keys()].filter((name) => name.startsWith('form-uploads/')).sort();
    expect([...files.keys()].filter((name) => !name.startsWith('form-uploads/')).sort()).toEqual(
      [...DATA_EXPORT_FILES].sort(),
    );
    expect(uploads).toEqual([
      `form-uploads/${zephyrine.references[0] ?? ''}/1-Quillfeather-vial.png`,
      `form-uploads/${zephyrine.references[1] ?? ''}/1-letter.pdf`,
    ]);
    expect(files.get(uploads[0] ?? '')).toEqual(pngBytes());
    expect(files.get(uploads[1] ?? '')).toEqual(pdfBytes());
  });

  it('holds everything listed: profile, roles, CPD, dashboard, pins, stars, recently viewed, forms, push, consents, single sign-on', () => {
    expect(jsonOf(files, 'profile.json')).toMatchObject({
      email: zephyrine.email,
      firstName: 'Zephyrine',
      lastName: 'Quillfeather',
      registrationNumber: '2044170',
      regulator: 'GPhC',
      analyticsConsent: { choice: 'granted' },
      notificationsOff: ['education'],
      twoStepSignIn: { enabled: false },
      signedUpThrough: {
        provider: SSO_PROVIDER.name,
        claims: { sub: zephyrine.ssoSubject, email: zephyrine.email, given_name: 'Zephyrine', groups: ['pharmacy'] },
      },
    });
    const profile = JSON.stringify(jsonOf(files, 'profile.json'));
    for (const secret of ['hash', 'salt', 'tokenHash', 'sessions"']) expect(profile).not.toContain(secret);
    expect(jsonOf(files, 'roles.json')).toEqual([expect.objectContaining({ name: 'Privacy tester' })]);
    expect(jsonOf(files, 'cpd-entries.json')).toEqual([expect.objectContaining({ title: zephyrine.cpdTitle })]);
    expect(jsonOf(files, 'dashboard.json')).toMatchObject({
      widgets: ['cpd-progress', 'starred-stability'],
      cpdTargetPoints: 40,
    });
    expect(jsonOf(files, 'pinned-clinical-requests.json')).toEqual([expect.objectContaining({ slug: CONTACT_FORM })]);
    expect(jsonOf(files, 'starred-stability-products.json')).toHaveLength(1);
    expect(jsonOf(files, 'recently-viewed.json')).toEqual([expect.objectContaining({ area: 'stability' })]);
    const submissions = jsonOf(files, 'form-submissions.json') as { reference: string; answers: object }[];
    expect(submissions.map((submission) => submission.reference).sort()).toEqual([...zephyrine.references].sort());
    expect(jsonOf(files, 'push-subscriptions.json')).toEqual([
      expect.objectContaining({ endpoint: zephyrine.endpoint }),
    ]);
    expect(JSON.stringify(jsonOf(files, 'push-subscriptions.json'))).not.toContain('p'.repeat(87));
    const consents = jsonOf(files, 'consent-records.json') as { purpose: string; state: string }[];
    expect(consents.map(({ purpose, state }) => `${purpose}:${state}`).sort()).toEqual([
      'analytics:given',
      'push-education:withdrawn',
    ]);
  });

  it('lists each single sign-on link with its provider’s name while that provider is set up, without the SAML session', () => {
    const links = jsonOf(files, 'single-sign-on-links.json') as { provider: string }[];
    expect([...links].sort((a, b) => a.provider.localeCompare(b.provider))).toEqual([
      {
        provider: REMOVED_PROVIDER,
        providerName: null,
        subject: `old-${zephyrine.ssoSubject}`,
        email: null,
        lastSignInAt: null,
        linkedAt: expect.any(String) as string,
      },
      {
        provider: SSO_PROVIDER.id,
        providerName: SSO_PROVIDER.name,
        subject: zephyrine.ssoSubject,
        email: zephyrine.email,
        lastSignInAt: '2026-10-02T08:30:00.000Z',
        linkedAt: expect.any(String) as string,
      },
    ]);
    const everything = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain(zephyrine.samlSessionIndex);
  });

  it('holds nothing of another account', () => {
    const everything = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    for (const trace of [
      bartholomew.email,
      bartholomew.firstName,
      bartholomew.lastName,
      bartholomew.registrationNumber,
      bartholomew.phone,
      bartholomew.cpdTitle,
      bartholomew.endpoint,
      bartholomew.ssoSubject,
      ...bartholomew.references,
    ])
      expect(everything).not.toContain(trace);
  });

  it('records one personal-data.exported event for the request', async () => {
    const { docs } = await server.payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'personal-data.exported' } }, { targetId: { equals: String(exportId) } }] },
      overrideAccess: true,
    });
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ actorKind: 'portal-account', actorId: String(zephyrine.id) });
  });

  it('answers 404 to another account for the status and the download, and 401 without a token', async () => {
    expect((await get(`/api/v1/account/export/${String(exportId)}`, bartholomew.token)).status).toBe(404);
    expect((await get(`/api/v1/account/export/${String(exportId)}/download`, bartholomew.token)).status).toBe(404);
    expect((await get(`/api/v1/account/export/${String(exportId)}/download`)).status).toBe(401);
    const latest = (await (await get('/api/v1/account/export', bartholomew.token)).json()) as { export: unknown };
    expect(latest.export).toBeNull();
  });

  it('deletes the file after 24 hours through a job, after which the export reads expired and cannot be downloaded', async () => {
    const before = await server.payload.findByID({ collection: 'data-exports', id: exportId, overrideAccess: true });
    expect(await readdir(DATA_EXPORTS_DIR)).toContain(before.fileName);
    // A day passes: the export's time and its expiry job's are both over.
    const past = new Date(Date.now() - 1000).toISOString();
    await server.payload.update({
      collection: 'data-exports',
      id: exportId,
      data: { expiresAt: past },
      overrideAccess: true,
    });
    expect((await statusOf(exportId, zephyrine.token)).status).toBe('expired');
    const { docs: jobs } = await server.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'expireDataExport' } },
      overrideAccess: true,
    });
    expect(jobs.map((job) => (job.input as { export: number }).export)).toContain(exportId);
    for (const job of jobs)
      await server.payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: past },
        overrideAccess: true,
      });
    await runPersonalDataQueue();
    expect(await readdir(DATA_EXPORTS_DIR)).not.toContain(before.fileName);
    const after = await statusOf(exportId, zephyrine.token);
    expect(after.status).toBe('expired');
    expect(after.download).toBeUndefined();
    expect((await get(`/api/v1/account/export/${String(exportId)}/download`, zephyrine.token)).status).toBe(404);
  });
});

describe('asking for exports', () => {
  it('keeps one export in progress per account: a second request while one is queued answers 409', async () => {
    const first = await post('/api/v1/account/export', {}, bartholomew.token);
    expect(first.status).toBe(202);
    const second = await post('/api/v1/account/export', {}, bartholomew.token);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'export_in_progress', data: { status: 409 } });
    await runPersonalDataQueue();
    const latest = (await (await get('/api/v1/account/export', bartholomew.token)).json()) as {
      export: { status: string };
    };
    expect(latest.export.status).toBe('ready');
  });

  it(`allows ${String(EXPORTS_PER_DAY)} exports a day per account, then answers 429 with Retry-After`, async () => {
    const payload = server.payload;
    const id = await createPortalAccount(payload, {
      email: 'many.exports@hospital.test',
      firstName: 'Many',
      lastName: 'Exports',
      roles: [roleId],
    });
    const token = await signIn(server.baseUrl, 'many.exports@hospital.test');
    for (let asked = 0; asked < EXPORTS_PER_DAY; asked += 1) {
      expect((await post('/api/v1/account/export', {}, token)).status).toBe(202);
      // Finished without building, so the next request is not held by the one in progress.
      await payload.update({
        collection: 'data-exports',
        where: { account: { equals: id } },
        data: { status: 'failed', activeKey: null },
        overrideAccess: true,
      });
    }
    const refused = await post('/api/v1/account/export', {}, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('holds each account to its own exports: another’s in progress does not hold mine, and CMS staff read none', async () => {
    expect((await post('/api/v1/account/export', {}, bartholomew.token)).status).toBe(202);
    const mine = await post('/api/v1/account/export', {}, zephyrine.token);
    expect(mine.status).toBe(202);
    const mineId = ((await mine.json()) as { id: number }).id;
    const latest = (await (await get('/api/v1/account/export', zephyrine.token)).json()) as { export: { id: number } };
    expect(latest.export.id).toBe(mineId);
    // The collection's own rule (access/ownDataExports.ts), as the routes read through it.
    const account = await server.payload.findByID({ collection: 'users', id: zephyrine.id, overrideAccess: true });
    const asAccount = await server.payload.find({
      collection: 'data-exports',
      user: { ...account, collection: 'users' },
      overrideAccess: false,
      pagination: false,
      depth: 0,
    });
    expect(asAccount.docs.map((row) => row.id)).toContain(mineId);
    expect(new Set(asAccount.docs.map((row) => row.account))).toEqual(new Set([zephyrine.id]));
    await runPersonalDataQueue();
    // Payload refuses a read its rule answers `false` to outright.
    const staff = await demoAdmin(server, 'admin@example.com');
    await expect(
      server.payload.find({ collection: 'data-exports', user: staff, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('consent records', () => {
  it('lists each consent with its date and history, and withdrawing one records it and switches it off', async () => {
    const listed = ConsentListSchema.parse(await (await get('/api/v1/account/consents', bartholomew.token)).json());
    const byPurpose = Object.fromEntries(listed.consents.map((consent) => [consent.purpose, consent]));
    expect(byPurpose.analytics).toMatchObject({ state: 'given', history: [{ state: 'given' }] });
    expect(byPurpose['push-education']).toMatchObject({ state: 'withdrawn' });
    expect(byPurpose['push-stability']).toMatchObject({ state: 'not-asked', since: null, history: [] });

    const withdrawn = await post('/api/v1/account/consents/withdraw', { purpose: 'analytics' }, bartholomew.token);
    expect(withdrawn.status).toBe(200);
    const after = ConsentListSchema.parse(await withdrawn.json());
    const analytics = after.consents.find((consent) => consent.purpose === 'analytics');
    expect(analytics?.state).toBe('withdrawn');
    expect(analytics?.history.map((entry) => entry.state)).toEqual(['withdrawn', 'given']);
    const choice = (await (await get('/api/v1/account/analytics-consent', bartholomew.token)).json()) as {
      choice: string;
    };
    expect(choice.choice).toBe('denied');

    await post('/api/v1/account/consents/withdraw', { purpose: 'push-stability' }, bartholomew.token);
    const areas = (await (await get('/api/v1/account/notifications', bartholomew.token)).json()) as {
      areas: { area: string; enabled: boolean }[];
    };
    expect(areas.areas.find((area) => area.area === 'stability')?.enabled).toBe(false);
  });

  it('refuses a purpose that does not exist with 400 naming it', async () => {
    const response = await post('/api/v1/account/consents/withdraw', { purpose: 'marketing' }, bartholomew.token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; data: { params?: Record<string, string> } };
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.params?.purpose).toBeTruthy();
  });
});

type Row = Record<string, unknown>;

async function query(statement: ReturnType<typeof sql>): Promise<Row[]> {
  const db = server.payload.db as unknown as {
    drizzle: unknown;
    execute: (args: { drizzle: unknown; sql: ReturnType<typeof sql> }) => Promise<{ rows?: Row[] }>;
  };
  return (await db.execute({ drizzle: db.drizzle, sql: statement })).rows ?? [];
}

/** Every column of every table: its name and whether it holds text or a reference to a portal account. */
async function everyColumn(): Promise<{ table: string; column: string; text: boolean }[]> {
  if (server.payload.db.name === 'postgres') {
    const rows = await query(
      sql`SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    return rows.map((row) => ({
      table: String(row.table_name),
      column: String(row.column_name),
      text: ['text', 'character varying', 'json', 'jsonb', 'USER-DEFINED'].includes(String(row.data_type)),
    }));
  }
  const tables = await query(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  const columns: { table: string; column: string; text: boolean }[] = [];
  for (const { name } of tables) {
    for (const column of await query(sql.raw(`PRAGMA table_info("${String(name)}")`)))
      columns.push({
        table: String(name),
        column: String(column.name),
        text: /text|char|json|blob/i.test(String(column.type)),
      });
  }
  return columns;
}

/** Each place in the database where `needle` appears in a text column, as `table.column`. */
async function whereTextAppears(needle: string): Promise<string[]> {
  const found: string[] = [];
  const pattern = `%${needle.toLowerCase()}%`;
  for (const { table, column, text } of await everyColumn()) {
    if (!text) continue;
    const cast = server.payload.db.name === 'postgres' ? sql.raw(`"${column}"::text`) : sql.raw(`"${column}"`);
    const rows = await query(
      sql`SELECT count(*) AS n FROM ${sql.raw(`"${table}"`)} WHERE lower(${cast}) LIKE ${pattern}`,
    );
    if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The tables whose rows point at the portal account `id` through a column that references accounts. */
async function rowsLinkedTo(id: number): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await everyColumn()) {
    if (!/^(users_id|user_id|owner_id|account_id|uploaded_by_id|parent_id|_parent_id)$/.test(column)) continue;
    // parent ids point at users only in the users' own sub-tables.
    if (column.includes('parent') && !table.startsWith('users_')) continue;
    const rows = await query(
      sql`SELECT count(*) AS n FROM ${sql.raw(`"${table}"`)} WHERE ${sql.raw(`"${column}"`)} = ${id}`,
    );
    if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('deleting my account', () => {
  it('refuses a wrong password with 400 naming the field, and throttles guesses like sign-in', async () => {
    const payload = server.payload;
    await createPortalAccount(payload, {
      email: 'guessed@hospital.test',
      firstName: 'Guessed',
      lastName: 'Account',
      roles: [roleId],
    });
    const token = await signIn(server.baseUrl, 'guessed@hospital.test');
    const wrong = await post('/api/v1/account/delete', { password: 'not the password' }, token);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { password: 'Your password is not correct.' } },
    });
    await post('/api/v1/account/delete', { password: 'still not it' }, token);
    await post('/api/v1/account/delete', { password: 'nor this one' }, token);
    const held = await post('/api/v1/account/delete', { password: TEST_PASSWORD }, token);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing was erased meanwhile.
    expect((await get('/api/v1/account', token)).status).toBe(200);
  });

  it('with two-step sign-in on, asks for a code too, and takes a recovery code', async () => {
    const payload = server.payload;
    await createPortalAccount(payload, {
      email: 'two.step@hospital.test',
      firstName: 'Two',
      lastName: 'Step',
      roles: [roleId],
    });
    const token = await signIn(server.baseUrl, 'two.step@hospital.test');
    const setup = TwoFactorSetupSchema.parse(
      await (await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token)).json(),
    );
    const confirmed = await post(
      '/api/v1/account/2fa/confirm',
      { code: await generate({ secret: setup.secret }) },
      token,
    );
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = TwoFactorConfirmResponseSchema.parse(await confirmed.json());

    const passwordOnly = await post('/api/v1/account/delete', { password: TEST_PASSWORD }, token);
    expect(passwordOnly.status).toBe(400);
    const asked = (await passwordOnly.json()) as { data: { params?: Record<string, string> } };
    expect(asked.data.params?.code).toMatch(/^Enter the code/);
    const wrongCode = await post('/api/v1/account/delete', { password: TEST_PASSWORD, code: '000000' }, token);
    expect(wrongCode.status).toBe(400);
    expect((await get('/api/v1/account', token)).status).toBe(200);

    const erased = await post('/api/v1/account/delete', { password: TEST_PASSWORD, code: recoveryCodes[0] }, token);
    expect(erased.status).toBe(200);
    expect((await get('/api/v1/account', token)).status).toBe(403);
    const { totalDocs } = await payload.count({
      collection: 'two-factor-credentials',
      where: { accountCollection: { equals: 'users' } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(0);
  });

  describe('with the right password', () => {
    let keptReportId: number;
    let erasedUploadFiles: string[];
    let keptUploadFiles: string[];
    let otherCountsBefore: Record<string, number>;
    let mailsBefore: number;

    const countsOf = async (person: Person) => {
      const counts: Record<string, number> = {};
      for (const [collection, owner] of [
        ['cpd-entries', 'owner'],
        ['dashboards', 'owner'],
        ['clinical-request-pins', 'owner'],
        ['starred-stability-products', 'owner'],
        ['recently-viewed-items', 'owner'],
        ['push-subscriptions', 'account'],
        ['consent-records', 'account'],
        ['data-exports', 'account'],
        ['form-submissions', 'account'],
        ['form-uploads', 'uploadedBy'],
        ['sso-identities', 'user'],
      ] as const)
        counts[collection] = (
          await server.payload.count({ collection, where: { [owner]: { equals: person.id } }, overrideAccess: true })
        ).totalDocs;
      return counts;
    };

    beforeAll(async () => {
      const payload = server.payload;
      // An export waiting, so erasure must take its file too.
      const ready = await readyExport(zephyrine);
      expect(ready.status).toBe('ready');
      const { docs } = await payload.find({
        collection: 'form-submissions',
        where: { account: { equals: zephyrine.id } },
        depth: 1,
        overrideAccess: true,
      });
      const report = docs.find((doc) => doc.reference === zephyrine.references[0]);
      keptReportId = report?.id ?? 0;
      const filesOf = (reference: string | undefined) =>
        docs
          .find((doc) => doc.reference === reference)
          ?.files?.map((file) => (typeof file === 'object' ? (file.filename ?? '') : '')) ?? [];
      keptUploadFiles = filesOf(zephyrine.references[0]);
      erasedUploadFiles = filesOf(zephyrine.references[1]);
      // What the audit trail records of an email change: the address the account had before.
      await recordAuditEvent(payload, {
        action: 'email.changed',
        actor: { kind: 'portal-account', id: zephyrine.id, email: zephyrine.email },
        target: { collection: 'users', id: zephyrine.id, label: zephyrine.email },
        details: { emailBefore: PREVIOUS_ADDRESS, emailAfter: zephyrine.email },
      });
      otherCountsBefore = await countsOf(bartholomew);
      mailsBefore = mailbox.length;

      const erased = await post('/api/v1/account/delete', { password: TEST_PASSWORD }, zephyrine.token);
      expect(erased.status).toBe(200);
      // The confirmation goes out through the queue.
      await runPersonalDataQueue();
    });

    it('ends every session: the token is refused and the password no longer signs in', async () => {
      expect((await get('/api/v1/account', zephyrine.token)).status).toBe(403);
      const signInAgain = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
        username: zephyrine.email,
        password: TEST_PASSWORD,
      });
      expect(signInAgain.status).toBe(401);
    });

    it('mails a confirmation to the address the account had', async () => {
      const mail = await nextMailTo(zephyrine.email, mailsBefore);
      expect(mail.subject).toBe('Your HCP Portal account has been deleted');
      expect(mail.text).toContain('without your name or contact details');
    });

    it('leaves no email, name, registration number or phone number anywhere in the database', async () => {
      for (const trace of [
        zephyrine.email,
        PREVIOUS_ADDRESS,
        zephyrine.firstName,
        zephyrine.lastName,
        zephyrine.registrationNumber,
        zephyrine.phone,
        zephyrine.cpdTitle,
        zephyrine.endpoint,
        zephyrine.ssoSubject,
      ])
        expect({ trace, found: await whereTextAppears(trace) }).toEqual({ trace, found: [] });
    });

    it('leaves no row linked to the account’s id, and deletes the account row itself', async () => {
      expect(await rowsLinkedTo(zephyrine.id)).toEqual([]);
      expect(await query(sql`SELECT id FROM users WHERE id = ${zephyrine.id}`)).toEqual([]);
    });

    it('keeps the report of an issue, pseudonymised, with its file; erases the other submission and its file', async () => {
      const report = await server.payload.findByID({
        collection: 'form-submissions',
        id: keptReportId,
        depth: 1,
        overrideAccess: true,
      });
      expect(report.account).toBeNull();
      expect(report.submitterEmail).toBeNull();
      expect(report.callerKey).toBe(`erased:${pseudonymOf(zephyrine.email)}`);
      expect(report.values).toEqual({
        reporter_name: '[erased]',
        reporter_email: '[erased]',
        reporter_phone: '[erased]',
        description: 'Cracked vial of batch VM1182, noticed by [erased] ([erased]). Call [erased].',
        patient_harmed: 'no',
        attachments: 1,
      });
      const files = (report.files ?? []).map((file) => (typeof file === 'object' ? file.originalName : ''));
      expect(files).toEqual(['[erased]-vial.png']);
      const onDisk = await readdir(FORM_UPLOADS_DIR);
      for (const file of keptUploadFiles) expect(onDisk).toContain(file);
      for (const file of erasedUploadFiles) expect(onDisk).not.toContain(file);
      const { totalDocs } = await server.payload.count({
        collection: 'form-submissions',
        where: { reference: { equals: zephyrine.references[1] } },
        overrideAccess: true,
      });
      expect(totalDocs).toBe(0);
    });

    it('deletes the account’s export files', async () => {
      const { docs } = await server.payload.find({
        collection: 'data-exports',
        overrideAccess: true,
        pagination: false,
      });
      const kept = new Set(docs.map((doc) => doc.fileName).filter(Boolean));
      for (const file of await readdir(DATA_EXPORTS_DIR)) expect(kept.has(file)).toBe(true);
    });

    it('records one personal-data.erased event, whose actor is the id with a pseudonymous address', async () => {
      const { docs } = await server.payload.find({
        collection: 'audit-events',
        where: {
          and: [{ action: { equals: 'personal-data.erased' } }, { targetId: { equals: String(zephyrine.id) } }],
        },
        overrideAccess: true,
      });
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({
        actorKind: 'portal-account',
        actorId: String(zephyrine.id),
        actorEmail: pseudonymousAddress(zephyrine.email),
        targetCollection: 'users',
        targetId: String(zephyrine.id),
        details: { keptReports: 1, erasedSubmissions: 1 },
      });
      const exported = await server.payload.find({
        collection: 'audit-events',
        where: {
          and: [{ action: { equals: 'personal-data.exported' } }, { actorId: { equals: String(zephyrine.id) } }],
        },
        overrideAccess: true,
      });
      for (const event of exported.docs) expect(event.actorEmail).toBe(pseudonymousAddress(zephyrine.email));
    });

    it('leaves another account’s data untouched, and it still signs in', async () => {
      expect(await countsOf(bartholomew)).toEqual(otherCountsBefore);
      expect(Object.values(otherCountsBefore).every((count) => count > 0)).toBe(true);
      await signIn(server.baseUrl, bartholomew.email);
      expect(await whereTextAppears(bartholomew.registrationNumber)).toContain('users.registration_number');
    });

    it('lets the same address register again, as a new account', async () => {
      const response = await postJson(server.baseUrl, '/json/api/v1/account/register', {
        firstName: 'Zephyrine',
        lastName: 'Quillfeather',
        email: zephyrine.email,
        password: 'a-brand-new-password-42',
        profession: 'pharmacist',
        organisation: 'St Elsewhere',
        regulator: 'GPhC',
        registrationNumber: '2044170',
      });
      expect(response.status).toBe(202);
      const { docs } = await server.payload.find({
        collection: 'users',
        where: { email: { equals: zephyrine.email } },
        overrideAccess: true,
      });
      expect(docs).toHaveLength(1);
      expect(docs[0]?.id).not.toBe(zephyrine.id);
    });
  });
});
