import type { CpdTarget, WidgetType } from '@hcp/contracts/dashboard';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import type { Dashboard as DashboardDoc } from '../../payload-types';
import { preparedRead } from '../shared/rows';

/** The part of both Drizzle adapters (SQLite and PostgreSQL) that a conditional UPDATE needs. */
type ConditionalUpdater = {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (condition: SQL | undefined) => { returning: (fields: { id: Column }) => Promise<{ id: number }[]> };
      };
    };
  };
  tables: Record<string, Record<string, Column> | undefined>;
};

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
  const db = payload.db as unknown as ConditionalUpdater;
  const table = db.tables.dashboards;
  const [id, owner, version] = [table?.id, table?.owner, table?.version];
  if (!table || !id || !owner || !version) throw new Error('The dashboards table is missing from the database schema.');
  const changed = await db.drizzle
    .update(table)
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
    const table = rows.table('dashboards');
    const column = (name: string) => rows.column(table, name);
    return (
      rows
        // PostgreSQL answers numeric columns as text.
        .select<Omit<StoredDashboard, 'version'> & { version: number | string }>(
          {
            id: column('id'),
            version: column('version'),
            widgets: column('widgets'),
            cpdTargetPoints: column('cpdTargetPoints'),
            cpdTargetMinutes: column('cpdTargetMinutes'),
          },
          table,
        )
        .where(eq(column('owner'), sql.placeholder('ownerId')))
        .limit(1)
    );
  }).run({ ownerId });
  if (!row) return undefined;
  // SQLite keeps the JSON column as text.
  const widgets: unknown = typeof row.widgets === 'string' ? JSON.parse(row.widgets) : row.widgets;
  return { ...row, version: Number(row.version), widgets: widgets as DashboardDoc['widgets'] };
}
