import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD, logIn } from './support';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// its offline screen opens on the service worker's app shell.
test.use({ serviceWorkers: 'allow' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a shared link to a stability product opens it after signing in', async ({ page }) => {
  await page.goto('/stability/vanclorin-1-g');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill('pharmacist@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/stability\/vanclorin-1-g$/);
  await expect(page.getByRole('heading', { level: 1, name: /Vanclorin 1 g/ })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`at ${String(width)} px a refused area lands on home with a toast that says why and who to ask`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await logIn(page, 'pharmacist@example.com');
    await page.goto('/clinical-trials');
    await expect(page).toHaveURL(/\/$/);
    const toast = page.getByRole('alert', { name: 'Warning: You cannot open Clinical trials' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your account does not give access to Clinical trials.');
    await expect(page.getByRole('heading', { name: 'Welcome, Priya Raman' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id} (${violation.help})`)).toEqual([]);
    await page.screenshot({ path: `docs/screens/refusal-toast-${String(width)}.png` });

    await toast.getByRole('link', { name: 'Contact the provider’s team' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toast).toBeHidden();
  });
}

test('an area the account may open shows no refusal', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto('/stability');
  await expect(page).toHaveURL(/\/stability$/);
  await expect(page.getByRole('alert', { name: /You cannot open/ })).toHaveCount(0);
});

test('Request a callback is linked from the side menu, the contact page and the team pages', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  const callback = (scope: 'navigation' | 'main') =>
    (scope === 'main' ? page.getByRole('main') : page.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Request a callback',
    });
  await expect(callback('navigation')).toHaveAttribute('href', '/request-callback');
  await page.goto('/contact');
  await expect(callback('main')).toHaveAttribute('href', '/request-callback');
  await page.goto('/meet-the-team');
  await expect(callback('main')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Medical Information' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await callback('main').click();
  await expect(page).toHaveURL(/\/request-callback$/);
  await expect(page.getByRole('heading', { level: 1, name: /callback/i })).toBeVisible();
});

test('signed out, the contact page offers no callback link', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a callback' })).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`at ${String(width)} px offline, a banner says so, a form keeps its answers and says sending needs a connection`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Your name (required)').fill('Sam Carter');
    await form.getByLabel('Your email (required)').fill('sam.carter@example.org');
    await form.getByLabel('Message (required)').fill('Do you supply hospitals in the Channel Islands?');
    await form.getByRole('checkbox', { name: /I agree that the HCP Portal team stores/ }).check();
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Pages you have already opened stay on screen');
    await expect(page.locator('[aria-live="polite"]').filter({ has: banner })).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id} (${violation.help})`)).toEqual([]);
    await page.screenshot({ path: `docs/screens/offline-banner-${String(width)}.png` });

    await form.getByRole('button', { name: 'Send message' }).click();
    const summary = form.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toContainText('You are offline, so the form could not be sent. Your answers are kept here');
    await expect(summary).not.toContainText(/robot/i);
    await expect(summary).toBeFocused();
    await expect(form.getByLabel('Your name (required)')).toHaveValue('Sam Carter');
    await expect(form.getByLabel('Message (required)')).toHaveValue('Do you supply hospitals in the Channel Islands?');
    await expect(form.getByRole('checkbox', { name: /I agree that the HCP Portal team stores/ })).toBeChecked();
    await page.screenshot({ path: `docs/screens/offline-form-${String(width)}.png` });

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status', { name: 'Thank you, your form has been sent' })).toBeVisible({
      timeout: 20_000,
    });
  });
}
