import { getPayload, type Migration, type Payload } from 'payload';

import { env } from '../env';
import { migrations as postgresMigrations } from '../migrations/postgres';
import { migrations as sqliteMigrations } from '../migrations/sqlite';
import config from '../payload.config';
import { seedDemo } from '../seed/demo';

/** Starts Payload, brings the schema up to date from the committed migrations, and seeds demo content when asked. */
export async function bootPayload(options: { seedDemo: boolean }): Promise<Payload> {
  const payload = await getPayload({ config });
  // Generated migrations type their arguments per adapter; Payload's runner takes them untyped.
  const migrations = (env.databaseKind === 'sqlite' ? sqliteMigrations : postgresMigrations) as unknown as Migration[];
  await payload.db.migrate({ migrations });
  if (options.seedDemo) await seedDemo(payload);
  // Only then does this process start running the jobs queue (notification mails) on its autoRun schedule, so the
  // queue never waits on the migration's or the seed's long transactions.
  await getPayload({ config, cron: true });
  return payload;
}
