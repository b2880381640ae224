import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { expectPressHeld, holdScripts, openDrawnPage, PRESS_DELAYS_MS, waitUntilAfterPaint } from './early-press';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a clinician logs in and sees their name, stays signed in on reload, and logs out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email address').fill('clinician@example.com');
  await page.getByLabel('Password', { exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the HCP Portal' })).toBeVisible();
});

test('signing in works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Email address');
  // Skip link, logo and the header's links come first; the form follows within a few Tab presses.
  for (
    let presses = 0;
    presses < 8 && !(await email.evaluate((field) => field === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type('pharmacist@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('portal-demo-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Raman' })).toBeVisible();
});

test('a wrong password is refused with a message, and nothing is stored', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('clinician@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'The email address or password is incorrect.',
  );
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
});

test('an account waiting for approval is told what happens, how long it takes and whom to ask', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('noroles@example.com');
  await page.getByLabel('Password', { exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Noah Bennett' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Your account is waiting for approval' });
  await expect(waiting).toContainText('usually takes up to two working days');
  await expect(waiting).toContainText('We will email noroles@example.com as soon as your account is approved.');
  await expect(waiting.getByRole('link', { name: '+44 1223 000 140' })).toHaveAttribute('href', 'tel:+441223000140');
  await expect(waiting).toContainText('(Monday to Friday, 8:00 to 18:00)');
  // The screen speaks of approval and access, never of "roles".
  await expect(page.locator('main')).not.toContainText(/\broles?\b/i);
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `docs/screens/awaiting-approval-${String(width)}.png`, fullPage: true });
  }
});

test('a stored token the server refuses is dropped at start, before any guarded screen renders', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    window.localStorage.setItem('hcp-portal.auth', JSON.stringify({ token: 'revoked.or.forged', authenticated: true }));
  });
  const checks: number[] = [];
  page.on('response', (response) => {
    // The check is the account call (it reads the account of a live token at the same time).
    if (response.url().endsWith('/json/api/v1/account')) checks.push(response.status());
  });
  // Every call that carries the dead token, other than the check itself, is recorded: there must be none.
  const guarded: string[] = [];
  page.on('request', (request) => {
    const carriesToken = request.headers().authorization !== undefined;
    if (carriesToken && !request.url().endsWith('/json/api/v1/account')) guarded.push(request.url());
  });

  await page.goto('/stability');

  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(checks).toEqual([403]);
  expect(guarded).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('hcp-portal.auth'))).toBeNull();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/login still shows the brand and the sign-in form, says JavaScript is needed, and never puts the password in an address', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const response = await page.goto('/login');
    // The page the server drew, with the brand's colour and the early-press script allowed by their hashes.
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'sha256-[\w+/=]+';/);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    await expect(page).toHaveTitle('Sign in · HCP Portal');
    await expect(page.getByRole('link', { name: 'HCP Portal home' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('New to the portal?')).toBeVisible();
    await expect(page.locator('body')).toContainText('The HCP Portal needs JavaScript to sign you in.', {
      useInnerText: true,
    });
    // (axe needs a script in the page; the first test checks the same markup with JavaScript on.)
    // The button is never disabled; pressed here, the browser posts the form and the server sends the page again.
    await page.getByLabel('Email address').fill('clinician@example.com');
    await page.getByLabel('Password', { exact: true }).fill('portal-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(addresses.filter((address) => /password|portal-demo|clinician/.test(address))).toEqual([]);
  });
});

test.describe('a press before the page’s code has run (issue 30)', () => {
  // The service worker would serve the code from its cache, past the held download.
  test.use({ serviceWorkers: 'block' });

  for (const delay of PRESS_DELAYS_MS) {
    test(`Enter pressed ${String(delay)} ms after /login first paints, before its code has come, signs in`, async ({
      page,
    }) => {
      const tokenCalls: string[] = [];
      const addresses: string[] = [];
      page.on('request', (request) => {
        addresses.push(request.url());
        if (request.url().endsWith('/json/jwt-auth/v1/token')) tokenCalls.push(request.method());
      });
      const scripts = await holdScripts(page);
      const paintedAt = await openDrawnPage(page, '/login');
      // As a password manager does: both fields filled, then Enter.
      await page.getByLabel('Email address').fill('clinician@example.com');
      await page.getByLabel('Password', { exact: true }).fill('portal-demo-2026');
      await waitUntilAfterPaint(page, paintedAt, delay);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expectPressHeld(page);
      expect(scripts.arrived()).toBe(0);
      expect(tokenCalls).toEqual([]);

      scripts.release();
      await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      // Sent once, by the page's own code, and never in an address.
      expect(tokenCalls).toEqual(['POST']);
      expect(addresses.filter((address) => /password|portal-demo/.test(address))).toEqual([]);
    });
  }
});

test('a signed-in visitor opening /login is taken home, as before', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('clinician@example.com');
  await page.getByLabel('Password', { exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
});

test('from the sign-in page, Register opens the registration form in the same page', async ({ page }) => {
  // Live: the drawn page announces it once React has taken it over (lib/early-presses.ts). Its button is enabled
  // before that, for presses made early, and a link pressed before it is the browser's own: a full page load.
  await page.addInitScript(() => {
    document.addEventListener('hcp:page-ready', () => {
      (window as Window & { pageReady?: boolean }).pageReady = true;
    });
  });
  await page.goto('/login');
  await page.waitForFunction(() => (window as Window & { pageReady?: boolean }).pageReady === true);
  await page.evaluate(() => {
    (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage = true;
  });
  await page.getByRole('link', { name: 'Register as a healthcare professional' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
  // The portal took over in place: no page load.
  expect(await page.evaluate(() => (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
