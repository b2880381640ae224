import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          // Lexical's Node entry points use top-level await, which deadlocks Node 20's loader now and then; the
          // production condition picks their plain builds (docs/architecture.md, "Lexical and Node 20").
          execArgv: ['--conditions=production'],
          include: ['packages/contracts/src/**/*.test.ts', 'apps/cms/src/**/*.test.ts', 'eslint/**/*.test.js'],
        },
      },
      'apps/portal/vitest.config.ts',
      {
        // The CMS's tsconfig leaves JSX to Next; a test that renders an admin component gets React's runtime here.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'integration',
          environment: 'node',
          execArgv: ['--conditions=production'],
          include: ['apps/cms/tests/integration/**/*.test.ts'],
          setupFiles: ['apps/cms/tests/integration/setup-env.ts'],
          // Each file boots its own Payload on a throw-away database (SQLite: a file per test file; PostgreSQL: a
          // database per worker, see setup-env.ts), so two files run at once, one per core of the CI machine.
          fileParallelism: true,
          maxWorkers: 2,
          // A worker's files share its process, so Payload, its database adapters and Lexical are imported once per
          // worker, not per file (30 % of the workers' time); setup-env.ts gives each file the CMS's modules afresh.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Issue 27: the built server, started as the image starts it, through faults under load (npm run test:faults).
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.mjs'],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          // Issue 17's proof: built servers on PostgreSQL behind a proxy, black-box (npm run test:cluster).
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.mjs'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 400_000,
        },
      },
    ],
  },
});
