import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { env } from '../../src/env';
import { withMigrationLock } from '../../src/utilities/migrationLock';

/** Connections of this database waiting for an advisory lock another connection holds. */
async function waitingForAdvisoryLock(): Promise<number> {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(env.databaseKind !== 'postgres')('migrations on one PostgreSQL database shared by processes', () => {
  it('run in one process at a time: a second waits until the first is done', async () => {
    const events: string[] = [];
    let release: (() => void) | undefined;
    let entered: (() => void) | undefined;
    const firstEntered = new Promise<void>((resolve) => (entered = resolve));
    const first = withMigrationLock(env, async () => {
      events.push('first starts');
      entered?.();
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first ends');
    });
    await firstEntered;
    // Its own connection, as another process would have.
    const second = withMigrationLock(env, () => {
      events.push('second starts');
      return Promise.resolve();
    });
    await expect.poll(waitingForAdvisoryLock).toBe(1);
    expect(events).toEqual(['first starts']);

    release?.();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('lets the next process migrate after one failed', async () => {
    await expect(withMigrationLock(env, () => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    );
    await expect(withMigrationLock(env, () => Promise.resolve('migrated'))).resolves.toBe('migrated');
  });
});

describe.skipIf(env.databaseKind !== 'sqlite')('migrations on SQLite', () => {
  it('run directly: SQLite serves one process, there is nobody to wait for', async () => {
    await expect(withMigrationLock(env, () => Promise.resolve('migrated'))).resolves.toBe('migrated');
  });
});
