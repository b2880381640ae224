import type { SQL } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

import { connectionOf, drizzleAdapterOf, rowsOfResult, transactionConnectionOf } from './adapter';

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
  const adapter = drizzleAdapterOf(payload);
  const result = await adapter.execute({ db: await connectionOf(payload, req), sql: statement });
  return rowsOfResult(result) as Row[];
}

/** Runs one statement on the connection of Payload's open transaction `transactionID` and answers its rows. */
export async function rowsInTransaction(
  payload: Payload,
  transactionID: string | number,
  statement: SQL,
): Promise<Record<string, unknown>[]> {
  const adapter = drizzleAdapterOf(payload);
  return rowsOfResult(await adapter.execute({ db: transactionConnectionOf(payload, transactionID), sql: statement }));
}

/** `sqlite` or `postgres`: which SQL a statement written as text must speak. */
export function dialectOf(payload: Payload): 'sqlite' | 'postgres' {
  return drizzleAdapterOf(payload).name === 'postgres' ? 'postgres' : 'sqlite';
}
