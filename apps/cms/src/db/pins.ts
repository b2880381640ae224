import { and, eq, sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import { preparedRead } from './rows';
import { TABLES } from './schema';

/**
 * The ids of the owner's pinned clinical request forms, in pin order: one read of the pins' relation rows by the
 * unique owner index (as the `ownPins` rule allows), since the portal's home and request screens ask for them on every
 * visit.
 */
export async function readOwnPinnedFormIds(payload: Payload, ownerId: number): Promise<number[]> {
  const found = await preparedRead(payload, 'portal_own_pins', (rows) => {
    const pins = rows.table(TABLES.clinicalRequestPins);
    const rels = rows.table(TABLES.clinicalRequestPinsRels);
    return rows
      .select<{ form: number | null }>({ form: rels.column.formsID }, rels.table)
      .innerJoin(pins.table, eq(pins.column.id, rels.column.parent))
      .where(and(eq(pins.column.owner, sql.placeholder('ownerId')), eq(rels.column.path, 'forms')))
      .orderBy(rels.column.order);
  }).run({ ownerId });
  return found.flatMap(({ form }) => (form === null ? [] : [form]));
}
