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
  const adapter = payload.db as unknown as ExecutingAdapter;
  const result = await adapter.execute({ db: await connectionOf(payload, req), sql: statement });
  return (result.rows ?? []).length;
}
