import { defineConfig } from 'vitest/config';

// The calculator's tests only, for its own Stryker run (npm run test:mutation:calculator).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/preparation-calculator.test.ts'],
  },
});
