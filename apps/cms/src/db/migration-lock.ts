import pg from 'pg';

/**
 * Runs `work` while holding the PostgreSQL advisory lock `name`, on a connection of its own to `databaseUrl`: the lock
 * ends with that connection, also when the process dies while holding it. Processes asking for it take turns.
 */
export async function withAdvisoryLock<T>(databaseUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await client.end();
  }
}
