// Issue 33: no clinical content goes live on one person's say-so. Publishing needs a certificate of the exact final
// form, by a signatory who is not the change's author, and a publisher who is not its author either.
import { ImportantUpdateSchema } from '@hcp/contracts/important-updates';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUTHOR_CANNOT_PUBLISH, CERTIFICATE_NEEDED } from '../../src/certification/gate';
import { contentHashOf } from '../../src/certification/content-hash';
import { seedDemo } from '../../src/seed/demo';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { document, paragraph } from '../../src/seed/lexical';
import { adminRest } from './admin-rest';
import { runQueuedMail, signInDemoCallers, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { mailbox, readMail } from './mailbox';

let server: TestServer;
let payload: Payload;
let clinician: string;
const sessions: Record<string, string> = {};
const ids: Record<string, number> = {};

/** Signs a CMS account in through Payload's REST handler and keeps its session cookie. */
async function signInStaff(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await adminRest('POST', '/api/admins/login', {}, { email, password });
  expect(answer.status).toBe(200);
  return answer.cookies['payload-token'] ?? '';
}

const as = (who: string, method: string, path: string, body?: unknown) =>
  adminRest(method, path, { 'payload-token': sessions[who] ?? '' }, body);

const messageOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body.errors as { message?: string }[] | undefined)?.[0]?.message ?? '';

const portalUpdate = async (slug: string) => {
  const response = await fetch(`${server.baseUrl}/json/api/v1/important-update/${slug}`, {
    headers: { authorization: `Bearer ${clinician}` },
  });
  expect(response.status).toBe(200);
  return ImportantUpdateSchema.parse(await response.json());
};

const SLUG = 'meropenem-meridian-500-mg-supply-restored';
let updateId: number;

const workflowOf = async (who: string, id = updateId) =>
  (await as(who, 'GET', `/api/certificates/workflow?collection=important-updates&id=${String(id)}`)).body as {
    state: string;
    versionId: string | null;
    publishedVersionId: string | null;
    author: { name: string } | null;
    comments: { authorName: string; text: string }[];
    certificate: { contentHash: string; signatoryName: string } | null;
    me: { canCertify: boolean; canPublish: boolean };
  };

const submit = (who: string, signatory = ids.signatory, id = updateId) =>
  as(who, 'POST', '/api/certificates/submit', {
    collection: 'important-updates',
    id,
    reviewers: [ids.reviewer],
    signatory,
    message: 'New supply dates from the manufacturer.',
  });

const certify = (who: string, password = DEMO_PASSWORD, id = updateId) =>
  as(who, 'POST', '/api/certificates/certify', { collection: 'important-updates', id, statement: true, password });

beforeAll(async () => {
  server = await startTestServer();
  payload = server.payload;
  await seedDemo(payload, { content: ['important-updates'] });
  ({ clinician } = await signInDemoCallers(server));
  await payload.create({
    collection: 'admins',
    data: { email: 'second.editor@example.org', name: 'Second Editor', role: 'editor', password: TEST_PASSWORD },
    overrideAccess: true,
  });
  const { docs: staff } = await payload.find({ collection: 'admins', limit: 20, overrideAccess: true, depth: 0 });
  for (const member of staff) ids[member.email.split('@')[0]?.replace('.', '') ?? ''] = member.id;
  sessions.editor = await signInStaff('editor@example.com');
  sessions.reviewer = await signInStaff('reviewer@example.com');
  sessions.signatory = await signInStaff('signatory@example.com');
  sessions.admin = await signInStaff('admin@example.com');
  sessions.second = await signInStaff('second.editor@example.org', TEST_PASSWORD);
  const { docs } = await payload.find({
    collection: 'important-updates',
    where: { slug: { equals: SLUG } },
    overrideAccess: true,
  });
  updateId = docs[0]?.id ?? 0;
});

afterAll(async () => {
  await server.close();
});

