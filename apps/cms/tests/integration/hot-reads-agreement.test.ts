// The hot reads of an account's own rows use SQL for speed (src/db/), not Payload's access-checked local API: the
// session lookup, the dashboard, the pinned clinical requests and the CPD completion of an education item. Each
// filters by owner itself, as the collection's access rule does. These tests hold each to the answer the local API
// gives with the account as `user` and `overrideAccess: false`, for every demo portal account, on SQLite and
// PostgreSQL (as tests/integration/search-agreement.test.ts does for search, docs/adr/0005-search-access-in-sql.md).
import { AREAS } from '@hcp/contracts/areas';
import type { Capability } from '@hcp/contracts/capabilities';
import { WIDGET_TYPES } from '@hcp/contracts/dashboard';
import { Forbidden, type TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { capabilitiesOf } from '../../src/access/capabilitiesOf';
import { readOwnCompletion } from '../../src/db/cpd-completion';
import { readOwnDashboard } from '../../src/db/dashboard';
import { readOwnPinnedFormIds } from '../../src/db/pins';
import { lookUpPortalSession } from '../../src/endpoints/identity/session-lookup';
import type { User } from '../../src/payload-types';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { signIn, startTestServer, type TestServer } from './harness';

const DEMO_ACCOUNTS = [
  'clinician@example.com',
  'pharmacist@example.com',
  'lapsed@example.com',
  'noroles@example.com',
] as const;

let server: TestServer;
let accounts: { email: string; user: User & TypedUser }[];
let educationItemIds: number[];

/**
 * What the local API answers, or undefined when the collection's rule refuses the account outright: then the route's
 * capability gate (`requireCapability`, the same capability) refuses it before the SQL read runs, which the test
 * checks instead.
 */
async function allowed<T>(user: User, capability: Capability, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof Forbidden)) throw error;
    expect(capabilitiesOf(user)).not.toContain(capability);
    return undefined;
  }
}

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? value : typeof value === 'number' ? value : value.id;

/**
 * Gives the demo accounts rows of their own beside the seeded ones, each different, so a read that ignored its owner
 * or its order would answer another account's: the last account keeps only what the seed gave it.
 */
async function giveAccountsRows(): Promise<void> {
  const { payload } = server;
  const forms = (await payload.find({ collection: 'forms', depth: 0, limit: 6, pagination: false })).docs.map(
    (form) => form.id,
  );
  const [template] = (
    await payload.find({ collection: 'cpd-entries', where: { educationItem: { exists: true } }, depth: 0, limit: 1 })
  ).docs;
  if (!template) throw new Error('The demo seed has no CPD completion to copy.');
  for (const [index, { user }] of accounts.slice(0, -1).entries()) {
    await payload.create({
      collection: 'dashboards',
      data: {
        owner: user.id,
        widgets: WIDGET_TYPES.slice(index),
        version: index + 2,
        cpdTargetPoints: 10 + index,
        cpdTargetMinutes: index === 0 ? null : 600 + index,
      },
      overrideAccess: true,
    });
    await payload.create({
      collection: 'clinical-request-pins',
      data: { owner: user.id, forms: index % 2 === 0 ? [...forms].reverse().slice(index) : forms.slice(index) },
      overrideAccess: true,
    });
    for (const itemId of educationItemIds.filter((_, i) => i % (index + 2) === 0)) {
      const taken = await payload.find({
        collection: 'cpd-entries',
        where: { owner: { equals: user.id }, educationItem: { equals: itemId } },
        limit: 1,
        overrideAccess: true,
      });
      if (taken.totalDocs > 0) continue;
      await payload.create({
        collection: 'cpd-entries',
        data: {
          owner: user.id,
          title: template.title,
          date: new Date(Date.UTC(2026, 0, 1 + itemId)).toISOString(),
          cpd: template.cpd,
          planning: template.planning,
          educationItem: itemId,
        },
        overrideAccess: true,
      });
    }
  }
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload);
  accounts = [];
  for (const email of DEMO_ACCOUNTS) {
    const { docs } = await server.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      // The roles with what they grant, as the session lookup gives them to Payload's access rules.
      depth: 1,
      limit: 1,
      overrideAccess: true,
    });
    const [user] = docs;
    if (!user) throw new Error(`The demo account ${email} is missing.`);
    accounts.push({ email, user: { ...user, collection: 'users' } });
  }
  educationItemIds = (
    await server.payload.find({ collection: 'education-items', depth: 0, pagination: false, overrideAccess: true })
  ).docs.map((item) => item.id);
  await giveAccountsRows();
});

