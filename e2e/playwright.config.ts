import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${String(port)}`;
// The e2e server's SMTP server writes each message here; the tests read them (e2e/mail.ts).
process.env.E2E_MAIL_DIR ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/e2e-mail');

export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once is a defect to fix, not noise to hide.
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve-fresh.mjs',
    cwd: '..',
    url: `${baseURL}/json/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
  },
});
