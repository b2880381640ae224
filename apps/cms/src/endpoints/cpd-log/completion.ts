import type { Context } from 'hono';

import type { CpdEntry } from '../../payload-types';
import { isPreviewRead } from '../shared/published';
import { readOwnCompletion } from '../../db/cpd-completion';
import type { PortalApiEnv } from '../context';

/** The caller's CPD log entry that completes the education item, if they have one; an editor's preview has none. */
export async function findCompletion(c: Context<PortalApiEnv>, itemId: number): Promise<CpdEntry | undefined> {
  if (isPreviewRead(c)) return undefined;
  const { docs } = await c.get('payload').find({
    collection: 'cpd-entries',
    where: { educationItem: { equals: itemId } },
    limit: 1,
    depth: 0,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs[0];
}

/**
 * When the caller completed the education item, as the item's page shows it: read directly by owner (as the
 * `ownCpdEntries` rule allows) in one indexed query, since every education item page asks for it.
 */
export async function completionOf(
  c: Context<PortalApiEnv>,
  itemId: number,
): Promise<{ id: number; date: string } | undefined> {
  if (isPreviewRead(c)) return undefined;
  const entry = await readOwnCompletion(c.get('payload'), c.get('caller').user.id, itemId);
  return entry ? { id: entry.id, date: new Date(entry.date).toISOString() } : undefined;
}
