import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

import AxeBuilder from '@axe-core/playwright';
import { APP_VERSION } from '@hcp/contracts/version';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { DEMO_PASSWORD, storedToken } from './support';

/*
 * Error reporting and analytics need a server with SENTRY_DSN and POSTHOG_* set, which the shared e2e server has not
 * (so no other spec meets the banner). This spec starts its own on E2E_PORT+8, pointing both at local receivers that
 * stand in for Sentry and PostHog and keep every request they get.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 8;
const origin = `http://127.0.0.1:${String(port)}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let server: ChildProcess | undefined;

type Received = { method: string; path: string; body: Buffer };
type Receiver = { origin: string; requests: Received[]; server: Server };
let sentry: Receiver;
let posthog: Receiver;

/** A local HTTP server that records every request and answers as Sentry's ingest or PostHog would, with CORS. */
async function startReceiver(answer: (request: Received) => unknown): Promise<Receiver> {
  const requests: Received[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { method: request.method ?? 'GET', path: request.url ?? '/', body: Buffer.concat(chunks) };
      requests.push(received);
      response.writeHead(request.method === 'OPTIONS' ? 204 : 200, {
        'Access-Control-Allow-Origin': request.headers.origin ?? '*',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Credentials': 'true',
        'Content-Type': 'application/json',
      });
      response.end(request.method === 'OPTIONS' ? undefined : JSON.stringify(answer(received)));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}`, requests, server: receiver };
}

/** The JSON items of a Sentry envelope: a header line, then an item header and its payload per item. */
function envelopeItems(body: Buffer): { type?: string; payload: Record<string, unknown> }[] {
  const lines = body.toString().split('\n').filter(Boolean).slice(1);
  const items: { type?: string; payload: Record<string, unknown> }[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    items.push({ type: header.type, payload: JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown> });
  }
  return items;
}

/** The event names in PostHog's capture calls (gzip-compressed or plain JSON). */
function capturedEvents(requests: Received[]): string[] {
  return requests
    .filter((request) => request.method === 'POST' && /^\/(e|i\/v0\/e|batch)\//.test(request.path))
    .flatMap((request) => {
      const body = request.body[0] === 0x1f && request.body[1] === 0x8b ? gunzipSync(request.body) : request.body;
      try {
        type Captured = { event?: string; batch?: Captured[] };
        const parsed = JSON.parse(body.toString()) as Captured | Captured[];
        const events = Array.isArray(parsed) ? parsed : (parsed.batch ?? [parsed]);
        return events.map((event) => event.event ?? '');
      } catch {
        return ['(unreadable)'];
      }
    });
}

/** A recording upload as text, its gzip layers opened: the body, and the snapshot strings PostHog compresses. */
function recordingText(body: Buffer): string {
  const unpack = (value: unknown): string => {
    if (typeof value === 'string') {
      return value.startsWith('\u001f\u008b') ? gunzipSync(Buffer.from(value, 'latin1')).toString() : value;
    }
    if (Array.isArray(value)) return value.map(unpack).join('\n');
    if (value !== null && typeof value === 'object') return Object.values(value).map(unpack).join('\n');
    return String(value);
  };
  const text = (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString();
  try {
    return unpack(JSON.parse(text));
  } catch {
    return text;
  }
}

test.use({ baseURL: origin });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const taken = await fetch(`${origin}/json/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${String(port)} is taken: stop what listens there (an earlier run's server?).`);
  sentry = await startReceiver(() => ({}));
  // PostHog's remote config turns session recording on, as a project with recordings enabled would.
  posthog = await startReceiver((request) =>
    request.path.startsWith('/array/')
      ? { sessionRecording: { endpoint: '/s/' }, hasFeatureFlags: false }
      : { status: 1 },
  );
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
      E2E_MAIL_DIR: path.join(root, 'test-results', 'e2e-mail-observability'),
      SENTRY_DSN: `http://e2epublickey@${sentry.origin.slice('http://'.length)}/1`,
      SENTRY_ENVIRONMENT: 'e2e',
      POSTHOG_KEY: 'phc_e2e_project_key',
      POSTHOG_HOST: posthog.origin,
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
  throw new Error('The observability e2e server did not start.');
});

