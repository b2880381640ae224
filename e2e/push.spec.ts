import { type ChildProcess, spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

import { DEMO_PASSWORD } from './support';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// push subscriptions and notifications belong to the service worker.
test.use({ serviceWorkers: 'allow' });

/*
 * Push needs a server with VAPID keys, which the shared e2e server has not (so no other spec meets the offer). This
 * spec starts its own on the next port. Headless Chromium cannot reach a real push service, so the browser's
 * PushManager is replaced by a stand-in that answers a subscription on FCM's origin, as Chrome's would look: the
 * portal's own code, the service worker and the server are the real ones.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const origin = `http://127.0.0.1:${String(port)}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let server: ChildProcess | undefined;

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const taken = await fetch(`${origin}/json/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${String(port)} is taken: stop what listens there (an earlier run's server?).`);
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  server = spawn('node', ['e2e/serve-fresh.mjs'], {
    cwd: root,
    stdio: 'ignore',
    // Its own process group, so stopping it stops the server it starts too.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      E2E_MAIL_DIR: path.join(root, 'test-results', 'e2e-mail-push'),
      VAPID_PUBLIC_KEY: keys.getPublicKey().toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), keys.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
      VAPID_SUBJECT: 'mailto:e2e@example.org',
    },
  });
  for (let tries = 0; tries < 240; tries += 1) {
    const healthy = await fetch(`${origin}/json/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The push e2e server did not start.');
});

test.afterAll(async () => {
  const pid = server?.pid;
  if (pid === undefined || server?.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  process.kill(-pid, 'SIGTERM');
  await exited;
});

/** Replaces the browser's push service with a stand-in: a subscription on FCM's origin with real-sized keys. */
async function fakePushService(context: BrowserContext) {
  const p256dh = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(6).toString('hex')}`;
  await context.addInitScript(
    ({ endpoint: url, p256dh: key, auth: secret }) => {
      let current: unknown = null;
      const subscription = {
        endpoint: url,
        expirationTime: null,
        toJSON: () => ({ endpoint: url, expirationTime: null, keys: { p256dh: key, auth: secret } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      PushManager.prototype.subscribe = () => {
        current = subscription;
        return Promise.resolve(subscription as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = () => Promise.resolve(current as PushSubscription | null);
    },
    { endpoint, p256dh, auth },
  );
  return endpoint;
}

const CLINICIAN_OFFER =
  'Get notifications about safety notices and other important updates, stability data and education?';

async function signIn(page: Page, email = 'clinician@example.com') {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

test('a browser that allows notifications is subscribed silently, and unsubscribed on sign-out', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  await context.grantPermissions(['notifications'], { origin });
  const endpoint = await fakePushService(context);
  const page = await context.newPage();

  const subscribed = page.waitForResponse((response) => response.url().endsWith('/push/subscribe'));
  await signIn(page);
  const response = await subscribed;
  expect(response.status()).toBe(201);
  expect((response.request().postDataJSON() as { endpoint: string }).endpoint).toBe(endpoint);
  await expect(page.getByText(/^Get notifications about/)).toHaveCount(0);

  const unsubscribed = page.waitForRequest((request) => request.url().endsWith('/push/unsubscribe'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await unsubscribed).postDataJSON()).toEqual({ endpoint });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

test('a browser not yet asked gets one offer; No is remembered for the account on this browser', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  await fakePushService(context);
  const page = await context.newPage();
  const subscribeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/push/subscribe')) subscribeCalls.push(request.url());
  });

  await signIn(page);
  const offer = page.getByRole('status').filter({ hasText: CLINICIAN_OFFER });
  await expect(offer).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await offer.getByRole('button', { name: 'No', exact: true }).click();
  await expect(offer).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText(/^Get notifications about/)).toHaveCount(0);
  expect(subscribeCalls).toEqual([]);
  await context.close();
});

test('the account page switches an area’s notifications off and keeps it so', async ({ page }) => {
  await signIn(page);
  await page.goto('/account');
  const settings = page.getByRole('group', { name: /Push notifications on this browser/ });
  const updates = settings.getByRole('checkbox', { name: 'New important updates' });
  await expect(updates).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Stability data published with a notice' })).toBeChecked();
  await updates.uncheck();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'New important updates' })).not.toBeChecked();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('checkbox', { name: 'New important updates' }).check();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
});

test('the offer names only what the account can receive: no safety notices for roles without Important updates', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  await fakePushService(context);
  const page = await context.newPage();
  await signIn(page, 'pharmacist@example.com');
  const offer = page.getByRole('status').filter({ hasText: /^Get notifications about/ });
  await expect(offer).toContainText('Get notifications about stability data and education?');
  await expect(offer).not.toContainText(/safety|important updates/i);
  await context.close();
});

test('after the browser refused, the account page says so and how to allow them, with no ticked switch', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  await fakePushService(context);
  // Chromium cannot be made to refuse through Playwright: the page is told what a refusing browser answers.
  await context.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/account');
  const reason = page.getByText(/You have blocked notifications from this portal in this browser/);
  await expect(reason).toBeVisible();
  const settings = page.getByRole('group', { name: /Push notifications on this browser/ });
  await expect(settings.getByRole('checkbox')).toHaveCount(3);
  for (const box of await settings.getByRole('checkbox').all()) {
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
  }
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await context.close();
});

test('on a server without VAPID keys, the account page says push is not switched on, with the switches disabled', async ({
  browser,
}) => {
  // The shared e2e server has no keys.
  const shared = `http://127.0.0.1:${String(port - 7)}`;
  const context = await browser.newContext({ baseURL: shared });
  await context.grantPermissions(['notifications'], { origin: shared });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/account');
  await expect(page.getByText(/Push notifications are not switched on for this portal/)).toBeVisible();
  const boxes = page.getByRole('group', { name: /Push notifications on this browser/ }).getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) {
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
  }
  await context.close();
});