describe('certified publishing', () => {
  it('serves the demo content with its certificate line', async () => {
    const update = await portalUpdate(SLUG);
    expect(update.governance.certifiedBy).toEqual({
      name: 'Miriam Achebe',
      profession: 'pharmacist',
      certifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
  });

  it('refuses to publish a change nobody certified, through REST and the local API alike', async () => {
    // A clinical change takes a new approval code and date of preparation (re-approval, issue 14).
    const saved = await as('editor', 'PATCH', `/api/important-updates/${String(updateId)}?draft=true`, {
      body: document(paragraph('Supply is restored from 2 December.')),
      governance: {
        approvalCode: 'HCP-UK-0456 (v2)',
        dateOfPreparation: '2026-11-28T12:00:00.000Z',
        reviewBy: '2028-11-28T12:00:00.000Z',
      },
    });
    expect(saved.status).toBe(200);
    const workflow = await workflowOf('editor');
    expect(workflow.state).toBe('draft');
    expect(workflow.author?.name).toBe('Eleanor Price');
    // The comparison the panel links to: the draft under review against the version the portal still serves.
    const { docs: versions } = await payload.findVersions({
      collection: 'important-updates',
      where: { parent: { equals: updateId } },
      sort: '-updatedAt',
      depth: 0,
      overrideAccess: true,
    });
    expect(workflow.versionId).toBe(String(versions[0]?.id));
    const served = versions.find((version) => version.version._status === 'published');
    expect(workflow.publishedVersionId).toBe(String(served?.id));
    expect(workflow.publishedVersionId).not.toBe(workflow.versionId);

    const published = await as('second', 'PATCH', `/api/important-updates/${String(updateId)}`, {
      _status: 'published',
    });
    expect(published.status).toBe(400);
    expect(messageOf(published)).toBe(CERTIFICATE_NEEDED);
    const second = await payload.find({
      collection: 'admins',
      where: { email: { equals: 'second.editor@example.org' } },
      overrideAccess: true,
    });
    await expect(
      payload.update({
        collection: 'important-updates',
        id: updateId,
        data: { _status: 'published' },
        user: { ...second.docs[0], collection: 'admins' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(CERTIFICATE_NEEDED);
    // The server's own code without a person is held to the same rule.
    await expect(
      payload.update({ collection: 'important-updates', id: updateId, data: { _status: 'published' } }),
    ).rejects.toThrow(CERTIFICATE_NEEDED);
    // A brand-new item cannot be created published either.
    const created = await as('editor', 'POST', '/api/important-updates', {
      title: 'Published at once',
      publishDate: new Date().toISOString(),
      category: 'product-news',
      summary: 'Straight to the portal.',
      body: document(paragraph('No second person looked at this.')),
      governance: {
        approvalCode: 'HCP-UK-9999',
        dateOfPreparation: '2026-11-01T12:00:00.000Z',
        reviewBy: '2028-11-01T12:00:00.000Z',
      },
      _status: 'published',
    });
    expect(created.status).toBe(400);
    expect(messageOf(created)).toBe(CERTIFICATE_NEEDED);
    expect(JSON.stringify((await portalUpdate(SLUG)).body)).not.toContain('2 December');
  });

  it('sends the item to its reviewers and signatory, who are mailed and may comment', async () => {
    const before = mailbox.length;
    const submitted = await submit('editor');
    expect(submitted.status).toBe(200);
    await runQueuedMail(payload);
    const mails = mailbox.slice(before).map((mail) => ({ to: mail.to, ...readMail(mail.raw) }));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['reviewer@example.com', 'signatory@example.com']);
    const ask = mails.find((mail) => mail.to[0] === 'signatory@example.com');
    expect(ask?.subject).toBe('Please certify: Meropenem Meridian 500 mg: supply restored');
    expect(ask?.links).toContain(`http://portal.test/admin/collections/important-updates/${String(updateId)}`);

    expect(
      (
        await as('reviewer', 'POST', '/api/certificates/comment', {
          collection: 'important-updates',
          id: updateId,
          text: 'Dates match the supplier letter.',
        })
      ).status,
    ).toBe(201);
    const stranger = await as('second', 'POST', '/api/certificates/comment', {
      collection: 'important-updates',
      id: updateId,
      text: 'Looks fine to me.',
    });
    expect(stranger.status).toBe(403);
    const workflow = await workflowOf('editor');
    expect(workflow.state).toBe('in-review');
    expect(workflow.comments.map((comment) => [comment.authorName, comment.text])).toEqual([
      ['Sam Okafor', 'Dates match the supplier letter.'],
    ]);
  });

  it('lets only the named signatory certify, with their password and the statement', async () => {
    expect((await certify('reviewer')).status).toBe(403);
    const wrong = await certify('signatory', 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe('Your password is not correct.');
    const unconfirmed = await as('signatory', 'POST', '/api/certificates/certify', {
      collection: 'important-updates',
      id: updateId,
      password: DEMO_PASSWORD,
    });
    expect(unconfirmed.status).toBe(400);
    expect((await workflowOf('signatory')).me.canCertify).toBe(true);

    const certified = await certify('signatory');
    expect(certified.status).toBe(201);
    const latest = await payload.findByID({ collection: 'important-updates', id: updateId, draft: true, depth: 0 });
    const workflow = await workflowOf('editor');
    expect(workflow.state).toBe('certified');
    expect(workflow.certificate?.contentHash).toBe(contentHashOf(latest as unknown as Record<string, unknown>));
    expect(workflow.certificate?.signatoryName).toBe('Miriam Achebe');
    const { docs: events } = await payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'content.certified' } },
      overrideAccess: true,
    });
    expect(events).toHaveLength(1);
  });

  it('lets someone other than the author publish the certified version, and the portal shows its certificate', async () => {
    expect((await workflowOf('editor')).me.canPublish).toBe(false);
    const byAuthor = await as('editor', 'PATCH', `/api/important-updates/${String(updateId)}`, {
      _status: 'published',
    });
    expect(byAuthor.status).toBe(403);
    expect(messageOf(byAuthor)).toBe(AUTHOR_CANNOT_PUBLISH);

    const published = await as('second', 'PATCH', `/api/important-updates/${String(updateId)}`, {
      _status: 'published',
    });
    expect(published.status).toBe(200);
    const update = await portalUpdate(SLUG);
    expect(JSON.stringify(update.body)).toContain('2 December');
    expect(update.governance.certifiedBy?.name).toBe('Miriam Achebe');
  });

  it('voids the certificate with any change after it, and a tampered certificate authorises nothing', async () => {
    const changed = await as('second', 'PATCH', `/api/important-updates/${String(updateId)}?draft=true`, {
      summary: 'Supply restored; quotas lifted.',
    });
    expect(changed.status).toBe(200);
    expect((await workflowOf('editor')).state).toBe('draft');
    const refused = await as('editor', 'PATCH', `/api/important-updates/${String(updateId)}`, { _status: 'published' });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(CERTIFICATE_NEEDED);

    // Back to the certified words: the same final form, so its certificate holds again…
    const { docs: certificates } = await payload.find({
      collection: 'certificates',
      where: { itemId: { equals: updateId } },
      sort: '-certifiedAt',
      overrideAccess: true,
    });
    const certificate = certificates[0];
    const published = await payload.findByID({ collection: 'important-updates', id: updateId, depth: 0 });
    await as('second', 'PATCH', `/api/important-updates/${String(updateId)}?draft=true`, {
      summary: published.summary,
    });
    expect((await workflowOf('editor')).state).toBe('certified');
    // …unless its hash no longer says so.
    await payload.db.updateOne({
      collection: 'certificates',
      id: certificate?.id ?? 0,
      data: { contentHash: '0'.repeat(64) },
    });
    const tampered = await as('second', 'PATCH', `/api/important-updates/${String(updateId)}`, {
      _status: 'published',
    });
    expect(tampered.status).toBe(400);
  });

  it('refuses a signatory who is the author of the change', async () => {
    await as('signatory', 'PATCH', `/api/important-updates/${String(updateId)}?draft=true`, {
      summary: 'Supply restored; the signatory rewrote this.',
    });
    const submitted = await submit('editor');
    expect(submitted.status).toBe(400);
    expect(messageOf(submitted)).toBe('The signatory cannot be the author of the change: choose another signatory.');
  });

  it('lets an administrator publish a safety notice before its certificate, with a reason, audited and listed', async () => {
    const notice = await payload.create({
      collection: 'important-updates',
      data: {
        title: 'Look-alike vials: Meridian 500 mg and 1 g',
        publishDate: new Date().toISOString(),
        category: 'safety-notice',
        summary: 'Two strengths in similar vials have been confused.',
        body: document(paragraph('Check the strength on every vial before preparing.')),
        governance: {
          approvalCode: 'HCP-UK-SAF-0001',
          dateOfPreparation: '2026-11-28T12:00:00.000Z',
          reviewBy: '2028-11-28T12:00:00.000Z',
        },
        _status: 'draft',
      },
      draft: true,
    });
    const reason = 'Two incidents reported overnight: pharmacists must see this before the morning rounds.';
    const urgently = (who: string, id: number, text = reason) =>
      as(who, 'POST', '/api/certificates/publish-urgently', { collection: 'important-updates', id, reason: text });
    expect((await urgently('editor', notice.id)).status).toBe(403);
    expect((await urgently('admin', notice.id, 'Urgent.')).status).toBe(400);
    expect((await urgently('admin', updateId)).status).toBe(400);

    expect((await urgently('admin', notice.id)).status).toBe(200);
    const served = await portalUpdate(notice.slug);
    expect(served.governance.certifiedBy).toBeNull();
    const { docs: events } = await payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'content.published-urgently' } },
      overrideAccess: true,
    });
    expect(events.map((event) => (event.details as { reason?: string }).reason)).toEqual([reason]);
    const queue = (await as('admin', 'GET', '/api/certificates/queue')).body as {
      urgentUncertified: { id: number; reason: string }[];
    };
    expect(queue.urgentUncertified.map((line) => line.id)).toEqual([notice.id]);

    // Certified afterwards, it leaves the list.
    expect((await submit('admin', ids.signatory, notice.id)).status).toBe(200);
    expect((await certify('signatory', DEMO_PASSWORD, notice.id)).status).toBe(201);
    const after = (await as('admin', 'GET', '/api/certificates/queue')).body as { urgentUncertified: unknown[] };
    expect(after.urgentUncertified).toEqual([]);
  });

  it('lets only administrators make a signatory, and audits it', async () => {
    const own = await as('editor', 'PATCH', `/api/admins/${String(ids.editor)}`, {
      signatory: true,
      profession: 'pharmacist',
      registrationNumber: '2000001',
    });
    expect(own.status).toBe(200);
    const editor = await payload.findByID({ collection: 'admins', id: ids.editor ?? 0, depth: 0 });
    expect(editor.signatory).toBe(false);

    const made = await as('admin', 'PATCH', `/api/admins/${String(ids.editor)}`, {
      signatory: true,
      profession: 'pharmacist',
      registrationNumber: '2000001',
    });
    expect(made.status).toBe(200);
    const { docs: events } = await payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'certification-roles.changed' } },
      overrideAccess: true,
    });
    expect(events.map((event) => event.details)).toEqual([
      { rolesBefore: [], rolesAfter: ['signatory (pharmacist, 2000001)'] },
    ]);
    const noNumber = await as('admin', 'PATCH', `/api/admins/${String(ids.reviewer)}`, { signatory: true });
    expect(noNumber.status).toBe(400);
  });

  it('exports the certificates as CSV for an audit', async () => {
    const answer = await adminRest('GET', '/api/certificates/export', { 'payload-token': sessions.editor ?? '' });
    expect(answer.status).toBe(200);
    const response = await fetchCsv();
    const lines = response.split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('"Certified (UTC)","Certificate","Item"');
    expect(lines.some((line) => line.includes('Meropenem Meridian 500 mg: supply restored'))).toBe(true);
  });
});

async function fetchCsv(): Promise<string> {
  const { handleEndpoints } = await import('payload');
  const config = (await import('../../src/payload.config')).default;
  const response = await handleEndpoints({
    config,
    path: '/api/certificates/export',
    request: new Request('http://127.0.0.1/api/certificates/export', {
      headers: { cookie: `payload-token=${sessions.editor ?? ''}`, 'sec-fetch-site': 'same-origin' },
    }),
  });
  return response.text();
}
