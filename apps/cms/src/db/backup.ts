import { createClient } from '@libsql/client';
import pg from 'pg';

import type { SQL_COLUMNS } from './schema';
import { SQLITE_SETTINGS } from './sqlite-client';

/**
 * What `npm run backup` and `restore` read of a database (backup/database.ts runs the copies): each opens a
 * connection of its own, apart from any server's, and closes it.
 */

const MIGRATIONS = 'payload_migrations' satisfies keyof typeof SQL_COLUMNS;
const LATEST_MIGRATION = `SELECT name FROM ${MIGRATIONS} WHERE name <> 'dev' ORDER BY name DESC LIMIT 1`;

/**
 * Opens the SQLite file with the same client library as Payload's SQLite adapter (@payloadcms/db-sqlite), waiting as
 * the server does for the brief locks WAL takes, so a backup beside the running server neither fails nor makes one of
 * its writes fail.
 */
async function withSqlite<T>(file: string, work: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` });
  try {
    await client.execute(`PRAGMA busy_timeout = ${String(SQLITE_SETTINGS.busyTimeoutMs)}`);
    return await work(client);
  } finally {
    client.close();
  }
}

/** Whether the SQLite file holds no tables. */
export function sqliteHoldsNoTables(file: string): Promise<boolean> {
  return withSqlite(file, async (client) => {
    const { rows } = await client.execute("SELECT count(*) AS n FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'");
    return Number(rows[0]?.n) === 0;
  });
}

/** The newest migration applied to the SQLite file, or null when it has never been migrated. */
export function sqliteLatestMigration(file: string): Promise<string | null> {
  return withSqlite(file, async (client) => {
    const table = await client.execute({
      sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
      args: [MIGRATIONS],
    });
    if (table.rows.length === 0) return null;
    const { rows } = await client.execute(LATEST_MIGRATION);
    const name = rows[0]?.name;
    return typeof name === 'string' ? name : null;
  });
}

/**
 * Writes a consistent copy of the SQLite file to `target`: one read transaction copies the whole database, the
 * write-ahead log's committed pages included, while the server keeps writing (WAL: a reader never blocks a writer),
 * never a raw copy of files mid-checkpoint.
 */
export function sqliteCopyInto(file: string, target: string): Promise<void> {
  return withSqlite(file, async (client) => {
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] });
  });
}

/** Whether SQLite's integrity check finds the file sound. */
export function sqliteIsIntact(file: string): Promise<boolean> {
  return withSqlite(file, async (client) => {
    const { rows } = await client.execute('PRAGMA integrity_check');
    return rows[0]?.integrity_check === 'ok';
  });
}

async function postgresQuery<Row extends Record<string, unknown>>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL database holds no tables, views, sequences or enum types. */
export async function postgresHoldsNothing(url: string): Promise<boolean> {
  const [row] = await postgresQuery<{ n: number }>(
    url,
    `
    SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
               AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%')
         + (SELECT count(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
             WHERE t.typtype = 'e' AND n.nspname NOT IN ('pg_catalog', 'information_schema')) AS n`,
  );
  return Number(row?.n) === 0;
}

/** The newest migration applied to the PostgreSQL database, or null when it has never been migrated. */
export async function postgresLatestMigration(url: string): Promise<string | null> {
  const [table] = await postgresQuery<{ exists: boolean }>(
    url,
    `SELECT to_regclass('public.${MIGRATIONS}') IS NOT NULL AS exists`,
  );
  if (!table?.exists) return null;
  const [row] = await postgresQuery<{ name: string }>(url, LATEST_MIGRATION);
  return row?.name ?? null;
}
