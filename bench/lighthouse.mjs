// `node bench/lighthouse.mjs`: Lighthouse (mobile preset, simulated throttling) on `/login` and on the signed-in `/`
// in Debian's Chromium, against the built server (run `npm run build` first), with issue 16's targets: performance
// ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05. The machine is shared and noisy, so each page runs RUNS times (3 by default) and the
// medians are reported. ONLY_HOME=1 runs the signed-in `/` alone; PORTAL_DIST measures another build.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { startServer } from './start-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
/** Where to keep each run's full report (LHR_DIR), to see what a figure is made of. */
const REPORTS = process.env.LHR_DIR;
let reportCount = 0;
const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.05 };
/** The portal's fixed local-storage key of the session, and the cookie it sets beside it (apps/portal/src/lib/storage.ts). */
const AUTH_STORAGE_KEY = 'hcp-portal.auth';
const SESSION_HINT_COOKIE = 'hcp-portal.session';
const DEMO = { username: 'clinician@example.com', password: 'portal-demo-2026' };

const server = await startServer({ port: Number(process.env.PORT ?? 3201) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
// The same browser, driven over CDP, to set up each run: a clean origin and, for the signed-in page, a session.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);

/** A fresh token of the demo clinician, as the login form gets it. */
async function signIn() {
  const response = await fetch(`${server.baseUrl}/json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()).token;
}

/**
 * Empties the origin (HTTP cache, service worker and its caches, storage) as Lighthouse's own reset would, then,
 * for a signed-in run, stores a session the way the portal does after signing in: the token, and the session hint
 * that makes the server send / as the signed-in home's drawn frame.
 */
async function prepareOrigin(token) {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: server.baseUrl, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  if (token) {
    // A file that is not the SPA: the origin's storage without starting the portal (and its service worker).
    await page.goto(`${server.baseUrl}/favicon.svg`);
    await page.evaluate(
      ([key, value, cookie]) => {
        window.localStorage.setItem(key, value);
        document.cookie = `${cookie}=1; Path=/; SameSite=Strict`;
      },
      [AUTH_STORAGE_KEY, JSON.stringify({ token, authenticated: true }), SESSION_HINT_COOKIE],
    );
  }
  await page.close();
}

async function audit(url, signedIn) {
  await prepareOrigin(signedIn ? await signIn() : null);
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // prepareOrigin has reset the origin; Lighthouse's own reset would also drop the session.
      disableStorageReset: true,
    },
    undefined,
  );
  const { categories, audits } = result.lhr;
  if (REPORTS) {
    reportCount += 1;
    writeFileSync(path.join(REPORTS, `lighthouse-${reportCount}.json`), JSON.stringify(result.lhr));
  }
  return {
    performance: Math.round(categories.performance.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  const pages = [
    ...(process.env.ONLY_HOME ? [] : [{ page: '/login', path: '/login', signedIn: false }]),
    { page: '/ (signed in)', path: '/', signedIn: true },
  ];
  const rows = [];
  for (const { page, path, signedIn } of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.baseUrl}${path}`, signedIn));
    const performance = median(runs.map((run) => run.performance));
    const lcpMs = median(runs.map((run) => run.lcpMs));
    const cls = median(runs.map((run) => run.cls));
    rows.push({
      page,
      runs: runs.map((run) => run.performance).join(' / '),
      'performance (median)': performance,
      'FCP ms': median(runs.map((run) => run.fcpMs)),
      'LCP ms': lcpMs,
      'TBT ms': median(runs.map((run) => run.tbtMs)),
      CLS: +cls.toFixed(3),
      'performance ÷ 95': +(performance / TARGETS.performance).toFixed(2),
      'LCP ÷ 1.5 s': +(lcpMs / TARGETS.lcpMs).toFixed(2),
      'CLS ÷ 0.05': +(cls / TARGETS.cls).toFixed(2),
      met: performance >= TARGETS.performance && lcpMs <= TARGETS.lcpMs && cls <= TARGETS.cls ? 'yes' : 'MISSED',
    });
  }
  console.log(`Lighthouse ${new Date().toISOString()}, mobile preset, median of ${RUNS} runs per page`);
  console.table(rows);
} finally {
  await browser.close().catch(() => undefined);
  await chrome.kill();
  server.stop();
}
