// `node bench/installability.mjs`: Chromium's own installability check of the built portal (run `npm run build`
// first): the manifest it parsed and the errors `Page.getInstallabilityErrors` reports, the check Lighthouse's
// "installable-manifest" audit ran until Lighthouse 12 removed its PWA category. Then, offline, whether the start URL
// still opens from the service worker's cached shell. Exits 1 on any error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { startServer } from './start-server.mjs';

const server = await startServer({ port: Number(process.env.PORT ?? 3202) });
// A persistent profile: Chromium never offers to install from an incognito-like context.
const profile = mkdtempSync(path.join(tmpdir(), 'hcp-install-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.baseUrl}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  console.log(`Manifest: ${manifest.url} (parse errors: ${String(manifest.errors.length)})`);
  console.log(
    `Installability errors: ${installabilityErrors.length === 0 ? 'none' : installabilityErrors.map((error) => error.errorId).join(', ')}`,
  );
  await context.setOffline(true);
  const offline = await page.goto(`${server.baseUrl}/`);
  console.log(
    `Offline start URL: ${String(offline?.status())} from the service worker: ${String(offline?.fromServiceWorker())}`,
  );
  failed = manifest.errors.length > 0 || installabilityErrors.length > 0 || offline?.status() !== 200;
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  server.stop();
}
process.exit(failed ? 1 : 0);
