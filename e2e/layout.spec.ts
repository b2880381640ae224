import { expect, type Page, test } from '@playwright/test';

import { logIn } from './support';

async function menuEntries(page: Page) {
  const entries = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');
  // The menu's entries arrive with its code, after the account's name: wait for them rather than read none.
  await entries.first().waitFor();
  return entries.allInnerTexts();
}

test('the clinician sees every side-menu entry, with their name and account link', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toContainText('Clara Whitfield');
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  await expect
    .poll(() => menuEntries(page))
    .toEqual([
      'Home',
      'Stability',
      'Education',
      'Clinical Resources',
      'Clinical Requests',
      'Clinical Trials',
      'Pricing Requests',
      'Important updates',
      'Meet the team',
      'Product Catalogue',
      'CPD Log',
      'Quick Links',
      'Report an issue',
      'Request a callback',
      'My requests',
    ]);
  await expect(page).toHaveTitle('Home · HCP Portal');
});

test('the pharmacist sees only their entries, and an account without roles sees no side menu or search', async ({
  page,
}) => {
  await logIn(page, 'pharmacist@example.com');
  await expect
    .poll(() => menuEntries(page))
    .toEqual([
      'Home',
      'Stability',
      'Education',
      'Meet the team',
      'CPD Log',
      'Quick Links',
      'Report an issue',
      'Request a callback',
      'My requests',
    ]);
  await expect(page.getByRole('search')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out, without a reload: no search box and no side menu are left behind.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await logIn(page, 'noroles@example.com');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
});

test('a submenu that fails to load says "Error", and opens and closes by keyboard', async ({ page }) => {
  await page.route('**/json/api/v1/menu/education', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"x","message":"x","data":{"status":500}}',
    }),
  );
  await logIn(page, 'clinician@example.com');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const toggle = menu.getByRole('button', { name: 'Education' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const submenu = menu.getByRole('list', { name: 'Education pages' });
  await expect(submenu.getByRole('alert')).toHaveText('Error');
  await expect(submenu.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/education');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(submenu).toBeHidden();
});

test('the search box offers shortcuts on focus and opens /search/{query}', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await box.focus();
  const shortcuts = page.getByRole('navigation', { name: 'Search shortcuts' });
  await expect(shortcuts.getByRole('link')).toHaveText(['Education', 'Stability']);
  await box.fill('glucose 5%');
  await expect(shortcuts).toHaveCount(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/glucose%205%25$/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, takes focus, closes on Escape and on navigation', async ({ page }) => {
    await logIn(page, 'clinician@example.com');
    const hamburger = page.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.body.classList.contains('mobile-menu-open'))).toBe(true);
    const panel = page.locator('#mobile-menu');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(panel.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => document.body.classList.contains('mobile-menu-open'))).toBe(false);

    await hamburger.click();
    await panel.getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('logged out, the mobile menu offers Sign in and Register', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible();
  });
});

test('the component gallery shows every toast variant, and a live toast from it goes by itself', async ({ page }) => {
  await page.goto('/components');
  await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
  for (const variant of ['Information', 'Success', 'Warning', 'Error']) {
    await expect(page.getByLabel(`${variant}: A ${variant.toLowerCase()} toast`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Show error' }).click();
  const live = page.getByRole('alert', { name: 'Error: Live error toast' });
  await expect(live).toBeVisible();
  await expect(live).toBeHidden({ timeout: 8000 });
});
