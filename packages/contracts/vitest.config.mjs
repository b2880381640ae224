import { defineConfig } from 'vitest/config';

// The contracts' own tests, for Stryker's runner (npm run test:mutation); the root config runs them as unit-node.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
