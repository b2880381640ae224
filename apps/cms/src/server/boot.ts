import { getPayload, type Migration, type Payload } from 'payload';

import { checkNamedSchema } from '../db/schema-check';
import { env } from '../env';
import { syncFileProviders } from '../sso/providers';
import { migrations as postgresMigrations } from '../migrations/postgres';
import { migrations as sqliteMigrations } from '../migrations/sqlite';
import { jobSchedules } from '../jobs';
import { startJobWorkers } from '../jobs/worker';
import config from '../payload.config';
import { seedDemo } from '../seed/demo';
import { withMigrationLock } from '../utilities/migrationLock';
import { sharedLimitsOf } from '../utilities/shared-limits';
import { holdSqliteLock, refuseSqliteConcurrency, sqliteFileOf } from './single-process';

export type BootOptions = {
  seedDemo: boolean;
  /** This process serves requests (`npm run serve`): on SQLite it must be the only one, and says so otherwise. */
  serving?: boolean;
};

/** On SQLite, the one serving process claims the database before touching it; more processes are refused. */
async function claimSqlite(): Promise<void> {
  refuseSqliteConcurrency(env);
  const file = env.databaseKind === 'sqlite' ? sqliteFileOf(env.databaseUrl) : undefined;
  if (!file) return;
  await holdSqliteLock(file);
}

/**
 * Starts Payload, brings the schema up to date from the committed migrations, checks that every table and column
 * `db/` names exists (db/schema-check.ts), seeds demo content when asked, and
 * builds the rate limits every process shares (shared-limits.ts).
 */
export async function bootPayload(options: BootOptions): Promise<Payload> {
  if (options.serving) await claimSqlite();
  const payload = await getPayload({ config });
  // Generated migrations type their arguments per adapter; Payload's runner takes them untyped.
  const migrations = (env.databaseKind === 'sqlite' ? sqliteMigrations : postgresMigrations) as unknown as Migration[];
  // Several processes may start at once on one PostgreSQL database: they migrate in turn (utilities/migrationLock.ts).
  await withMigrationLock(env, () => payload.db.migrate({ migrations }));
  // A table or column `db/` reads directly that the migrated database lacks stops the start here, by name.
  await checkNamedSchema(payload);
  // The deployment's own identity providers appear in the admin's list, read-only (docs/sso.md).
  await syncFileProviders(payload);
  if (options.seedDemo) await seedDemo(payload);
  // Here, not on the first request: a Redis that REDIS_URL names but cannot be reached stops the start.
  await sharedLimitsOf(payload);
  // Only then does this process start running the job queues (notification mails, push), so the queues never wait
  // on the migration's or the seed's long transactions.
  startJobWorkers(payload, jobSchedules(env));
  return payload;
}
