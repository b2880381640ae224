import { expect, type Page, test } from '@playwright/test';

import { logIn } from './support';

/**
 * Never stale: while the next item loads, the previous item's name and values must not be drawn under the new
 * address (a wrong-drug risk), a loading state is announced, and then the new item appears. Each test holds the
 * API's answer for the next item until it has looked at the page, so a stale screen cannot slip past unseen.
 */

const LONGEST_HOLD_MS = 15_000;

type HeldAnswers = { count: () => number; release: () => void };

/** Holds every answer whose URL matches until `release()` (or 15 s), like a very slow connection for that call. */
async function holdAnswers(page: Page, url: RegExp): Promise<HeldAnswers> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, LONGEST_HOLD_MS))]);
    await route.continue().catch(() => undefined);
  });
  return { count: () => count, release };
}

/** The side menu: beside the page on wide screens, behind the "Menu" button on a phone. */
async function mainMenu(page: Page) {
  const hamburger = page.getByRole('button', { name: 'Menu' });
  if ((await hamburger.isVisible()) && (await hamburger.getAttribute('aria-expanded')) !== 'true') {
    await hamburger.click();
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** Opens an entry of an area's submenu, the way a clinician moves from one item to the next. */
async function openFromSubmenu(page: Page, area: string, entry: string) {
  const menu = await mainMenu(page);
  const toggle = menu.getByRole('button', { name: area });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu
    .getByRole('list', { name: `${area} pages` })
    .getByRole('link', { name: entry, exact: true })
    .click();
}

/** A link inside the app (an editor's link in an item's text, say): a client-side move, not a page load. */
async function followInAppLink(page: Page, path: string) {
  await page.evaluate((to) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = 'in-app link';
    document.getElementById('main')?.append(link);
    link.click();
    link.remove();
  }, path);
}

/** What a screen reader hears while the page loads: a busy region and a "Loading …" status. */
async function expectLoadingAnnounced(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: /Loading|Searching/ })).toHaveCount(1);
  await expect(main.locator('[aria-busy="true"]')).not.toHaveCount(0);
}

