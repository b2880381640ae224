// `node bench/lighthouse.mjs`: Lighthouse (mobile preset, simulated throttling) on the portal's pages in Debian's
// Chromium, against the built server (run `npm run build` first).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startServer } from './start-server.mjs';

const pages = ['/login', '/', '/page-not-found'];

const server = await startServer({ port: 3201 });
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
try {
  const rows = [];
  for (const page of pages) {
    const result = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const { categories, audits } = result.lhr;
    rows.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      'FCP ms': Math.round(audits['first-contentful-paint'].numericValue),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
    });
  }
  console.log(`Lighthouse ${new Date().toISOString()}, mobile preset`);
  console.table(rows);
} finally {
  await chrome.kill();
  server.stop();
}
