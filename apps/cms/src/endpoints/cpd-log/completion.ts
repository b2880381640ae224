import type { Context } from 'hono';

import type { CpdEntry } from '../../payload-types';
import { isPreviewRead } from '../shared/published';
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
