import type { Column } from 'drizzle-orm';
import type { Payload } from 'payload';

import { drizzleAdapterOf, type RowQuery, type Table } from './adapter';
import { COLUMNS, type ColumnName, type TableName } from './schema';

export type { RowQuery, Table } from './adapter';

/** A table of `TABLES` with the columns `COLUMNS` names for it, by Drizzle's field name. */
export type NamedTable<T extends TableName> = { table: Table; column: Record<ColumnName<T>, Column> };

/**
 * Direct reads of a few columns through Payload's own Drizzle instance, for the hot reads of an account's own rows
 * (its dashboard, its pins, its CPD completion of an item): one indexed query each, where Payload's local API would
 * run its whole read machinery. Each read filters by the caller's id itself, as the collection's access rule does
 * (`tests/integration/hot-reads-agreement.test.ts` holds them to the same answer).
 */
export function rowsOf(payload: { db: unknown }) {
  const adapter = drizzleAdapterOf(payload);
  const table = <T extends TableName>(name: T): NamedTable<T> => {
    const found = adapter.tables[name];
    if (!found) throw new Error(`The ${name} table is missing from the database schema.`);
    const column = {} as Record<ColumnName<T>, Column>;
    for (const key of COLUMNS[name] as readonly ColumnName<T>[]) {
      const known = found[key];
      if (!known) throw new Error(`A column ${key} of ${name} is missing from the database schema.`);
      column[key] = known;
    }
    return { table: found, column };
  };
  const select = <Row>(fields: Record<string, Column>, from: Table) =>
    adapter.drizzle.select(fields).from(from) as RowQuery<Row>;
  return { dialect: adapter.name, table, select };
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
