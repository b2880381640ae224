import { type SQL, sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import { executeRaw } from './adapter';
import { dialectOf as databaseDialectOf, rowsInTransaction } from './statements';

/**
 * How long a claimed job may stay `processing` before it counts as abandoned (its process died) and is handed back to
 * the queue. It is far longer than any task may run: each task stops itself after TASK_DEADLINE_MS, and every call it
 * makes has its own shorter time-out, so a job still `processing` after the lease belongs to no living process.
 */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;

/** The longest a task works on one job; a task past it stops, and the queue retries the rest (see the tasks). */
export const TASK_DEADLINE_MS = 2 * 60 * 1000;

/** The error an abandoned claim leaves on its job, for staff reading the jobs in /admin. */
export const ABANDONED_CLAIM_MESSAGE = 'The process running this job stopped before it finished; the job was retried.';

/**
 * Runs one statement in a transaction of its own. On SQLite that is how a raw write takes the process's write lock
 * (sqlite-client.ts); on PostgreSQL it is the statement's own transaction either way.
 */
async function inTransaction(payload: Payload, statement: SQL): Promise<Record<string, unknown>[]> {
  const transactionID = await payload.db.beginTransaction();
  if (transactionID === null) throw new Error('Claiming jobs needs database transactions.');
  try {
    const rows = await rowsInTransaction(payload, transactionID, statement);
    await payload.db.commitTransaction(transactionID);
    return rows;
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
}

function dialectOf(payload: Payload) {
  const postgres = databaseDialectOf(payload) === 'postgres';
  return {
    yes: sql.raw(postgres ? 'true' : '1'),
    no: sql.raw(postgres ? 'false' : '0'),
    /** A moment, as each adapter stores Payload's dates (timestamptz on PostgreSQL, ISO text on SQLite). */
    at: (date: Date) => (postgres ? sql`${date.toISOString()}::timestamptz` : sql`${date.toISOString()}`),
    json: (value: unknown) => (postgres ? sql`${JSON.stringify(value)}::jsonb` : sql`${JSON.stringify(value)}`),
    /** PostgreSQL skips rows another process is claiming this instant; SQLite has one writer at a time anyway. */
    skipLocked: sql.raw(postgres ? 'FOR UPDATE SKIP LOCKED' : ''),
  };
}

/**
 * Claims up to `limit` jobs of `queue` that are due, for this process alone, and answers their ids, oldest first.
 *
 * Payload's own `runJobs` reads the due jobs and then marks them `processing` row by row, so two processes that read
 * at the same moment both run the same job. Here the choice and the mark are one conditional UPDATE: on PostgreSQL
 * the rows are locked as they are chosen (`FOR UPDATE SKIP LOCKED`: a row another process is claiming is skipped, not
 * waited for), and the UPDATE only takes rows still not `processing`; on SQLite the single writer makes the statement
 * atomic. A job's id is answered to exactly one claimer.
 */
export async function claimJobs(payload: Payload, queue: string, limit: number, now = new Date()): Promise<number[]> {
  const d = dialectOf(payload);
  const rows = await inTransaction(
    payload,
    sql`UPDATE payload_jobs SET processing = ${d.yes}, updated_at = ${d.at(now)}
      WHERE processing = ${d.no} AND id IN (
        SELECT id FROM payload_jobs
        WHERE queue = ${queue} AND processing = ${d.no} AND completed_at IS NULL
          AND (has_error IS NULL OR has_error = ${d.no})
          AND (wait_until IS NULL OR wait_until < ${d.at(now)})
        ORDER BY created_at, id
        LIMIT ${limit}
        ${d.skipLocked})
      RETURNING id`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export type RecoveredClaim = { id: number; taskSlug: string; totalTried: number };

/**
 * Hands back the jobs whose claim is older than `leaseMs`: their process died (a crash, a kill, a lost machine) while
 * running them. Each is counted as a tried attempt and keeps an error saying why; one that has now been tried more
 * times than its task allows (`attemptsOf`) is failed for good, so a job that kills its process cannot loop forever.
 * The reset is one conditional UPDATE, so two processes never both recover, or both count, the same claim.
 */
export async function recoverAbandonedClaims(
  payload: Payload,
  attemptsOf: (taskSlug: string) => number,
  { leaseMs = CLAIM_LEASE_MS, now = new Date() }: { leaseMs?: number; now?: Date } = {},
): Promise<RecoveredClaim[]> {
  const d = dialectOf(payload);
  const cutoff = new Date(now.getTime() - leaseMs);
  const rows = await inTransaction(
    payload,
    sql`UPDATE payload_jobs SET processing = ${d.no}, updated_at = ${d.at(now)},
        total_tried = COALESCE(total_tried, 0) + 1,
        error = ${d.json({ name: 'AbandonedClaim', message: ABANDONED_CLAIM_MESSAGE })}
      WHERE processing = ${d.yes} AND completed_at IS NULL AND updated_at < ${d.at(cutoff)}
      RETURNING id, task_slug, total_tried`,
  );
  const recovered = rows.map((row) => ({
    id: Number(row.id),
    taskSlug: String(row.task_slug),
    totalTried: Number(row.total_tried),
  }));
  const exhausted = recovered.filter((claim) => claim.totalTried > attemptsOf(claim.taskSlug)).map((claim) => claim.id);
  if (exhausted.length > 0) {
    await inTransaction(
      payload,
      sql`UPDATE payload_jobs SET has_error = ${d.yes}
        WHERE processing = ${d.no} AND id IN (${sql.join(
          exhausted.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
  }
  return recovered;
}

/** Jobs waiting or running: not completed, and not given up after their last retry. */
const QUEUE_DEPTH_SQL =
  'select queue, count(*) as depth from payload_jobs where completed_at is null and (has_error is null or has_error = false) group by queue';

/** How many jobs each queue holds that are waiting or running. */
export async function queueDepths(payload: { db: unknown }): Promise<{ queue: string; depth: number }[]> {
  const rows = await executeRaw(payload, QUEUE_DEPTH_SQL);
  return rows.map((row) => ({
    queue: typeof row.queue === 'string' ? row.queue : 'default',
    depth: Number(row.depth),
  }));
}
