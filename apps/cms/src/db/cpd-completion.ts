import { and, eq, sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import { preparedRead } from './rows';
import { TABLES } from './schema';

/**
 * The owner's CPD log entry for the education item, if any: read directly by owner (as the `ownCpdEntries` rule
 * allows) in one indexed query, since every education item page asks for it.
 */
export async function readOwnCompletion(
  payload: Payload,
  ownerId: number,
  itemId: number,
): Promise<{ id: number; date: string } | undefined> {
  const [entry] = await preparedRead(payload, 'portal_own_completion', (rows) => {
    const { table, column } = rows.table(TABLES.cpdEntries);
    return rows
      .select<{ id: number; date: string }>({ id: column.id, date: column.date }, table)
      .where(and(eq(column.owner, sql.placeholder('ownerId')), eq(column.educationItem, sql.placeholder('itemId'))))
      .limit(1);
  }).run({ ownerId, itemId });
  return entry;
}
