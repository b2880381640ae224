import type { CpdEntryInput } from '@hcp/contracts/cpd-log';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { env } from '../../src/env';
import { seedDemo } from '../../src/seed/demo';
import { DurableSqliteClient, SQLITE_SETTINGS } from '../../src/db/sqlite-client';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

// Issue 27: an acknowledged write is durable. A COMMIT the database refuses is a 503, never a 2xx, and readiness
// proves the database takes a write.

let server: TestServer;
let pharmacist: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: [] });
  ({ pharmacist } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

const entry = (title: string): CpdEntryInput => ({
  title,
  date: '2026-11-20',
  cpd: { type: 'accredited', display: 'points', category: 1, points: 2, time: { value: 90, unit: 'minutes' } },
  planning: 'unplanned',
  reflection: { learned: 'Spill kits must be checked monthly.', practice: 'I added the check to our rota.' },
  peerDiscussion: '',
});

function postEntry(title: string) {
  return fetch(`${server.baseUrl}/json/api/v1/cpd-log`, {
    method: 'POST',
    headers: { authorization: `Bearer ${pharmacist}`, 'content-type': 'application/json' },
    body: JSON.stringify(entry(title)),
  });
}

const stored = async (title: string) =>
  (await server.payload.count({ collection: 'cpd-entries', where: { title: { equals: title } }, overrideAccess: true }))
    .totalDocs;

/** Raw SQL on the test's database, on a connection of its own (as another process would have). */
async function onDatabase(statements: string[]): Promise<void> {
  if (env.databaseKind === 'sqlite') {
    const client = createClient({ url: env.databaseUrl });
    try {
      for (const sql of statements) await client.execute(sql);
    } finally {
      client.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Makes every COMMIT that stored a CPD entry fail: a deferred check that only runs at COMMIT, and always refuses. */
const TRIPWIRE =
  env.databaseKind === 'sqlite'
    ? [
        'CREATE TABLE tripwire_parent (id INTEGER PRIMARY KEY)',
        'CREATE TABLE tripwire_child (id INTEGER REFERENCES tripwire_parent(id) DEFERRABLE INITIALLY DEFERRED)',
        'CREATE TRIGGER tripwire AFTER INSERT ON cpd_entries BEGIN INSERT INTO tripwire_child (id) VALUES (-1); END',
      ]
    : [
        `CREATE FUNCTION tripwire() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'tripwire'; END $$`,
        `CREATE CONSTRAINT TRIGGER tripwire AFTER INSERT ON cpd_entries DEFERRABLE INITIALLY DEFERRED
           FOR EACH ROW EXECUTE FUNCTION tripwire()`,
      ];
const NO_TRIPWIRE =
  env.databaseKind === 'sqlite'
    ? ['DROP TRIGGER tripwire', 'DROP TABLE tripwire_child', 'DROP TABLE tripwire_parent']
    : ['DROP TRIGGER tripwire ON cpd_entries', 'DROP FUNCTION tripwire()'];

describe('a COMMIT the database refuses', () => {
  it('answers 503 with Retry-After in the error shape, keeps nothing, and the next write goes through', async () => {
    await onDatabase(TRIPWIRE);
    try {
      const refused = await postEntry('Refused at commit');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({
        code: 'service_unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        data: { status: 503 },
      });
      expect(await stored('Refused at commit')).toBe(0);
    } finally {
      await onDatabase(NO_TRIPWIRE);
    }
    const accepted = await postEntry('Kept after the refusal');
    expect(accepted.status).toBe(201);
    expect(await stored('Kept after the refusal')).toBe(1);
  });
});

describe.runIf(env.databaseKind === 'sqlite')('the SQLite connections', () => {
  it('run in WAL with FULL sync, a busy timeout and foreign keys, the transactions’ connection included', async () => {
    const client = (server.payload.db as unknown as { client: unknown }).client;
    expect(client).toBeInstanceOf(DurableSqliteClient);
    const expected = {
      journalMode: 'wal',
      synchronous: 2,
      busyTimeoutMs: SQLITE_SETTINGS.busyTimeoutMs,
      foreignKeys: true,
    };
    expect(await (client as DurableSqliteClient).settings()).toEqual({ main: expected, writer: expected });
  });

  it('keep every acknowledged write while another process holds a read transaction', async () => {
    const reader = createClient({ url: env.databaseUrl });
    const read = await reader.transaction('read');
    await read.execute('SELECT count(*) FROM cpd_entries');
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => postEntry(`Written beside a reader ${String(index)}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(201));
    } finally {
      read.close();
      reader.close();
    }
    for (let index = 0; index < 10; index += 1)
      expect(await stored(`Written beside a reader ${String(index)}`)).toBe(1);
  });
});

/** Holds the database's write lock (SQLite) or the probe row's lock (PostgreSQL) from another connection. */
async function holdingWrites(during: () => Promise<void>): Promise<void> {
  if (env.databaseKind === 'sqlite') {
    await onDatabase(['CREATE TABLE IF NOT EXISTS lock_holder (id INTEGER PRIMARY KEY)']);
    const other = createClient({ url: env.databaseUrl });
    const transaction = await other.transaction('write');
    try {
      await transaction.execute('INSERT INTO lock_holder DEFAULT VALUES');
      await during();
    } finally {
      await transaction.rollback();
      other.close();
    }
    return;
  }
  const other = new pg.Client({ connectionString: env.databaseUrl });
  await other.connect();
  try {
    await other.query('BEGIN');
    await other.query('SELECT * FROM portal_write_probe FOR UPDATE');
    await during();
    await other.query('ROLLBACK');
  } finally {
    await other.end();
  }
}

describe('GET /json/ready', () => {
  it('commits its probe write, and answers 503 while another process holds the write lock', async () => {
    expect((await fetch(`${server.baseUrl}/json/ready`)).status).toBe(200);
    await holdingWrites(async () => {
      const blocked = await fetch(`${server.baseUrl}/json/ready`);
      expect(blocked.status).toBe(503);
      expect(blocked.headers.get('retry-after')).toBe('5');
    });
    expect((await fetch(`${server.baseUrl}/json/ready`)).status).toBe(200);
  });
});
