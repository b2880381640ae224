// @ts-check
/**
 * Mutation testing of the contracts' logic modules (docs/testing.md, "Mutation testing"): the rules both the CMS and
 * the portal apply, where a slip passes every type check. The schema-only modules are left out to keep the run short.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.mjs' },
  plugins: ['@stryker-mutator/vitest-runner', './stryker-ignore-meta.mjs'],
  ignorers: ['openapi-meta'],
  mutate: ['src/account.ts', 'src/requests.ts', 'src/cpd.ts', 'src/cpd-period.ts', 'src/plural.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // The last run's results, committed: a run tests again only the mutants whose code or tests changed since.
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
