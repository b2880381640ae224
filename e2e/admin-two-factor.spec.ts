import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

import { DEMO_PASSWORD, signInToAdmin } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const EMAIL = 'second.factor@example.com';

/** No WCAG 2.2 AA finding in the two-step screen (the part of /admin this project draws), at 390 and 1280 px. */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).include('.admin-two-factor').withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${name} at ${String(width)}: ${violation.id}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${String(width)}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function passwordSignIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a CMS account sets up two-step sign-in, and then gives a code before it reaches any admin page', async ({
  page,
}) => {
  // Three sign-ins and several admin pages, each rendered by Next on a shared two-core machine.
  test.setTimeout(90_000);
  // An administrator makes a CMS account for this test, so the demo accounts keep signing in with a password.
  await signInToAdmin(page, 'admin@example.com');
  const created = await page.request.post('/api/admins', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { email: EMAIL, name: 'Sam Second', role: 'editor', password: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  // Not required in this server (ADMIN_2FA_REQUIRED=false): the account reaches the admin, and may set it up.
  await passwordSignIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/two-factor');
  await page.getByLabel('Your password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code that adds HCP Portal/ })).toBeVisible();
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s+/g, '');
  await checkAtBothWidths(page, 'admin-enrol');
  const confirmCode = page.getByLabel('6-digit code from your authenticator app');
  await expect(confirmCode).toHaveAttribute('autocomplete', 'one-time-code');
  await confirmCode.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await checkAtBothWidths(page, 'admin-recovery-codes');
  await page.getByRole('link', { name: 'Continue to the admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.context().clearCookies();

  // Signed in again with the password: every admin page leads to the code step until a code is given.
  await passwordSignIn(page);
  await expect(page).toHaveURL(/\/admin\/two-factor/);
  await page.goto('/admin/collections/pages');
  await expect(page).toHaveURL(/\/admin\/two-factor\?redirect=/);
  const pagesThroughApi = await page.request.get('/api/pages', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(pagesThroughApi.status()).toBe(403);

  const code = page.getByLabel('6-digit code from your authenticator app');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await checkAtBothWidths(page, 'admin-code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That code is not correct')).toBeVisible();
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/pages/);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
});