test.afterAll(async () => {
  await Promise.all(
    [sentry, posthog].map(
      (receiver) => new Promise((resolve) => (receiver as Receiver | undefined)?.server.close(resolve) ?? resolve(0)),
    ),
  );
  const pid = server?.pid;
  if (pid === undefined || server?.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  process.kill(-pid, 'SIGTERM');
  await exited;
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/**
 * A browser context as a person's Chrome: PostHog drops events from browsers that look like bots, as headless Chromium
 * under Playwright does ("HeadlessChrome", `navigator.webdriver`), and the portal keeps that filter on.
 */
async function freshPage(browser: Browser) {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
  const context = await browser.newContext({ baseURL: origin, userAgent });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
  return { context, page: await context.newPage() };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Help us improve the portal' });

test('the CSP lets the portal reach exactly the two receivers, and no script from them', async ({ request }) => {
  const csp = (await request.get('/login')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`connect-src 'self' ${sentry.origin} ${posthog.origin};`);
  // Scripts from this origin, and the one inline script of the drawn page by its hash (docs/portal-shell.md): no other
  // host, and nothing inline without its hash.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
});

test('a portal error reaches Sentry with the account, the release and no secret', async ({ browser }) => {
  const { context, page } = await freshPage(browser);
  const sdkLoaded = page.waitForResponse((response) => response.url().includes('/assets/error-reporting-sdk-'));
  await signIn(page, 'clinician@example.com');
  await sdkLoaded;
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: the portal failed');
    });
  });
  await expect
    .poll(() => sentry.requests.filter((request) => request.body.includes('e2e: the portal failed')).length)
    .toBeGreaterThan(0);
  const envelope = sentry.requests.find((request) => request.body.includes('e2e: the portal failed'));
  expect(envelope?.path).toMatch(/^\/api\/1\/envelope\//);
  const event = envelopeItems(envelope?.body ?? Buffer.alloc(0)).find((item) => item.type === 'event')?.payload;
  expect(event?.user).toEqual({ id: expect.stringMatching(/^\d+$/), email: 'clinician@example.com' });
  expect(event?.release).toBe(APP_VERSION);
  expect(event?.environment).toBe('e2e');
  for (const request of sentry.requests) {
    expect(request.body.toString()).not.toContain(token);
    expect(request.body.toString()).not.toContain(DEMO_PASSWORD);
  }
  // Analytics waits for consent: nothing went to PostHog meanwhile.
  expect(posthog.requests).toEqual([]);
  await context.close();
});

test('analytics sends nothing before consent, and page views and a masked recording after Accept', async ({
  browser,
}) => {
  // The recorder sends its first snapshots after a few seconds.
  test.setTimeout(60_000);
  posthog.requests.length = 0;
  const { context, page } = await freshPage(browser);
  await signIn(page, 'clinician@example.com');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button')).toHaveText(['Accept', 'Decline']);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.waitForTimeout(1000);
  expect(posthog.requests).toEqual([]);

  // From the top of a freshly loaded page: the skip link, then the banner's choices.
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);

  await expect.poll(() => capturedEvents(posthog.requests)).toContain('$pageview');
  // A client-side route change: a second page view.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'Usage analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Allow', exact: true })).toBeChecked();
  await expect(page.getByText(/^You allowed usage analytics on /)).toBeVisible();
  await page.getByLabel('Organisation').fill('typed-but-never-recorded');
  await expect
    .poll(() => capturedEvents(posthog.requests).filter((event) => event === '$pageview').length)
    .toBeGreaterThan(1);
  // What the recordings hold, unpacked: the page's text, and the typing as a masked input of the same length.
  const recorded = () =>
    posthog.requests
      .filter((request) => request.path.startsWith('/s/'))
      .map((request) => recordingText(request.body))
      .join('\n');
  await expect.poll(recorded, { timeout: 20_000 }).toContain('*'.repeat('typed-but-never-recorded'.length));
  expect(recorded()).toContain('Usage analytics');
  expect(recorded()).not.toContain('typed-but-never-recorded');
  await context.close();
});

test('Decline sends nothing, ever; the choice is kept and shown on the account page', async ({ browser }) => {
  posthog.requests.length = 0;
  const { context, page } = await freshPage(browser);
  await signIn(page, 'pharmacist@example.com');
  const decline = banner(page).getByRole('button', { name: 'Decline' });
  await decline.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);

  await page.goto('/account');
  await expect(page.getByRole('radio', { name: 'Don’t allow' })).toBeChecked();
  await expect(page.getByText(/^You declined usage analytics on /)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Don’t allow' })).toBeChecked();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'pharmacist@example.com');
  await expect(banner(page)).toHaveCount(0);
  await page.waitForTimeout(1500);
  expect(posthog.requests).toEqual([]);
  await context.close();
});
