import { mkdirSync } from 'node:fs';
import path from 'node:path';

import lockfile from 'proper-lockfile';

/** A lock a crashed process left behind counts as abandoned this long after its last refresh. */
export const SQLITE_LOCK_STALE_MS = 20_000;

/** The SQLite database file a `file:` URL names, or undefined for an in-memory database (nothing to share). */
export function sqliteFileOf(databaseUrl: string): string | undefined {
  const file = databaseUrl.slice('file:'.length).split('?')[0] ?? '';
  return file === '' || file === ':memory:' ? undefined : path.resolve(file);
}

/**
 * SQLite serves one process: its rate limits and sign-in throttles live in that process's memory, and its writes take
 * turns inside it (sqliteWriteLock.ts). Asking for more (WEB_CONCURRENCY) is refused before anything starts.
 */
export function refuseSqliteConcurrency(config: { databaseKind: 'sqlite' | 'postgres'; webConcurrency: number }): void {
  if (config.databaseKind !== 'sqlite' || config.webConcurrency <= 1) return;
  throw new Error(
    `WEB_CONCURRENCY=${String(config.webConcurrency)} asks for several processes, but the database is SQLite, which serves one process only. Run one process (WEB_CONCURRENCY=1), or set DATABASE_URL to a PostgreSQL database (postgres://…) to run several behind a load balancer.`,
  );
}

/**
 * Holds an exclusive lock beside the SQLite database for as long as this process serves it, so a second
 * `npm run serve` on the same file refuses to start. proper-lockfile keeps the lock fresh and removes it on exit; one
 * left by a crashed process is taken over once it is SQLITE_LOCK_STALE_MS old. Resolves to the release function.
 */
export async function holdSqliteLock(
  databaseFile: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const lockPath = `${databaseFile}.lock`;
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  try {
    return await lockfile.lock(databaseFile, {
      lockfilePath: lockPath,
      realpath: false,
      stale: SQLITE_LOCK_STALE_MS,
      retries: 0,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw new Error(
      `Another process is serving the SQLite database ${databaseFile} (it holds ${lockPath}). SQLite serves one process only: stop the other one, or set DATABASE_URL to a PostgreSQL database (postgres://…) to run several processes. A lock left by a process that crashed is taken over ${String(SQLITE_LOCK_STALE_MS / 1000)} s after it stopped.`,
      { cause: error },
    );
  }
}
