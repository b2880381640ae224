import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DurableSqliteClient, isReadOnlyStatement, SQLITE_SETTINGS } from './sqlite-client';
import { WriteLockTimeout } from './sqlite-write-lock';

let folder: string;
let url: string;
let client: DurableSqliteClient;

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'sqlite-client-'));
  url = `file:${path.join(folder, 'test.db')}`;
  client = await DurableSqliteClient.open(url, 200);
  await client.execute('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
  await client.execute(
    'CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)',
  );
});

afterEach(() => {
  client.close();
  rmSync(folder, { recursive: true, force: true });
});

const count = async (table: string) => Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe('DurableSqliteClient', () => {
  it('sets WAL, FULL synchronous, a busy timeout and foreign keys on every connection, transactions’ included', async () => {
    const expected = {
      journalMode: 'wal',
      synchronous: 2,
      busyTimeoutMs: SQLITE_SETTINGS.busyTimeoutMs,
      foreignKeys: true,
    };
    const transaction = await client.transaction('write');
    await transaction.execute('INSERT INTO parent (id) VALUES (1)');
    await transaction.commit();
    const read = await client.transaction('read');
    read.close();
    expect(await client.settings()).toEqual({ main: expected, writer: expected });
  });

  it('commits while another process holds a read transaction on the file', async () => {
    const reader = createClient({ url });
    const read = await reader.transaction('read');
    await read.execute('SELECT count(*) FROM parent');
    const transaction = await client.transaction('write');
    await transaction.execute('INSERT INTO parent (id) VALUES (1)');
    await transaction.commit();
    await client.execute('INSERT INTO parent (id) VALUES (2)');
    read.close();
    reader.close();
    expect(await count('parent')).toBe(2);
  });

  it('reports a COMMIT SQLite refused, keeps nothing of it, and takes the next transaction cleanly', async () => {
    const failing = await client.transaction('write');
    await failing.execute('INSERT INTO child (id, parent_id) VALUES (1, 99)');
    await expect(failing.commit()).rejects.toThrow(/FOREIGN KEY/i);
    expect(client.writing).toBe(false);
    await failing.rollback();
    expect(await count('child')).toBe(0);

    const next = await client.transaction('write');
    await next.execute('INSERT INTO parent (id) VALUES (99)');
    await next.execute('INSERT INTO child (id, parent_id) VALUES (1, 99)');
    await next.commit();
    expect(await count('child')).toBe(1);
  });

  it('rolls back quietly after SQLite already undid the transaction, and takes the next one', async () => {
    const transaction = await client.transaction('write');
    await transaction.execute('INSERT INTO parent (id) VALUES (1)');
    await transaction.execute('ROLLBACK');
    await expect(transaction.rollback()).resolves.toBeUndefined();
    const next = await client.transaction('write');
    await next.execute('INSERT INTO parent (id) VALUES (2)');
    await next.commit();
    expect(await count('parent')).toBe(1);
  });

  it('keeps a transaction’s rows from other readers until it commits', async () => {
    const transaction = await client.transaction('write');
    await transaction.execute('INSERT INTO parent (id) VALUES (1)');
    expect(await count('parent')).toBe(0);
    await transaction.commit();
    expect(await count('parent')).toBe(1);
  });

  it('makes a write wait for an open transaction, and refuses it past the limit instead of writing beside it', async () => {
    const transaction = await client.transaction('write');
    await transaction.execute('INSERT INTO parent (id) VALUES (1)');
    await expect(client.execute('INSERT INTO parent (id) VALUES (2)')).rejects.toThrow(WriteLockTimeout);
    const waiting = client.execute('INSERT INTO parent (id) VALUES (3)');
    await transaction.rollback();
    await waiting;
    expect((await client.execute('SELECT id FROM parent')).rows.map((row) => Number(row.id))).toEqual([3]);
  });

  it('lets reads through while a transaction holds the write lock', async () => {
    const transaction = await client.transaction('write');
    expect(client.writing).toBe(true);
    expect(await count('parent')).toBe(0);
    await transaction.rollback();
    expect(client.writing).toBe(false);
  });
});

describe('isReadOnlyStatement', () => {
  it.each([
    ['select * from "users"', true],
    ['  SELECT 1', true],
    ['with t as (select 1) select * from t', true],
    ['PRAGMA journal_mode', true],
    ['pragma table_info("users")', true],
    ['PRAGMA journal_mode = WAL', false],
    ['insert into "users" ("id") values (?) returning *', false],
    ['update "users" set "x" = 1', false],
    ['delete from "users"', false],
    ['with t as (select 1) insert into x select * from t', false],
    ['create table x (id integer)', false],
    ['VACUUM', false],
  ])('%s → %s', (sql, readOnly) => {
    expect(isReadOnlyStatement(sql)).toBe(readOnly);
  });
});
