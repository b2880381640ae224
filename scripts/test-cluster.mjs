// `npm run test:cluster`: two built servers on one fresh PostgreSQL database behind a local proxy (tests/cluster/).
// Needs TEST_DATABASE_URL (a PostgreSQL server it may create and drop a database on) and `npm run build` before it.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the cluster test (two processes on PostgreSQL) is skipped.');
  process.exit(0);
}

const { assertBuilt } = await import('../tests/cluster/harness.mjs');
assertBuilt();
console.log('\nCluster test: two processes on one PostgreSQL database behind a proxy');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'cluster', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
