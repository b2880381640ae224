import type { Payload, TaskType } from 'payload';

/** The next moment after `now` at `hour`:00 UTC (the same day if that hour is still ahead). */
export function nextUtcHour(now: Date, hour: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return new Date(today > now.getTime() ? today : today + 24 * 60 * 60 * 1000);
}

/**
 * Keeps one job of a recurring task waiting in the queue: when none is waiting or running, queues one due at `at`.
 * Called before each look at the task's queue (worker.ts, `prepare`). Two processes doing this at the same moment may
 * both queue one; recurring tasks are written so that a second run does nothing harmful.
 */
export async function keepRecurringJobQueued(
  payload: Payload,
  { task, queue, at }: { task: TaskType; queue: string; at: Date },
): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: task } },
        { completedAt: { exists: false } },
        { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] },
      ],
    },
    overrideAccess: true,
  });
  if (totalDocs > 0) return;
  await payload.jobs.queue({ task, queue, input: {}, waitUntil: at });
}
