import { SCREEN_FORMS } from '@hcp/contracts/forms';
import type { CollectionSlug, Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { startTestServer, type TestServer, signIn } from './harness';

let server: TestServer;
let clinician: TypedUser;
let pharmacist: TypedUser;
let editor: TypedUser;

/** The seeded demo's internal recipients, which only CMS staff may read. */
const INTERNAL_ADDRESSES = ['quality@example.com', 'pharmacovigilance@example.com', 'hello@example.com'];

async function portalAccount(payload: Payload, email: string): Promise<TypedUser> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 1 });
  if (!docs[0]) throw new Error(`no demo account ${email}`);
  return { ...docs[0], collection: 'users' };
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms', 'quick-links'] });
  [clinician, pharmacist] = await Promise.all([
    portalAccount(server.payload, 'clinician@example.com'),
    portalAccount(server.payload, 'pharmacist@example.com'),
  ]);
  const { docs } = await server.payload.find({
    collection: 'admins',
    where: { email: { equals: 'editor@example.com' } },
  });
  if (!docs[0]) throw new Error('no demo editor');
  editor = { ...docs[0], collection: 'admins' };
});

afterAll(async () => {
  await server.close();
});

/** The versioned collections: forms, the public pages, and a content collection made by contentCollection(). */
const VERSIONED: CollectionSlug[] = ['forms', 'pages', 'quick-links'];

const versionsAs = (collection: CollectionSlug, user: TypedUser | undefined) =>
  server.payload.findVersions({ collection, user, overrideAccess: false, limit: 100 });

describe('versions of forms, pages and content (ASVS 4.1.3, 4.2.1)', () => {
  it('refuses every version of forms, pages and a content collection to portal accounts and anonymous callers', async () => {
    for (const collection of VERSIONED) {
      // Versions exist: the refusal below is not an empty table.
      const all = await server.payload.findVersions({ collection, overrideAccess: true, limit: 1 });
      expect(all.totalDocs, collection).toBeGreaterThan(0);
      const someVersion = String(all.docs[0]?.id);
      for (const [who, user] of [
        ['clinician', clinician],
        ['pharmacist', pharmacist],
        ['anonymous', undefined],
      ] as const) {
        await expect(versionsAs(collection, user), `${collection} as ${who}`).rejects.toMatchObject({ status: 403 });
        await expect(
          server.payload.findVersionByID({ collection, id: someVersion, user, overrideAccess: false }),
          `${collection} version ${someVersion} as ${who}`,
        ).rejects.toMatchObject({ status: 403 });
      }
    }
  });

  it('lists every version to a CMS editor, drafts included', async () => {
    for (const collection of VERSIONED) {
      const { totalDocs } = await versionsAs(collection, editor);
      expect(totalDocs, collection).toBe(
        (await server.payload.findVersions({ collection, overrideAccess: true })).totalDocs,
      );
    }
    const forms = await server.payload.findVersions({ collection: 'forms', user: editor, overrideAccess: false });
    const drafts = forms.docs.filter((version) => version.version._status === 'draft');
    expect(drafts.map((version) => version.version.title)).toContain('Off-label use enquiry');
  });
});

describe('internal addresses in form definitions (ASVS 4.2.1, 8.3.4)', () => {
  const formsAs = (user: TypedUser | undefined) =>
    server.payload.find({ collection: 'forms', user, overrideAccess: false, limit: 100, depth: 1 });

  it('never gives the team or pharmacovigilance address to a portal account or an anonymous caller', async () => {
    for (const [who, user] of [
      ['clinician', clinician],
      ['pharmacist', pharmacist],
      ['anonymous', undefined],
    ] as const) {
      const { docs } = await formsAs(user);
      expect(docs.length, who).toBeGreaterThan(0);
      for (const form of docs) expect(form, `${form.slug} as ${who}`).not.toHaveProperty('notifications');
      const seen = JSON.stringify(docs);
      for (const address of INTERNAL_ADDRESSES) expect(seen, `${address} as ${who}`).not.toContain(address);
      const one = await server.payload.findByID({
        collection: 'forms',
        id: docs[0]?.id ?? 0,
        user,
        overrideAccess: false,
      });
      expect(one, who).not.toHaveProperty('notifications');
    }
  });

  it('refuses to filter forms by an internal address, so nobody can guess them one by one', async () => {
    for (const user of [clinician, undefined]) {
      await expect(
        server.payload.find({
          collection: 'forms',
          where: { 'notifications.teamAddress': { equals: 'quality@example.com' } },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow(/cannot be queried/);
    }
  });

  it('keeps the addresses out of the portal’s form definition', async () => {
    const token = await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD);
    const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${SCREEN_FORMS.reportIssue.slug}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('notifications');
    for (const address of INTERNAL_ADDRESSES) expect(text).not.toContain(address);
  });

  it('shows a CMS editor the addresses the mails go to', async () => {
    const { docs } = await formsAs(editor);
    const report = docs.find((form) => form.slug === SCREEN_FORMS.reportIssue.slug);
    expect(report?.notifications).toMatchObject({
      teamAddress: 'quality@example.com',
      pharmacovigilanceAddress: 'pharmacovigilance@example.com',
    });
  });
});