afterAll(async () => {
  await server.close();
});

describe('the SQL hot reads answer what the access-checked local API answers', () => {
  it('covers every demo portal account, with rows of their own', async () => {
    const { totalDocs } = await server.payload.count({ collection: 'users', overrideAccess: true });
    expect(accounts).toHaveLength(totalDocs);
    const rows = await server.payload.count({ collection: 'dashboards', overrideAccess: true });
    expect(rows.totalDocs).toBe(DEMO_ACCOUNTS.length - 1);
  });

  it.each(DEMO_ACCOUNTS)('reads the same dashboard for %s', async (email) => {
    const { user } = accounts.find((account) => account.email === email) ?? {};
    if (!user) throw new Error(email);
    const found = await allowed(user, 'read', () =>
      server.payload.find({ collection: 'dashboards', user, overrideAccess: false, depth: 0, limit: 2 }),
    );
    if (!found) return;
    const { docs } = found;
    const expected = docs[0];
    expect(docs.length).toBeLessThanOrEqual(1);
    expect(await readOwnDashboard(server.payload, user.id)).toEqual(
      expected && {
        id: expected.id,
        version: expected.version,
        widgets: expected.widgets,
        cpdTargetPoints: expected.cpdTargetPoints ?? null,
        cpdTargetMinutes: expected.cpdTargetMinutes ?? null,
      },
    );
  });

  it.each(DEMO_ACCOUNTS)('reads the same pinned clinical requests, in order, for %s', async (email) => {
    const { user } = accounts.find((account) => account.email === email) ?? {};
    if (!user) throw new Error(email);
    const { docs } = await server.payload.find({
      collection: 'clinical-request-pins',
      user,
      overrideAccess: false,
      depth: 0,
      limit: 2,
    });
    expect(docs.length).toBeLessThanOrEqual(1);
    const expected = (docs[0]?.forms ?? []).map(idOf);
    expect(await readOwnPinnedFormIds(server.payload, user.id)).toEqual(expected);
  });

  it.each(DEMO_ACCOUNTS)('reads the same CPD completion of every education item for %s', async (email) => {
    const { user } = accounts.find((account) => account.email === email) ?? {};
    if (!user) throw new Error(email);
    const found = await allowed(user, AREAS.education.capability, () =>
      server.payload.find({
        collection: 'cpd-entries',
        where: { educationItem: { exists: true } },
        user,
        overrideAccess: false,
        depth: 0,
        pagination: false,
      }),
    );
    if (!found) return;
    const { docs } = found;
    const byItem = new Map(docs.map((entry) => [idOf(entry.educationItem), entry]));
    const seen = [];
    for (const itemId of educationItemIds) {
      const expected = byItem.get(itemId);
      const read = await readOwnCompletion(server.payload, user.id, itemId);
      expect(read && { id: read.id, date: new Date(read.date).toISOString() }).toEqual(
        expected && { id: expected.id, date: new Date(expected.date).toISOString() },
      );
      if (read) seen.push(itemId);
    }
    expect(seen).toHaveLength(byItem.size);
  });

  it.each(DEMO_ACCOUNTS)('reads the same account and session for %s', async (email) => {
    const { user } = accounts.find((account) => account.email === email) ?? {};
    if (!user) throw new Error(email);
    const token = await signIn(server.baseUrl, email, DEMO_PASSWORD);
    const found = await lookUpPortalSession(server.payload, token);
    const stored = await server.payload.findByID({
      collection: 'users',
      id: user.id,
      user,
      overrideAccess: false,
      depth: 0,
    });
    const read = found?.caller.user;
    if (!read) throw new Error(`No session found for ${email}.`);
    const moment = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
    // The fields the session lookup reads, in one shape, so the SQL read and the stored account are compared alike.
    const profileOf = (account: typeof read | typeof stored) => ({
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      profession: account.profession ?? null,
      organisation: account.organisation ?? null,
      regulator: account.regulator ?? null,
      registrationNumber: account.registrationNumber ?? null,
      status: account.status,
      consent: account.analyticsConsent?.choice ?? null,
      consentDecidedAt: moment(account.analyticsConsent?.decidedAt),
      roles: (account.roles ?? []).map(idOf),
    });
    expect(profileOf(read)).toEqual(profileOf(stored));
    const session = stored.sessions?.find((entry) => entry.id === read._sid);
    expect(session && moment(session.expiresAt)).toBe(moment(read.sessions?.[0]?.expiresAt));
  });
});
