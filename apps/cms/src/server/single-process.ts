import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { type Client, createClient } from '@libsql/client';

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

/** Locks held by this process, kept reachable: a lock object collected as garbage would close, and let go. */
const held = new Set<Client>();

/**
 * Holds an exclusive lock beside the SQLite database for as long as this process serves it, so a second
 * `npm run serve` on the same file refuses to start. The lock is SQLite's own on a small file of its own (an open
 * `BEGIN EXCLUSIVE`, an OS file lock underneath): the operating system ends it with the process, however it ends, so
 * a server restarted after `kill -9` or a crash takes it at once. Resolves to the release function.
 */
export async function holdSqliteLock(databaseFile: string): Promise<() => Promise<void>> {
  const lockPath = sqliteLockFileOf(databaseFile);
  mkdirSync(path.dirname(databaseFile), { recursive: true });
  const lock = createClient({ url: `file:${lockPath}` });
  try {
    await lock.execute('PRAGMA busy_timeout = 0');
    // A plain execute leaves the transaction open on the client's connection (libsql rolls back only batches).
    await lock.execute('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (!/SQLITE_BUSY|database is locked/i.test(error instanceof Error ? error.message : String(error))) throw error;
    throw new Error(
      `Another process is serving the SQLite database ${databaseFile} (it holds ${lockPath}). SQLite serves one process only: stop the other one, or set DATABASE_URL to a PostgreSQL database (postgres://…) to run several processes.`,
      { cause: error },
    );
  }
  held.add(lock);
  return async () => {
    if (!held.delete(lock)) return;
    try {
      await lock.execute('ROLLBACK');
    } finally {
      lock.close();
    }
  };
}
