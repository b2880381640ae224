import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type pg from 'pg';
import type { DatabaseAdapterObj } from 'payload';

import { withCommitCheck } from './commit-check';
import { withDurableSqlite } from './sqlite-client';

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
    return withCommitCheck(
      withDurableSqlite(
        sqliteAdapter({
          client: { url },
          push: false,
          // Payload leaves SQLite transactions off by default; the portal never half-writes, so they are on, and the
          // process's writes take turns on a durable client (sqlite-client.ts).
          transactionOptions: {},
          migrationDir: path.join(migrationsRoot, 'sqlite'),
        }),
        url,
      ),
    );
  }
  return withCommitCheck(
    withResilientPool(
      postgresAdapter({
        pool: { connectionString: url, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS },
        push: false,
        migrationDir: path.join(migrationsRoot, 'postgres'),
      }),
    ),
  );
}

/** A connection the server cannot open within this is an outage: the request answers 503 instead of hanging. */
const POOL_CONNECT_TIMEOUT_MS = 5000;

/** What the PostgreSQL adapter holds of `pg`: its Pool class, the pool's options, and the pool once connected. */
type PostgresAdapterState = {
  pg: { Pool: new (options: unknown) => pg.Pool };
  poolOptions: unknown;
  pool: pg.Pool | undefined;
  payload: { logger: { warn: (object: Record<string, unknown>) => void } };
  connect?: (options?: unknown) => Promise<void>;
};

/**
 * The adapter's pool, made before Payload's `connect` would: an idle connection the database ends (a restart,
 * `pg_terminate_backend`, a network cut) makes the pool emit `error`, which crashes a process that does not listen.
 * Listening, the pool drops that connection and opens a new one on the next query. Payload's own connect also checks
 * out one connection for good, to reconnect it on ECONNRESET only; made here, the pool skips that and keeps no
 * connection out of the pool, so `pool.end()` closes everything at shutdown.
 */
export function withResilientPool(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args);
      const state = adapter as unknown as PostgresAdapterState;
      const connect = state.connect;
      if (connect) {
        state.connect = async function (this: unknown, options?: unknown) {
          if (!state.pool) {
            const pool = new state.pg.Pool(state.poolOptions);
            pool.on('error', (error: Error & { code?: string }) => {
              state.payload.logger.warn({
                err: error,
                msg: `database connection lost (${error.code ?? error.message})`,
              });
            });
            state.pool = pool;
          }
          await connect.call(this, options);
        };
      }
      return adapter;
    },
  };
}

/** PostgreSQL's connection pool, as the rest of the CMS names it without importing `pg`. */
export type PostgresPool = pg.Pool;

/** The PostgreSQL adapter's pool, or undefined for SQLite. */
export function postgresPoolOf(db: unknown): PostgresPool | undefined {
  const pool = (db as { pool?: Partial<pg.Pool> }).pool;
  return pool && typeof pool.end === 'function' && typeof pool.totalCount === 'number' ? (pool as pg.Pool) : undefined;
}

/**
 * Closes the database after the last request: Payload's `destroy` stops its crons and forgets the schema but leaves
 * PostgreSQL's pool open, so the pool is ended here; SQLite's client is closed.
 */
export async function closeDatabase(payload: { destroy: () => Promise<void>; db: unknown }): Promise<void> {
  const pool = postgresPoolOf(payload.db);
  const sqlite = (payload.db as { client?: { close?: () => void } }).client;
  await payload.destroy();
  if (pool) await pool.end();
  else sqlite?.close?.();
}
