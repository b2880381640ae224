import pg from 'pg';

import type { Env } from '../env';

/**
 * Runs `work` (the schema migrations) while holding a PostgreSQL advisory lock, so processes started together take
 * turns: Payload's migrate reads the applied migrations and then runs the rest without a lock of its own, so two
 * processes booting on one database would otherwise both run a new migration. The lock lives on a connection of its
 * own and ends with it, also when the process dies mid-migration. SQLite serves one process only: nothing to share.
 */
export async function withMigrationLock<T>(
  database: Pick<Env, 'databaseUrl' | 'databaseKind'>,
  work: () => Promise<T>,
): Promise<T> {
  if (database.databaseKind !== 'postgres') return work();
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('hcp-portal:migrations'))");
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('hcp-portal:migrations'))");
    }
  } finally {
    await client.end();
  }
}
