import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Migration } from 'payload';

import { env } from '../../src/env';
import { migrations as postgresMigrations } from '../../src/migrations/postgres';
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { AccountSchema } from '@hcp/contracts/account';
import { CAPABILITIES } from '@hcp/contracts/capabilities';

import { postJson, signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const committed = env.databaseKind === 'sqlite' ? sqliteMigrations : postgresMigrations;

async function accountOf(email: string) {
  const token = await signIn(server.baseUrl, email, DEMO_PASSWORD);
  const response = await fetch(`${server.baseUrl}/json/api/v1/account`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return AccountSchema.parse(await response.json());
}

describe(`the ${env.databaseKind} schema`, () => {
  it('comes from every committed migration on a fresh database', async () => {
    const applied = await server.payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true });
    expect(applied.docs.map((doc) => doc.name).sort()).toEqual(committed.map((migration) => migration.name).sort());
  });

  it('starts cleanly on an existing database: migrating again changes nothing', async () => {
    await server.payload.db.migrate({ migrations: committed as unknown as Migration[] });
    const applied = await server.payload.count({ collection: 'payload-migrations', overrideAccess: true });
    expect(applied.totalDocs).toBe(committed.length);
  });
});

describe('the demo seed', () => {
  it('fills an empty database with the documented accounts and roles', async () => {
    // Every area's content, each clinical item with its certificate: the whole of `npm start`'s first run.
    expect(await seedDemo(server.payload)).toBe('seeded');

    const clinician = await accountOf('clinician@example.com');
    expect(`${clinician.firstName} ${clinician.lastName}`).toBe('Clara Whitfield');
    expect(clinician.capabilities).toEqual([...CAPABILITIES]);

    const pharmacist = await accountOf('pharmacist@example.com');
    expect(pharmacist.capabilities.sort()).toEqual(
      [
        'read',
        'wb_edit_current_user',
        'wb_read_stability_matrix',
        'wb_read_education',
        'wb_read_quick_links',
        'wb_read_key_contacts',
        'wb_read_report_issue',
      ].sort(),
    );

    const noRoles = await accountOf('noroles@example.com');
    expect(noRoles.roles).toEqual([]);
    expect(noRoles.capabilities).toEqual([]);

    const staff = await server.payload.find({ collection: 'admins', sort: 'email', overrideAccess: true });
    expect(
      staff.docs.map((member) => [member.email, member.role, member.reviewer, member.signatory, member.profession]),
    ).toEqual([
      ['admin@example.com', 'admin', false, false, null],
      ['editor@example.com', 'editor', false, false, null],
      ['reviewer@example.com', 'editor', true, false, null],
      ['signatory@example.com', 'editor', true, true, 'pharmacist'],
    ]);
    const adminLogin = await server.payload.login({
      collection: 'admins',
      data: { email: 'editor@example.com', password: DEMO_PASSWORD },
    });
    expect(adminLogin.token).toBeTruthy();
  }, 120_000);

  it('leaves a database that already has accounts alone', async () => {
    const before = await server.payload.count({ collection: 'users', overrideAccess: true });
    expect(await seedDemo(server.payload)).toBe('skipped');
    const after = await server.payload.count({ collection: 'users', overrideAccess: true });
    expect(after.totalDocs).toBe(before.totalDocs);
    const duplicate = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: 'clinician@example.com',
      password: DEMO_PASSWORD,
    });
    expect(duplicate.status).toBe(200);
  });
});

describe('concurrent writes', () => {
  it('all succeed while transactions are open: sign-ins, creates and direct writes at once, none lost', async () => {
    const roleIds = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.payload.create({
          collection: 'roles',
          data: { name: `Concurrent ${String(index)}`, capabilities: ['read'] },
          overrideAccess: true,
        }),
      ),
    );
    // Sign-ins hold a write transaction across a password hash (~100 ms); the direct writes and creates meet them.
    // Three: the guess limits let three attempts of one email and address through at once (guessLimits.ts).
    const results = await Promise.allSettled([
      ...Array.from({ length: 3 }, () =>
        postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
          username: 'pharmacist@example.com',
          password: DEMO_PASSWORD,
        }).then((response) => response.status),
      ),
      ...roleIds.map((role, index) =>
        server.payload.db.updateOne({
          collection: 'roles',
          id: role.id,
          data: { name: `Concurrent ${String(index)} renamed` },
          returning: false,
        }),
      ),
      ...Array.from({ length: 8 }, (_, index) =>
        server.payload.create({
          collection: 'roles',
          data: { name: `Concurrent new ${String(index)}`, capabilities: ['read'] },
          overrideAccess: true,
        }),
      ),
    ]);

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(results.slice(0, 3).map((result) => (result as PromiseFulfilledResult<number>).value)).toEqual([
      200, 200, 200,
    ]);
    const written = await server.payload.find({
      collection: 'roles',
      where: { name: { like: 'Concurrent' } },
      limit: 100,
      overrideAccess: true,
    });
    expect(written.docs.filter((role) => role.name.endsWith('renamed'))).toHaveLength(8);
    expect(written.docs.filter((role) => role.name.startsWith('Concurrent new'))).toHaveLength(8);
  }, 60_000);
});
