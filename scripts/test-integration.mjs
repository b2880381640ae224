// Runs the integration suite on SQLite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

import pg from 'pg';

const runs = [['sqlite', {}]];
if (process.env.TEST_DATABASE_URL) runs.push(['postgres', { DATABASE_URL: process.env.TEST_DATABASE_URL }]);
else console.log('TEST_DATABASE_URL is not set: the integration suite runs on SQLite only.');

/** Drops the per-worker databases the PostgreSQL run created beside TEST_DATABASE_URL's (setup-env.ts). */
async function dropWorkerDatabases(baseUrl) {
  const base = new URL(baseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname ~ $1', [`^${base}_w[0-9]+$`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

for (const [database, extra] of runs) {
  console.log(`\nIntegration tests on ${database}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, ...extra, INTEGRATION_DATABASE: database },
  });
  if (database === 'postgres') await dropWorkerDatabases(process.env.TEST_DATABASE_URL);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
