import { withAdvisoryLock } from '../db/migration-lock';
import type { Env } from '../env';

/**
 * Runs `work` (the schema migrations) while holding a PostgreSQL advisory lock, so processes started together take
 * turns: Payload's migrate reads the applied migrations and then runs the rest without a lock of its own, so two
 * processes booting on one database would otherwise both run a new migration. The lock lives on a connection of its
 * own and ends with it, also when the process dies mid-migration. SQLite serves one process only: nothing to share.
 */
export function withMigrationLock<T>(
  database: Pick<Env, 'databaseUrl' | 'databaseKind'>,
  work: () => Promise<T>,
): Promise<T> {
  if (database.databaseKind !== 'postgres') return work();
  return withAdvisoryLock(database.databaseUrl, 'hcp-portal:migrations', work);
}
