// @ts-check
/**
 * Mutation testing of the preparation calculator alone (docs/clinical-tools.md, "Mutation tests"): a wrong figure
 * there harms a patient, so every mutant must be killed; an equivalent one is disabled in the code with its reason.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.calculator.config.mjs' },
  plugins: ['@stryker-mutator/vitest-runner', './stryker-ignore-meta.mjs'],
  ignorers: ['openapi-meta'],
  mutate: ['src/preparation-calculator.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  thresholds: { high: 100, low: 100, break: 100 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation-calculator/index.html' },
  // The last run's results, committed: a run tests again only the mutants whose code or tests changed since.
  incremental: true,
  incrementalFile: 'stryker-incremental-calculator.json',
  tempDirName: '.stryker-tmp-calculator',
  cleanTempDir: 'always',
};
