import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';

import { withWriteLock } from './sqliteWriteLock';

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * SQLite for `file:` URLs, PostgreSQL for `postgres://` URLs. The schema only ever comes from
 * the committed migrations (push is off), so both adapters start from the same, reviewed DDL.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length).split('?')[0] ?? '';
    if (file && file !== ':memory:')
      mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
    return withWriteLock(
      sqliteAdapter({
        client: { url },
        push: false,
        // Payload leaves SQLite transactions off by default; the portal never half-writes, so they are on, and the
        // process's writes take turns (sqliteWriteLock.ts).
        transactionOptions: {},
        migrationDir: path.join(migrationsRoot, 'sqlite'),
      }),
    );
  }
  return postgresAdapter({
    pool: { connectionString: url },
    push: false,
    migrationDir: path.join(migrationsRoot, 'postgres'),
  });
}
