import type { Payload } from 'payload';

import { executeRaw } from './adapter';

/** Runs `raw` on whichever database adapter is configured (both Payload SQL adapters expose `execute`), in time. */
async function runWithin(payload: Payload, raw: string, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${String(timeoutMs)} ms`)), timeoutMs);
  });
  try {
    await Promise.race([executeRaw(payload, raw), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `select 1`: the database answers (liveness). */
export function pingDatabase(payload: Payload, timeoutMs = 2000): Promise<void> {
  return runWithin(payload, 'select 1', timeoutMs);
}

/**
 * Commits one write: the probe row of `portal_write_probe` (a migration of its own) takes the time. A database that
 * answers reads but cannot commit (a lock another process holds, a full disk, a read-only replica after a failover)
 * fails here. The SQL is the same on SQLite and PostgreSQL; on SQLite it waits for the write lock like any write.
 */
export function probeDatabaseWrite(payload: Payload, timeoutMs = 1000): Promise<void> {
  const at = new Date().toISOString();
  return runWithin(
    payload,
    `insert into portal_write_probe (id, checked_at) values (1, '${at}') on conflict (id) do update set checked_at = excluded.checked_at`,
    timeoutMs,
  );
}
