import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

// Each worker drives its own server on its own throw-away database, so two spec files run at once without sharing
// accounts, limits or mail. Playwright evaluates this file in every worker, with TEST_PARALLEL_INDEX set there.
// One by default: on CI's two cores, two servers and two browsers push the admin's heavier screens past the time-out.
const workers = Number(process.env.E2E_WORKERS ?? 1);
const basePort = Number(process.env.E2E_PORT ?? 3100);
// Far from E2E_PORT + 7 and + 8, where push.spec.ts and observability.spec.ts start servers of their own.
const portOf = (index: number) => basePort + 50 * index;
const mailBase =
  process.env.E2E_MAIL_BASE ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/e2e-mail');
process.env.E2E_MAIL_BASE = mailBase;
const mailDirOf = (index: number) => `${mailBase}-${String(index)}`;
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// The e2e server's SMTP server writes each message here; the tests read them (e2e/mail.ts).
process.env.E2E_MAIL_DIR = mailDirOf(index);
const urlOf = (i: number) => `http://127.0.0.1:${String(portOf(i))}`;

export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // A spec file's tests run in order in one worker; files are shared out between the workers.
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once is a defect to fix, not noise to hide.
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: urlOf(index),
    browserName: 'chromium',
    // Off unless asked for (E2E_TRACE=1): recording every test's trace to keep a failure's took about 8 % of the
    // suite's time (docs/performance.md), and CI keeps nothing but the printed log.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // Blocked unless a spec file allows it (the offline, app-shell and push specs): each test's new context would
    // otherwise install the portal's worker and download the whole app shell into its cache, some 190 files, which
    // took 9 to 18 % of the browser tests' CPU (docs/performance.md) for nothing the other specs check.
    serviceWorkers: 'block',
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
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: 'node e2e/serve-fresh.mjs',
    cwd: '..',
    url: `${urlOf(i)}/json/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(portOf(i)), HOST: '127.0.0.1', LOG_LEVEL: 'warn', E2E_MAIL_DIR: mailDirOf(i) },
  })),
});
