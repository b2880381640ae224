import { sql } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

import { transactionConnectionOf } from './adapter';
import { rowsInTransaction } from './statements';

/**
 * Takes the account's row for `req`'s transaction, or answers false when it is gone. On PostgreSQL the UPDATE locks
 * the row, so an erasure sent at the same moment waits here and then finds no row; on SQLite the transaction holds
 * the write lock already, and the next one starts after this one's commit.
 */
export async function claimAccountRow(payload: Payload, accountId: number, req: PayloadRequest): Promise<boolean> {
  const { transactionID } = req;
  const open = typeof transactionID === 'string' || typeof transactionID === 'number' ? transactionID : undefined;
  if (open === undefined || !transactionConnectionOf(payload, open))
    throw new Error('Erasing an account needs a database transaction.');
  const claimed = await rowsInTransaction(
    payload,
    open,
    sql`UPDATE users SET updated_at = updated_at WHERE id = ${accountId} RETURNING id`,
  );
  return claimed.length > 0;
}
