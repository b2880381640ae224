import { DRAFT_LIFETIME_DAYS } from '@hcp/contracts/form-drafts';
import type { Payload, PayloadRequest, TaskConfig } from 'payload';

import { nextUtcMidnight, retentionCutoff } from './auditRetention';
import { keepRecurringJobQueued } from './recurring';

export const DRAFT_RETENTION_QUEUE = 'draft-retention';
export const DRAFT_RETENTION_TASK = 'deleteExpiredFormDrafts';

/**
 * Deletes the form drafts last saved more than DRAFT_LIFETIME_DAYS ago, with their files (the collection's delete
 * hook), past the owners' access rules: the system's own act. Deleting what is already gone does nothing, so a run
 * that happens twice is harmless.
 */
export async function deleteExpiredDrafts(
  payload: Payload,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<{ deleted: number }> {
  const { docs, errors } = await payload.delete({
    collection: 'form-drafts',
    where: { savedAt: { less_than: retentionCutoff(DRAFT_LIFETIME_DAYS, now).toISOString() } },
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
  if (errors.length > 0)
    throw new Error(`Could not delete expired form drafts: ${errors.map((error) => error.message).join('; ')}`);
  return { deleted: docs.length };
}

/** Keeps one draft retention job queued for the next midnight (UTC), as audit retention does; a second run deletes nothing. */
export async function scheduleDraftRetention(payload: Payload, now = new Date()): Promise<void> {
  await keepRecurringJobQueued(payload, {
    task: DRAFT_RETENTION_TASK,
    queue: DRAFT_RETENTION_QUEUE,
    at: nextUtcMidnight(now),
  });
}

/** The draft retention task: retried three times if the database fails. */
export function draftRetentionTask(): TaskConfig {
  return {
    slug: DRAFT_RETENTION_TASK,
    label: `Delete form drafts saved more than ${String(DRAFT_LIFETIME_DAYS)} days ago`,
    outputSchema: [{ name: 'deleted', type: 'number', required: true }],
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ req }) => {
      const { deleted } = await deleteExpiredDrafts(req.payload, { req });
      req.payload.logger.info({ msg: `draft retention: ${String(deleted)} expired form draft(s) deleted` });
      return { output: { deleted } };
    },
  };
}
