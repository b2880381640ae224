import { type Client, createClient } from '@libsql/client';

/** Another process holds the lock file: the error SQLite answered with is the cause. */
export class SqliteLockHeld extends Error {}

/** Locks held by this process, kept reachable: a lock object collected as garbage would close, and let go. */
const held = new Set<Client>();

/**
 * Takes SQLite's exclusive lock on the file `lockPath` (created if missing) and holds it until the release function
 * runs: an open `BEGIN EXCLUSIVE` on a connection of its own, an OS file lock underneath, so the operating system ends
 * it with the process, however it ends. Throws `SqliteLockHeld` at once when another process holds it.
 */
export async function holdExclusiveSqliteLock(lockPath: string): Promise<() => Promise<void>> {
  const lock = createClient({ url: `file:${lockPath}` });
  try {
    await lock.execute('PRAGMA busy_timeout = 0');
    // A plain execute leaves the transaction open on the client's connection (libsql rolls back only batches).
    await lock.execute('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (!/SQLITE_BUSY|database is locked/i.test(error instanceof Error ? error.message : String(error))) throw error;
    throw new SqliteLockHeld(`${lockPath} is locked by another process`, { cause: error });
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
