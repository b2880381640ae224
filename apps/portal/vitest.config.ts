import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Tests check every API answer against its contract schema, as development does (config/env.ts).
  define: { __CHECK_API_ANSWERS__: 'true' },
  test: {
    name: 'unit-dom',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
