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

/** The part of Payload's Drizzle adapters (SQLite and PostgreSQL alike) a direct read uses. */
type ReadingAdapter = {
  name: string;
  drizzle: { select: (fields: Record<string, Column>) => { from: (table: Table) => RowQuery<unknown> } };
  tables: Record<string, Table | undefined>;
  sessions?: Record<string | number, { db: unknown } | undefined>;
};

/**
 * Direct reads of a few columns through Payload's own Drizzle instance, for the hot reads of an account's own rows
 * (its dashboard, its pins, its CPD completion of an item): one indexed query each, where Payload's local API would
 * run its whole read machinery. Each read filters by the caller's id itself, as the collection's access rule does.
 */
export function rowsOf(payload: Payload) {
  const adapter = payload.db as unknown as ReadingAdapter;
  const table = (name: string): Table => {
    const found = adapter.tables[name];
    if (!found) throw new Error(`The ${name} table is missing from the database schema.`);
    return found;
  };
  const column = (of: Table, name: string): Column => {
    const found = of[name];
    if (!found) throw new Error(`A column ${name} is missing from the database schema.`);
    return found;
  };
  const select = <Row>(fields: Record<string, Column>, from: Table) =>
    adapter.drizzle.select(fields).from(from) as RowQuery<Row>;
  return { dialect: adapter.name, table, column, select };
}

/**
 * The connection a write of `req` goes through: its transaction's when it has one (as Payload's own `getTransaction`
 * picks it), so what it writes commits with the rest of the request; otherwise the adapter's own.
 */
export async function connectionOf(
  payload: Payload,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<unknown> {
  const adapter = payload.db as unknown as ReadingAdapter;
  const transactionID = req?.transactionID ? await req.transactionID : undefined;
  return (transactionID === undefined ? undefined : adapter.sessions?.[transactionID]?.db) ?? adapter.drizzle;
}

/** A read built once and run with the values of its placeholders (Drizzle's `sql.placeholder`). */
export type PreparedRead<Row, Values extends Record<string, unknown>> = { run: (values: Values) => Promise<Row[]> };

/** What `rowsOf` gives a read to build with. */
export type Rows = ReturnType<typeof rowsOf>;

const preparedReads = new WeakMap<Payload, Map<string, PreparedRead<unknown, never>>>();

/**
 * A hot read's statement, built once per Payload instance (one process) under `name`, then only run: built on each
 * request, Drizzle would assemble the same SQL again every time, a tenth of a small read's cost (issue 16). On
 * PostgreSQL the statement is prepared under `name` on each connection that runs it.
 */
export function preparedRead<Row, Values extends Record<string, unknown>>(
  payload: Payload,
  name: string,
  build: (rows: Rows) => RowQuery<Row>,
): PreparedRead<Row, Values> {
  let byName = preparedReads.get(payload);
  if (!byName) {
    byName = new Map();
    preparedReads.set(payload, byName);
  }
  const known = byName.get(name) as PreparedRead<Row, Values> | undefined;
  if (known) return known;
  const rows = rowsOf(payload);
  const query = build(rows);
  let read: PreparedRead<Row, Values>;
  if (rows.dialect === 'postgres') {
    const statement = query.prepare(name);
    read = { run: (values) => statement.execute?.(values) ?? Promise.resolve([]) };
  } else {
    const statement = query.prepare();
    read = { run: (values) => statement.all?.(values) ?? Promise.resolve([]) };
  }
  byName.set(name, read);
  return read;
}
