import type { Column, SQL } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

/** A table of Payload's Drizzle schema: its columns by field name (`owner`, `cpdTargetPoints`, `_parentID`). */
export type Table = Record<string, Column>;

/** A select being built; Drizzle's builders are thenable, on SQLite and PostgreSQL alike. */
export type RowQuery<Row> = PromiseLike<Row[]> & {
  innerJoin(table: Table, on: SQL | undefined): RowQuery<Row>;
  leftJoin(table: Table, on: SQL | undefined): RowQuery<Row>;
  where(condition: SQL | undefined): RowQuery<Row>;
  orderBy(...columns: Column[]): RowQuery<Row>;
  limit(count: number): RowQuery<Row>;
  /** Drizzle's prepared statement: `all` on SQLite, `execute` on PostgreSQL (which names it). */
  prepare(name?: string): {
    all?: (values: Record<string, unknown>) => Promise<Row[]>;
    execute?: (values: Record<string, unknown>) => Promise<Row[]>;
  };
};

/** An `UPDATE … SET … WHERE … RETURNING` being built, on SQLite and PostgreSQL alike. */
type UpdateQuery = {
  set: (values: Record<string, unknown>) => {
    where: (condition: SQL | undefined) => { returning: (fields: Record<string, Column>) => Promise<unknown[]> };
  };
};

/** Drizzle's instance inside Payload's adapter: the builders the `db/` functions use. */
export type DrizzleInstance = {
  select: (fields: Record<string, Column>) => { from: (table: Table) => RowQuery<unknown> };
  update: (table: Table) => UpdateQuery;
  transaction: (work: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

/**
 * The part of Payload's Drizzle adapters (`@payloadcms/db-sqlite` and `@payloadcms/db-postgres` alike) that `db/`
 * reaches past Payload's public adapter API: Drizzle's instance, its schema, the open transactions' connections and the
 * raw `execute`. None of it is typed by Payload; this is the one place that says what it is.
 */
export type DrizzleAdapter = {
  /** `sqlite` or `postgres`. */
  name: string;
  drizzle: DrizzleInstance;
  /** Payload's Drizzle schema, by table name (`users`, `users_rels`, `cpd_entries`). */
  tables: Record<string, Table | undefined>;
  /** The connection of each open transaction, by Payload's transaction id. */
  sessions?: Record<string | number, { db: unknown } | undefined>;
  execute: (args: { db?: unknown; drizzle?: unknown; sql?: SQL; raw?: string }) => Promise<{ rows?: unknown[] }>;
};

/** Payload's database adapter as Drizzle: the one cast of `payload.db` in the CMS. */
export function drizzleAdapterOf(payload: { db: unknown }): DrizzleAdapter {
  return payload.db as DrizzleAdapter;
}

/**
 * The connection a write of `req` goes through: its transaction's when it has one (as Payload's own `getTransaction`
 * picks it), so what it writes commits with the rest of the request; otherwise the adapter's own.
 */
export async function connectionOf(
  payload: Payload,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<unknown> {
  const adapter = drizzleAdapterOf(payload);
  const transactionID = req?.transactionID ? await req.transactionID : undefined;
  return (transactionID === undefined ? undefined : adapter.sessions?.[transactionID]?.db) ?? adapter.drizzle;
}

/** The connection of Payload's open transaction `transactionID`, or undefined when it has none (SQLite without one). */
export function transactionConnectionOf(payload: Payload, transactionID: string | number): unknown {
  return drizzleAdapterOf(payload).sessions?.[transactionID]?.db;
}

/** The rows of a raw query's answer, by column name (libsql's and pg's rows both read so). */
export function rowsOfResult(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown } | undefined)?.rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/** Runs a raw SQL string on the adapter's own connection and answers its rows. */
export async function executeRaw(payload: { db: unknown }, raw: string): Promise<Record<string, unknown>[]> {
  const adapter = drizzleAdapterOf(payload);
  return rowsOfResult(await adapter.execute({ drizzle: adapter.drizzle, raw }));
}
