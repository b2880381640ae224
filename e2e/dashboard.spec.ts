import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, logIn } from './support';

const dashboard = (page: Page) => page.getByRole('list', { name: 'Your dashboard' });

/** The widgets' titles in the order the dashboard shows them. */
async function widgetOrder(page: Page): Promise<string[]> {
  const titles = await dashboard(page).getByRole('heading', { level: 3 }).allTextContents();
  return titles.map((title) => title.trim());
}

/** Opens Customise mode, where the widgets' Move and Remove buttons and the settings are. */
async function customise(page: Page): Promise<void> {
  // Disabled while the dashboard loads; the click waits for it.
  await page.getByRole('button', { name: 'Customise dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Done customising' })).toBeFocused();
}

/** Waits until every widget has drawn (none is still loading). */
async function widgetsLoaded(page: Page): Promise<void> {
  await expect(dashboard(page)).toBeVisible();
  await expect(dashboard(page).getByText(/^Loading /)).toHaveCount(0);
}

test('the clinician adds, reorders by keyboard and removes widgets, and the layout is kept', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await expect(page.getByRole('heading', { level: 2, name: 'Your dashboard' })).toBeVisible();
  // The heading is there while the dashboard loads; the widgets come with its answer.
  await widgetsLoaded(page);
  expect(await widgetOrder(page)).toEqual([
    'Pinned clinical requests',
    'Latest important updates',
    'My CPD this year',
    'Recently viewed',
    'Quick links',
    'Starred stability products',
    'Open clinical trials',
    'My requests',
  ]);
  // Outside Customise mode the widgets carry no controls.
  await expect(dashboard(page).getByRole('button', { name: /^(Move up|Move down|Remove) / })).toHaveCount(0);

  await customise(page);
  await expect(dashboard(page).getByRole('button', { name: /^Remove / })).toHaveCount(8);
  await page.getByRole('button', { name: 'Remove Quick links' }).click();
  await expect(dashboard(page).getByRole('heading', { name: 'Quick links' })).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Quick links removed from your dashboard.' })).toBeAttached();

  const widgetToAdd = page.getByRole('combobox', { name: 'Widget to add' });
  await expect(widgetToAdd.getByRole('option')).toHaveText(['Quick links']);
  await page.getByRole('button', { name: 'Add widget' }).click();
  await expect(dashboard(page).getByRole('heading', { name: 'Quick links' })).toBeVisible();
  expect((await widgetOrder(page)).at(-1)).toBe('Quick links');

  // The keyboard way: focus the Move up button and press Enter three times; the focus stays with the moved widget.
  const moveUp = page.getByRole('button', { name: 'Move up Quick links' });
  await moveUp.focus();
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Enter');
    await expect(moveUp).toBeFocused();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Quick links moved to position 5 of 8.' })).toBeAttached();
  const arranged = [
    'Pinned clinical requests',
    'Latest important updates',
    'My CPD this year',
    'Recently viewed',
    'Quick links',
    'Starred stability products',
    'Open clinical trials',
    'My requests',
  ];
  await expect.poll(() => widgetOrder(page)).toEqual(arranged);

  const savedCall = page.waitForResponse(
    (response) => response.url().endsWith('/account/dashboard/update') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Remove Latest important updates' }).click();
  const saved = arranged.filter((title) => title !== 'Latest important updates');
  await expect.poll(() => widgetOrder(page)).toEqual(saved);
  await savedCall;

  await page.getByRole('button', { name: 'Done customising' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Finished customising your dashboard.' })).toBeAttached();
  await expect(dashboard(page).getByRole('button', { name: /^Remove / })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your dashboard' })).toBeVisible();
  await expect.poll(() => widgetOrder(page)).toEqual(saved);
  await expect(page.getByRole('button', { name: 'Customise dashboard' })).toBeVisible();
});

test('a failed save puts the layout back and says so', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await expect(dashboard(page).getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  const before = await widgetOrder(page);
  await page.route('**/json/api/v1/account/dashboard/update', (route) =>
    route.fulfill({
      status: 500,
      json: { code: 'internal_error', message: 'Something went wrong on our side.', data: { status: 500 } },
    }),
  );

  await customise(page);
  await page.getByRole('button', { name: 'Remove Recently viewed' }).click();
  const toast = page.getByRole('alert', { name: 'Error: Your dashboard change was not saved' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Something went wrong on our side.');
  await expect.poll(() => widgetOrder(page)).toEqual(before);

  await page.unroute('**/json/api/v1/account/dashboard/update');
  await page.reload();
  await expect.poll(() => widgetOrder(page)).toEqual(before);
});

test('the pharmacist stars a stability product and finds it, and the page, on the dashboard', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await expect(dashboard(page).getByText(/^No starred products yet/)).toBeVisible();

  await page.goto('/stability/cefravex-1-g');
  const star = page.getByRole('button', { name: 'Star for my dashboard' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'HCP Portal home' }).click();
  const starred = dashboard(page).getByRole('region', { name: 'Starred stability products' });
  await expect(starred.getByRole('link', { name: 'Cefravex 1 g' })).toBeVisible();
  const recent = dashboard(page).getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: 'Cefravex 1 g' })).toHaveAttribute('href', '/stability/cefravex-1-g');

  await starred.getByRole('link', { name: 'Cefravex 1 g' }).click();
  await page.getByRole('button', { name: 'Star for my dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Star for my dashboard' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('link', { name: 'HCP Portal home' }).click();
  await expect(dashboard(page).getByText(/^No starred products yet/)).toBeVisible();
});

test('the pharmacist is never offered the clinical trials widget', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await widgetsLoaded(page);
  expect(await widgetOrder(page)).toEqual([
    'My CPD this year',
    'Recently viewed',
    'Quick links',
    'Starred stability products',
    'My requests',
  ]);
  await customise(page);
  await expect(page.getByText('Every widget available to you is on your dashboard.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Quick links' }).click();
  await expect(page.getByRole('combobox', { name: 'Widget to add' }).getByRole('option')).toHaveText(['Quick links']);
  await page.getByRole('button', { name: 'Add widget' }).click();
  await expect(page.getByText('Every widget available to you is on your dashboard.')).toBeVisible();
});

test('the clinician sets a CPD target and sees the progress against it', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await customise(page);
  await page.getByLabel('Points target').fill('0');
  await page.getByRole('button', { name: 'Save target' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter a whole number of points from 1 to 1000.' })).toBeVisible();
  await page.getByLabel('Points target').fill('35');
  await page.getByLabel('Time target (hours)').fill('40');
  await page.getByRole('button', { name: 'Save target' }).click();
  const cpd = dashboard(page).getByRole('region', { name: 'My CPD this year' });
  await expect(cpd.getByRole('meter', { name: 'Points towards your target' })).toBeVisible();
  await expect(cpd.getByRole('meter', { name: 'Time towards your target' })).toBeVisible();
  await page.reload();
  await customise(page);
  await expect(page.getByLabel('Points target')).toHaveValue('35');
});

for (const width of [375, 1280]) {
  test(`the dashboard has no axe violations at ${String(width)} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'clinician@example.com');
    await expectNoAxeViolations(page, ['/'], widgetsLoaded);
    await expectNoAxeViolations(page, ['/'], async () => {
      await widgetsLoaded(page);
      await customise(page);
    });
  });
}
