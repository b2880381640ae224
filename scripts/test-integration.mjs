// Runs the integration suite on SQLite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = [['sqlite', {}]];
if (process.env.TEST_DATABASE_URL) runs.push(['postgres', { DATABASE_URL: process.env.TEST_DATABASE_URL }]);
else console.log('TEST_DATABASE_URL is not set: the integration suite runs on SQLite only.');

for (const [database, extra] of runs) {
  console.log(`\nIntegration tests on ${database}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, ...extra, INTEGRATION_DATABASE: database },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