for (const width of [390, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, 'clinician@example.com');
    });

    test('a stability product never shows the previous product’s shelf lives', async ({ page }) => {
      await page.goto('/stability/vanclorin-1-g');
      await expect(page.getByRole('heading', { level: 1, name: 'Vanclorin 1 g' })).toBeVisible();
      // The table on wide screens, the cards on a phone: Vanclorin's values are on screen either way.
      const vanclorinValue = page.getByRole('main').getByText('Extrapolated from STB-0116; see the notes');
      await expect(vanclorinValue.filter({ visible: true })).toBeVisible();

      const held = await holdAnswers(page, /\/json\/api\/v1\/stability\/heparexin/);
      await openFromSubmenu(page, 'Stability', 'Heparexin 1,000 units/mL');
      await expect(page).toHaveURL(/\/stability\/heparexin/);
      await expect.poll(held.count).toBe(1);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Vanclorin 1 g' })).toHaveCount(0);
      await expect(main.getByRole('table')).toHaveCount(0);
      await expect(main.getByRole('list', { name: /^Preparations of / })).toHaveCount(0);
      await expect(main.getByText(/Vanclorin|STB-0116/)).toHaveCount(0);
      expect(await page.title()).not.toContain('Vanclorin');
      await expectLoadingAnnounced(page);

      held.release();
      await expect(main.getByRole('heading', { level: 1, name: 'Heparexin 1,000 units/mL' })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ preparations$/ })).toBeVisible();
      await expect(page).toHaveTitle('Heparexin 1,000 units/mL · HCP Portal');
      await expect(main.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    });

    test('an education course and an education item never show the previous one', async ({ page }) => {
      await page.goto('/education/antimicrobial-stewardship');
      await expect(page.getByRole('heading', { level: 1, name: 'Antimicrobial stewardship' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'IV to oral switch' })).toBeVisible();

      // From one course to another through the submenu.
      const course = await holdAnswers(page, /\/json\/api\/v1\/education\/oncology-supportive-care/);
      await openFromSubmenu(page, 'Education', 'Oncology supportive care');
      await expect(page).toHaveURL(/\/education\/oncology-supportive-care$/);
      await expect.poll(course.count).toBe(1);
      await expect(main.getByRole('heading', { name: 'Antimicrobial stewardship' })).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'IV to oral switch' })).toHaveCount(0);
      await expectLoadingAnnounced(page);
      course.release();
      await expect(main.getByRole('heading', { level: 1, name: 'Oncology supportive care' })).toBeVisible();

      // From one learning item to another, inside the app.
      await page.goto('/education/antimicrobial-stewardship/iv-to-oral-switch');
      await expect(main.getByRole('heading', { level: 1, name: 'IV to oral switch' })).toBeVisible();
      const item = await holdAnswers(page, /\/json\/api\/v1\/education-item\/therapeutic-drug-monitoring/);
      const next = '/education/antimicrobial-stewardship/therapeutic-drug-monitoring-of-glycopeptides';
      await followInAppLink(page, next);
      await expect.poll(item.count).toBe(1);
      // The old item's page must not stay, nor send the reader back to it.
      await expect(page).toHaveURL(new RegExp(`${next}$`));
      await expect(main.getByRole('heading', { name: 'IV to oral switch' })).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
      await expectLoadingAnnounced(page);
      item.release();
      await expect(
        main.getByRole('heading', { level: 1, name: 'Therapeutic drug monitoring of glycopeptides' }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${next}$`));
    });

    test('a clinical trial never shows the previous trial’s facts', async ({ page }) => {
      await page.goto('/clinical-trials/clearway');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: /^Quorinavir versus standard care/ })).toBeVisible();
      await expect(main.getByRole('table', { name: 'Hospitals taking part in CLEARWAY' })).toBeVisible();

      const held = await holdAnswers(page, /\/json\/api\/v1\/clinical-trial\/velocity/);
      await openFromSubmenu(page, 'Clinical Trials', 'Meraxostat for vasopressor-dependent septic shock');
      await expect(page).toHaveURL(/\/clinical-trials\/velocity$/);
      await expect.poll(held.count).toBe(1);
      await expect(main.getByRole('heading', { name: /Quorinavir/ })).toHaveCount(0);
      await expect(main.getByText(/CLEARWAY|Ballinvale/)).toHaveCount(0);
      await expectLoadingAnnounced(page);

      held.release();
      await expect(
        main.getByRole('heading', { level: 1, name: 'Meraxostat for vasopressor-dependent septic shock' }),
      ).toBeVisible();
      await expect(main.getByText('VELOCITY', { exact: true }).first()).toBeVisible();
    });

    test('a new search never shows the previous search’s hits', async ({ page }) => {
      const main = page.getByRole('main');
      const hits = main.getByRole('list', { name: 'Search results' });

      // From a query that found nothing to its suggestion, a link on the page.
      await page.goto('/search/vanclorn');
      await expect(main.getByRole('heading', { name: 'Nothing found for “vanclorn”' })).toBeVisible();
      const suggestion = await holdAnswers(page, /\/json\/api\/v1\/search\?(.*&)?q=vanclorin(&|$)/);
      await main.getByRole('link', { name: 'vanclorin', exact: true }).click();
      await expect(page).toHaveURL(/\/search\/vanclorin$/);
      await expect.poll(suggestion.count).toBe(1);
      await expect(main.getByRole('heading', { name: /^Nothing found/ })).toHaveCount(0);
      await expect(main.getByRole('heading', { name: 'Search tips' })).toHaveCount(0);
      await expectLoadingAnnounced(page);
      suggestion.release();
      await expect(hits.getByRole('link', { name: 'Vanclorin 1 g' })).toBeVisible();

      // From one keyword with hits to another, with the search box the width offers.
      const next = await holdAnswers(page, /\/json\/api\/v1\/search\?(.*&)?q=heparexin(&|$)/);
      const headerBox = page.getByRole('banner').getByRole('searchbox', { name: 'Search the portal' });
      const box = (await headerBox.isVisible()) ? headerBox : main.getByRole('searchbox');
      await box.fill('heparexin');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/heparexin$/);
      await expect.poll(next.count).toBe(1);
      await expect(main.getByRole('heading', { level: 1, name: 'Results for “heparexin”' })).toBeVisible();
      await expect(main.getByRole('link', { name: /Vanclorin/ })).toHaveCount(0);
      await expect(main.getByText(/results? for “heparexin”/)).toHaveCount(0);
      await expectLoadingAnnounced(page);
      next.release();
      await expect(hits.getByRole('link', { name: 'Heparexin 1,000 units/mL' })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /results? for “heparexin”$/ })).toBeVisible();
    });
  });
}
