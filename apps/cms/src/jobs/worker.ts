import type { Payload } from 'payload';

import { claimJobs, recoverAbandonedClaims } from '../db/job-claims';

/**
 * A queue this process runs on its own: how many jobs it claims per run, and how long it waits between runs (and
 * before the first, `firstAfterMs`, else `everyMs`). `prepare` runs before each run: it queues a recurring job.
 */
export type QueueSchedule = {
  queue: string;
  limit: number;
  everyMs: number;
  firstAfterMs?: number;
  prepare?: (payload: Payload) => Promise<void>;
};

/** The retries a task allows after its first try, from the jobs config (Payload's own reading of `retries`). */
export function attemptsOf(payload: Payload): (taskSlug: string) => number {
  return (taskSlug) => {
    const retries = payload.config.jobs.tasks?.find((task) => task.slug === taskSlug)?.retries;
    if (typeof retries === 'number') return retries;
    return retries?.attempts ?? 0;
  };
}

export type QueueRun = { ran: number[]; recovered: number[] };

/**
 * One run of a queue: hands back jobs abandoned by a dead process, claims up to `limit` due jobs for this process
 * alone (claims.ts), and runs each through Payload (`runByID`: its retries, backoff, logs and clean-up). Safe to call
 * from any number of processes at once; every job runs in exactly one of them.
 */
export async function runQueue(payload: Payload, queue: string, limit: number): Promise<QueueRun> {
  const recovered = await recoverAbandonedClaims(payload, attemptsOf(payload));
  for (const claim of recovered)
    payload.logger.warn({ msg: 'a job abandoned by a stopped process goes back to the queue', job: claim.id });
  const ran = await claimJobs(payload, queue, limit);
  // Settled, not raced: a run is over (for drainJobs) only when every job it claimed is.
  const results = await Promise.allSettled(ran.map((id) => payload.jobs.runByID({ id, overrideAccess: true })));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return { ran, recovered: recovered.map((claim) => claim.id) };
}

/** The queue runs this process has started and not yet seen finish. */
const inFlight = new Set<Promise<unknown>>();
/** The timers of the next runs; drained means no new run starts. */
const timers = new Map<string, NodeJS.Timeout>();
let draining = false;

/**
 * Runs each queue in this process every `everyMs`, a run never overlapping the previous one of its queue. Replaces
 * Payload's `autoRun`, whose runs claim jobs with a read-then-write race (see claims.ts). Call once per process.
 */
export function startJobWorkers(payload: Payload, schedules: readonly QueueSchedule[]): void {
  draining = false;
  for (const { queue, limit, everyMs, firstAfterMs, prepare } of schedules) {
    const tick = () => {
      timers.delete(queue);
      if (draining) return;
      const run = (async () => {
        await prepare?.(payload);
        return runQueue(payload, queue, limit);
      })()
        .catch((error: unknown) => payload.logger.error({ err: error, msg: `the ${queue} queue run failed` }))
        .finally(() => {
          inFlight.delete(run);
          if (!draining) timers.set(queue, setTimeout(tick, everyMs).unref());
        });
      inFlight.add(run);
    };
    clearTimeout(timers.get(queue));
    timers.set(queue, setTimeout(tick, firstAfterMs ?? everyMs).unref());
  }
}

/**
 * One run of a queue started now, outside its schedule (an urgent request's mails), in the background: it counts
 * among the runs a drain waits for, and logs its failure as a scheduled run does. Draining, nothing new starts.
 */
export function runQueueNow(payload: Payload, queue: string, limit: number): void {
  if (draining) return;
  const run = runQueue(payload, queue, limit)
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `the ${queue} queue run failed` }))
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

export type DrainResult = { finished: boolean; unfinished: number };

/**
 * For a graceful shutdown: this process starts no new queue run, and waits up to `deadlineMs` for the runs under way
 * to finish (a mail being sent, a push batch). Answers whether they all finished; a job still running when the
 * process then exits keeps its claim, which expires after CLAIM_LEASE_MS and is run again by another process.
 * Call it before closing the database pool: the runs still write their results.
 */
export async function drainJobs({ deadlineMs }: { deadlineMs: number }): Promise<DrainResult> {
  draining = true;
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  const finished = (async () => {
    // A run may be the last thing keeping another alive; wait until none is left.
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    return 'finished' as const;
  })();
  try {
    const outcome = await Promise.race([finished, deadline]);
    return { finished: outcome === 'finished', unfinished: inFlight.size };
  } finally {
    clearTimeout(timer);
  }
}
