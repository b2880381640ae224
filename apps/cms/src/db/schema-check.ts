import { getTableName } from 'drizzle-orm';
import type { Payload } from 'payload';

import { drizzleAdapterOf, executeRaw } from './adapter';
import { COLUMNS, SQL_COLUMNS, SQL_COLUMNS_OF_ADAPTER } from './schema';

type Names = Readonly<Record<string, readonly string[]>>;

/**
 * The tables and columns to look for: Drizzle's names (resolved through Payload's schema), the database's own, and
 * the database's own that only one adapter has.
 */
export type NamedSchema = { drizzle: Names; sql: Names; sqlOfAdapter: Readonly<Record<'sqlite' | 'postgres', Names>> };

/** Everything `db/` names (`schema.ts`). */
export const NAMED_SCHEMA: NamedSchema = { drizzle: COLUMNS, sql: SQL_COLUMNS, sqlOfAdapter: SQL_COLUMNS_OF_ADAPTER };

/** Every column of every table the database holds, both databases answering `table_name` and `column_name`. */
const COLUMNS_SQL = {
  sqlite: `SELECT m.name AS table_name, p.name AS column_name
    FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'`,
  postgres: `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
};

async function databaseColumns(payload: Payload): Promise<Map<string, Set<string>>> {
  const adapter = drizzleAdapterOf(payload);
  const rows = await executeRaw(payload, adapter.name === 'postgres' ? COLUMNS_SQL.postgres : COLUMNS_SQL.sqlite);
  const tables = new Map<string, Set<string>>();
  for (const row of rows) {
    const [table, column] = [String(row.table_name), String(row.column_name)];
    const columns = tables.get(table) ?? new Set<string>();
    columns.add(column);
    tables.set(table, columns);
  }
  return tables;
}

/**
 * What `expected` names that Payload's Drizzle schema or the database itself lacks, one line each (empty when all is
 * there). A Drizzle name is looked for in Payload's schema first, then under its database name in the database.
 */
export async function missingFromSchema(payload: Payload, expected: NamedSchema = NAMED_SCHEMA): Promise<string[]> {
  const adapter = drizzleAdapterOf(payload);
  const database = await databaseColumns(payload);
  const missing: string[] = [];
  for (const [name, columns] of Object.entries(expected.drizzle)) {
    const table = adapter.tables[name];
    if (!table) {
      missing.push(`table ${name} (in Payload's schema)`);
      continue;
    }
    const tableName = getTableName(table as unknown as Parameters<typeof getTableName>[0]);
    const stored = database.get(tableName);
    if (!stored) missing.push(`table ${tableName}`);
    for (const key of columns) {
      const column = table[key];
      if (!column) missing.push(`column ${name}.${key} (in Payload's schema)`);
      else if (stored && !stored.has(column.name)) missing.push(`column ${tableName}.${column.name}`);
    }
  }
  const kind = adapter.name === 'postgres' ? 'postgres' : 'sqlite';
  for (const [name, columns] of [...Object.entries(expected.sql), ...Object.entries(expected.sqlOfAdapter[kind])]) {
    const stored = database.get(name);
    if (!stored) {
      missing.push(`table ${name}`);
      continue;
    }
    for (const column of columns) if (!stored.has(column)) missing.push(`column ${name}.${column}`);
  }
  return missing;
}

/** The message a start on a database without what `db/` names stops with. */
export function schemaMismatchMessage(missing: readonly string[]): string {
  return (
    `The database lacks what the CMS reads and writes directly (apps/cms/src/db/schema.ts): ${missing.join(', ')}. ` +
    'A Payload upgrade that renamed a table or column, or a migration missing from src/migrations, is the likely ' +
    'cause: add the migration, or name the new table or column in db/schema.ts.'
  );
}

/**
 * Stops the start when a table or column `db/` names is missing, so a Payload upgrade that renamed one fails here,
 * with its name, and not at the first request that reads it. Runs after the migrations, on SQLite and PostgreSQL.
 */
export async function checkNamedSchema(payload: Payload, expected: NamedSchema = NAMED_SCHEMA): Promise<void> {
  const missing = await missingFromSchema(payload, expected);
  if (missing.length > 0) throw new Error(schemaMismatchMessage(missing));
}
