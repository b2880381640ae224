import type { Payload, PayloadRequest, TaskConfig } from 'payload';

import type { Env } from '../env';
import { keepRecurringJobQueued, nextUtcHour } from './recurring';

export const AUDIT_RETENTION_QUEUE = 'audit-retention';
export const AUDIT_RETENTION_TASK = 'pruneAuditEvents';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which events are older than `retentionDays`. */
export function retentionCutoff(retentionDays: number, now: Date): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Deletes the audit events older than `retentionDays`. This is the one place events are deleted: it goes straight to
 * the database (`payload.db.deleteMany`), past the collection's access rules, which let nobody delete an event through
 * Payload. Deleting what is already gone does nothing, so a run that happens twice is harmless.
 */
export async function pruneAuditEvents(
  payload: Payload,
  retentionDays: number,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<{ deleted: number }> {
  const where = { at: { less_than: retentionCutoff(retentionDays, now).toISOString() } };
  const { totalDocs } = await payload.db.count({ collection: 'audit-events', where, req });
  if (totalDocs > 0) await payload.db.deleteMany({ collection: 'audit-events', where, req });
  return { deleted: totalDocs };
}

/** The next midnight (UTC) after `now`: retention runs once a day, then. */
export function nextUtcMidnight(now: Date): Date {
  return nextUtcHour(now, 0);
}

/** Keeps one retention job waiting in the queue, for the next midnight (UTC); a second run deletes nothing. */
export async function scheduleAuditRetention(payload: Payload, now = new Date()): Promise<void> {
  await keepRecurringJobQueued(payload, {
    task: AUDIT_RETENTION_TASK,
    queue: AUDIT_RETENTION_QUEUE,
    at: nextUtcMidnight(now),
  });
}

/** The retention task: AUDIT_RETENTION_DAYS from the environment, retried three times if the database fails. */
export function auditRetentionTask(env: Pick<Env, 'auditRetentionDays'>): TaskConfig {
  return {
    slug: AUDIT_RETENTION_TASK,
    label: 'Delete audit events older than the retention period',
    outputSchema: [{ name: 'deleted', type: 'number', required: true }],
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ req }) => {
      const { deleted } = await pruneAuditEvents(req.payload, env.auditRetentionDays, { req });
      req.payload.logger.info({
        msg: `audit retention: ${String(deleted)} event(s) older than ${String(env.auditRetentionDays)} days deleted`,
      });
      return { output: { deleted } };
    },
  };
}
