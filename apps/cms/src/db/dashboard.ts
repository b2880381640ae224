import type { CpdTarget, WidgetType } from '@hcp/contracts/dashboard';
import { and, eq, sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import type { Dashboard as DashboardDoc } from '../payload-types';
import { drizzleAdapterOf } from './adapter';
import { preparedRead, rowsOf } from './rows';
import { TABLES } from './schema';

export type DashboardLayout = { widgets: WidgetType[]; cpdTarget: CpdTarget };

/**
 * Writes the layout only if the stored row still has `expectedVersion`, in one `UPDATE … WHERE id = ? AND owner = ?
 * AND version = ?` statement, and reports whether it did. Of two concurrent updates based on the same version the
 * database lets exactly one match; the other changes no row, which the API answers as 409. (Payload's own
 * `update` with a `where` reads the ids first and writes them after, so it cannot serve as a compare-and-set.)
 */
export async function compareAndSetDashboard(
  payload: Payload,
  stored: Pick<DashboardDoc, 'id' | 'version'> & { ownerId: number },
  layout: DashboardLayout,
): Promise<boolean> {
  const { table, column } = rowsOf(payload).table(TABLES.dashboards);
  const { id, owner, version } = column;
  const changed = await drizzleAdapterOf(payload)
    .drizzle.update(table)
    .set({
      widgets: layout.widgets,
      cpdTargetPoints: layout.cpdTarget.points,
      cpdTargetMinutes: layout.cpdTarget.minutes,
      version: stored.version + 1,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(id, stored.id), eq(owner, stored.ownerId), eq(version, stored.version)))
    .returning({ id });
  return changed.length === 1;
}

/** The stored dashboard as the API reads it back. */
export type StoredDashboard = Pick<DashboardDoc, 'id' | 'version' | 'widgets' | 'cpdTargetPoints' | 'cpdTargetMinutes'>;

/**
 * The account's own dashboard row, if it ever saved one: one read by the unique owner index (as the `ownWorkspace`
 * rule allows), since every visit to the portal's home asks for it.
 */
export async function readOwnDashboard(payload: Payload, ownerId: number): Promise<StoredDashboard | undefined> {
  const [row] = await preparedRead(payload, 'portal_own_dashboard', (rows) => {
    const { table, column } = rows.table(TABLES.dashboards);
    return (
      rows
        // PostgreSQL answers numeric columns as text.
        .select<Omit<StoredDashboard, 'version'> & { version: number | string }>(
          {
            id: column.id,
            version: column.version,
            widgets: column.widgets,
            cpdTargetPoints: column.cpdTargetPoints,
            cpdTargetMinutes: column.cpdTargetMinutes,
          },
          table,
        )
        .where(eq(column.owner, sql.placeholder('ownerId')))
        .limit(1)
    );
  }).run({ ownerId });
  if (!row) return undefined;
  // SQLite keeps the JSON column as text.
  const widgets: unknown = typeof row.widgets === 'string' ? JSON.parse(row.widgets) : row.widgets;
  return { ...row, version: Number(row.version), widgets: widgets as DashboardDoc['widgets'] };
}
