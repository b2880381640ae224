import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, logIn } from './support';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// a screen opened offline loads its code from the service worker's cache.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 29, points 1 and 6: every new screen starts at the top with the focus on its h1, Back returns to where the
 * person left, and failures say what happened, offer Retry and keep the person's place.
 */

const WIDTHS = [390, 1280] as const;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The h1 of the screen: focused, and in view below the header (not scrolled off by the last screen's position). */
async function expectArrivedAt(page: Page, name: RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await scrollY(page)).toBe(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a product opened from the scrolled stability list starts at its h1; Back returns to the list’s place', async ({
      page,
    }) => {
      await logIn(page, 'pharmacist@example.com');
      await page.goto('/stability');
      const products = page.getByRole('list', { name: 'Stability products' }).getByRole('link');
      await expect(products).toHaveCount(20);
      const chosen = products.nth(16);
      const name = (await chosen.textContent()) ?? '';
      await chosen.scrollIntoViewIfNeeded();
      const listPlace = await scrollY(page);
      expect(listPlace).toBeGreaterThan(1000);

      await chosen.click();
      await expect(page).toHaveURL(/\/stability\/[a-z0-9-]+$/);
      await expectArrivedAt(page, new RegExp(`^${escapeRegExp(name)}`));

      await page.goBack();
      await expect(page).toHaveURL(/\/stability$/);
      await expect(products.nth(16)).toBeFocused();
      await expect.poll(() => scrollY(page)).toBe(listPlace);
      await expect(products.nth(16)).toBeInViewport();

      await page.goForward();
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(name)}`) }),
      ).toBeInViewport();
    });

    test('a product opened from the search results starts at its h1, not at the results’ scroll position', async ({
      page,
    }) => {
      await logIn(page, 'pharmacist@example.com');
      // A search with many results: the last of the page's results is far down the page.
      await page.goto('/search/mg');
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 });
      await expect(results).not.toHaveCount(0);
      const last = results.last().getByRole('link');
      const name = (await last.textContent()) ?? '';
      await last.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(300);
      await last.click();
      await expect(page).toHaveURL(/\/stability\/[a-z0-9-]+$/);
      // The name and strength are the first thing in view: 1 g and 500 mg sit side by side in results.
      await expectArrivedAt(page, new RegExp(`^${escapeRegExp(name)}`));
    });

    test('a failing product read says what failed, in place and in view, and Retry loads it', async ({ page }) => {
      await logIn(page, 'pharmacist@example.com');
      let calls = 0;
      await page.route('**/json/api/v1/stability/vanclorin-1-g', async (route) => {
        calls += 1;
        if (calls === 1) {
          await route.fulfill({
            status: 500,
            json: { code: 'internal_error', message: 'Something failed.', data: { status: 500 } },
          });
        } else {
          await route.continue();
        }
      });
      await page.goto('/stability');
      const link = page.getByRole('link', { name: 'Vanclorin 1 g', exact: true });
      await page.getByRole('link', { name: 'Next page' }).click();
      await link.scrollIntoViewIfNeeded();
      await link.click();

      const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await expect(failure).toContainText('The stability data for this product could not be loaded.');
      await expect(page).toHaveURL(/\/stability\/vanclorin-1-g$/);
      await expectArrivedAt(page, /^Sorry, there is a problem$/);
      const retry = failure.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeInViewport({ ratio: 1 });
      // In place: the layout, its header and menus, stays around the failure.
      await expect(page.getByRole('banner')).toBeVisible();
      await page.screenshot({ path: `docs/screens/area-failure-${String(width)}.png` });

      await retry.click();
      const heading = page.getByRole('heading', { level: 1, name: /^Vanclorin 1 g/ });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      expect(calls).toBe(2);
    });

    test('a withdrawn product says so at its own address, with the way to the list', async ({ page }) => {
      await logIn(page, 'pharmacist@example.com');
      // A link a colleague shared before the product was withdrawn.
      await page.goto('/stability/colistavane-1-million-units');
      await expect(
        page.getByRole('heading', { level: 1, name: 'This product’s stability data has been withdrawn' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/stability\/colistavane-1-million-units$/);
      await expect(page.getByText('Printed or saved copies of it may be out of date.')).toBeVisible();
      await page.screenshot({ path: `docs/screens/withdrawn-product-${String(width)}.png` });
      await expectNoAxeViolations(page, ['/stability/colistavane-1-million-units']);
      await expect(page).toHaveURL(/\/stability\/colistavane-1-million-units$/);

      await page.getByRole('link', { name: 'Go to the stability products' }).click();
      await expectArrivedAt(page, /^Stability$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/stability\/colistavane-1-million-units$/);
      await expect(page.getByRole('heading', { level: 1, name: /withdrawn$/ })).toBeVisible();
    });

    test('the account call failing shows Error in Module with what happened, Retry and Sign out', async ({ page }) => {
      await logIn(page, 'pharmacist@example.com');
      let failing = true;
      await page.route('**/json/api/v1/account/roles', async (route) => {
        if (failing) {
          await route.fulfill({
            status: 500,
            json: { code: 'internal_error', message: 'Something failed.', data: { status: 500 } },
          });
        } else {
          await route.continue();
        }
      });
      await page.goto('/stability');
      await expect(page.getByRole('heading', { level: 1, name: 'Error in Module' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Your account details could not be loaded');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByText('Loading again…')).toHaveCount(0);
      await page.screenshot({ path: `docs/screens/error-in-module-${String(width)}.png` });

      failing = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Stability' })).toBeVisible();
      await expect(page).toHaveURL(/\/stability$/);
    });

    test('offline, a submenu not loaded yet says it needs a connection, not Error; back online a failed screen loads', async ({
      page,
      context,
    }) => {
      await logIn(page, 'pharmacist@example.com');
      // The stability screens' code is here before the connection goes (a withdrawn product, then the list).
      await page.goto('/stability/colistavane-1-million-units');
      await page.getByRole('link', { name: 'Go to the stability products' }).click();
      await expect(page.getByRole('list', { name: 'Stability products' }).getByRole('link')).toHaveCount(20);
      await context.setOffline(true);

      const hamburger = page.getByRole('button', { name: 'Menu' });
      if (await hamburger.isVisible()) await hamburger.click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('button', { name: 'Education' }).click();
      const education = menu.getByRole('list', { name: 'Education pages' });
      await expect(education.getByText('Offline: this list needs a connection')).toBeVisible();
      await expect(menu.getByText('Error', { exact: true })).toHaveCount(0);
      await expect(menu.getByRole('alert')).toHaveCount(0);
      await expect(education.getByRole('link', { name: 'Overview' })).toBeVisible();
      await education.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screens/offline-side-menu-${String(width)}.png` });
      if (await hamburger.isVisible()) await page.keyboard.press('Escape');

      // A product opened offline says so; back online it loads by itself, with no "please reload".
      await page
        .getByRole('list', { name: 'Stability products' })
        .getByRole('link', { name: 'Aciclorex 250 mg', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByText('It loads again by itself once you are back online')).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: /^Aciclorex 250 mg/ })).toBeVisible();
      await expect(page.getByText('Connection lost')).toHaveCount(0);
      // The submenu that could not load offline loads too.
      if (await hamburger.isVisible()) await hamburger.click();
      const toggle = menu.getByRole('button', { name: 'Education' });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(education.getByText('Offline: this list needs a connection')).toHaveCount(0);
      await expect(education.getByRole('link', { name: 'All courses and categories' })).toBeVisible();
    });
  });
}
