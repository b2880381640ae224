// Saves screenshots of the portal's main screens at a phone's and a desktop's width to docs/screens/, so that a
// reviewer sees the product without running it. Needs `npm run build` first; starts the built product on a throw-away
// database with the demo content (e2e/serve-fresh.mjs, as the e2e suite does) and signs in as the demo clinician.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screens');
const port = Number(process.env.SCREENS_PORT ?? 3400);
const baseUrl = `http://127.0.0.1:${String(port)}`;
const widths = [390, 1280];
const demo = { email: 'clinician@example.com', password: 'portal-demo-2026' };

/** The screens to capture, in order: a file name, a path, and what to wait for before the picture is taken. */
const signedInScreens = [
  // Home's greeting comes with the account, its widgets after: the picture waits for the widgets' list.
  { name: 'home', path: '/', ready: { role: 'list', name: 'Your dashboard' } },
  { name: 'stability-list', path: '/stability', ready: { role: 'heading', name: 'Stability', level: 1 } },
  {
    name: 'stability-product',
    // A product with handling warnings, so the picture shows their callout (docs/stability.md).
    path: '/stability/amphelix-50-mg',
    ready: { role: 'heading', name: /Amphelix/, level: 1 },
  },
  {
    name: 'education-item',
    path: '/education/antimicrobial-stewardship/iv-to-oral-switch',
    ready: { role: 'heading', level: 1 },
  },
  { name: 'search-results', path: '/search/vancomycin', ready: { role: 'link', name: /Vanclorin/ } },
  {
    name: 'form',
    path: '/clinical-requests/form/medicines-information-enquiry',
    ready: { role: 'heading', level: 1 },
  },
  { name: 'account', path: '/account', ready: { role: 'heading', name: 'Your details' } },
  {
    name: 'important-updates',
    path: '/important-updates',
    ready: { role: 'note', name: 'Safety notice' },
  },
  {
    // A safety notice's own page: the summary in the warning callout (docs/content.md, "Important updates").
    name: 'safety-notice',
    path: '/important-updates/look-alike-ampoules-midazolam-meridian-1-mg-ml-and-5-mg-ml',
    ready: { role: 'note', name: 'Safety notice' },
  },
  {
    // Home again, once the safety notice was opened: the latest updates and Recently viewed both mark it as one.
    name: 'dashboard-safety-notice',
    path: '/',
    ready: { role: 'note', name: 'Safety notice', count: 2 },
  },
];
const signedOutScreens = [{ name: 'sign-in', path: '/login', ready: { role: 'button', name: 'Sign in' } }];

function startServer() {
  const child = spawn('node', ['e2e/serve-fresh.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it stops npm and the server under it too.
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  return child;
}

async function waitForHealth(child) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${baseUrl}/json/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Waits for `count` (default 1) elements of the role and name to be drawn. */
async function waitFor(page, ready) {
  const { role, count = 1, ...options } = ready;
  await page
    .getByRole(role, options)
    .nth(count - 1)
    .waitFor({ state: 'visible', timeout: 20_000 });
  // Let images and fonts settle. (Never "networkidle": the bot check and the service worker keep the network busy.)
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
}

async function capture(page, screen, width) {
  await page.goto(`${baseUrl}${screen.path}`);
  await waitFor(page, screen.ready);
  const file = path.join(outDir, `${screen.name}-${String(width)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`saved ${path.relative(root, file)}`);
}

async function signIn(page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor({ timeout: 20_000 });
}

/** True when something already answers on the port: its screenshots would not be of this build. */
async function portTaken() {
  try {
    await fetch(`${baseUrl}/json/health`);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  if (await portTaken()) throw new Error(`port ${String(port)} is in use: set SCREENS_PORT to a free port`);
  mkdirSync(outDir, { recursive: true });
  const server = startServer();
  const stop = () => {
    if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  process.on('SIGINT', stop);
  let browser;
  try {
    await waitForHealth(server);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 900 } });
      const page = await context.newPage();
      for (const screen of signedOutScreens) await capture(page, screen, width);
      await signIn(page);
      for (const screen of signedInScreens) await capture(page, screen, width);
      await context.close();
    }
  } finally {
    await browser?.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
