import type { SQL } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

import { connectionOf } from '../endpoints/shared/rows';

/** The part of Payload's Drizzle adapters (SQLite and PostgreSQL alike) a conditional write uses. */
type ExecutingAdapter = { execute: (args: { db: unknown; sql: SQL }) => Promise<{ rows?: unknown[] }> };

/**
 * Runs one statement with RETURNING and answers how many rows it touched: the conditional writes that make a code,
 * a recovery code or a challenge count once, whichever process gets there first.
 */
export async function changedRows(
  payload: Payload,
  statement: SQL,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<number> {
  return (await returnedRows(payload, statement, req)).length;
}

/** The rows a statement with RETURNING answers, by column name (libsql's and pg's rows both read so). */
export async function returnedRows<Row extends Record<string, unknown>>(
  payload: Payload,
  statement: SQL,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<Row[]> {
  const adapter = payload.db as unknown as ExecutingAdapter;
  const result = await adapter.execute({ db: await connectionOf(payload, req), sql: statement });
  return (result.rows ?? []) as Row[];
}
