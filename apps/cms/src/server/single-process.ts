import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { holdExclusiveSqliteLock, SqliteLockHeld } from '../db/single-process';

/** The SQLite database file a `file:` URL names, or undefined for an in-memory database (nothing to share). */
export function sqliteFileOf(databaseUrl: string): string | undefined {
  const file = databaseUrl.slice('file:'.length).split('?')[0] ?? '';
  return file === '' || file === ':memory:' ? undefined : path.resolve(file);
}

/**
 * SQLite serves one process: its rate limits and sign-in throttles live in that process's memory, and its writes take
 * turns inside it (db/sqlite-client.ts). Asking for more (WEB_CONCURRENCY) is refused before anything starts.
 */
export function refuseSqliteConcurrency(config: { databaseKind: 'sqlite' | 'postgres'; webConcurrency: number }): void {
  if (config.databaseKind !== 'sqlite' || config.webConcurrency <= 1) return;
  throw new Error(
    `WEB_CONCURRENCY=${String(config.webConcurrency)} asks for several processes, but the database is SQLite, which serves one process only. Run one process (WEB_CONCURRENCY=1), or set DATABASE_URL to a PostgreSQL database (postgres://…) to run several behind a load balancer.`,
  );
}

/** The lock file beside a SQLite database that its serving process holds. */
export const sqliteLockFileOf = (databaseFile: string) => `${databaseFile}-serving.lock`;

/**
 * Holds an exclusive lock beside the SQLite database for as long as this process serves it, so a second
 * `npm run serve` on the same file refuses to start. The lock is SQLite's own on a small file of its own
 * (db/single-process.ts): the operating system ends it with the process, however it ends, so a server restarted after
 * `kill -9` or a crash takes it at once. Resolves to the release function.
 */
export async function holdSqliteLock(databaseFile: string): Promise<() => Promise<void>> {
  const lockPath = sqliteLockFileOf(databaseFile);
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  try {
    return await holdExclusiveSqliteLock(lockPath);
  } catch (error) {
    if (!(error instanceof SqliteLockHeld)) throw error;
    throw new Error(
      `Another process is serving the SQLite database ${databaseFile} (it holds ${lockPath}). SQLite serves one process only: stop the other one, or set DATABASE_URL to a PostgreSQL database (postgres://…) to run several processes.`,
      { cause: error },
    );
  }
}
