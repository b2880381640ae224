import { expect, type Locator, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, logIn } from './support';

const matrix = (page: Page) => page.getByRole('table', { name: /^Stability of / });
const bodyRows = (table: Locator) => table.getByRole('rowgroup').nth(1).getByRole('row');

/** The shelf lives down the table, in hours, to check the order numerically. */
async function shelfLivesInHours(table: Locator): Promise<number[]> {
  const texts = await bodyRows(table).evaluateAll((rows) =>
    rows.map((row) => (row as HTMLTableRowElement).cells[5]?.textContent ?? ''),
  );
  return texts.map((text) => {
    const [value = '0', unit = ''] = text.split(' ');
    return Number(value) * (unit.startsWith('day') ? 24 : 1);
  });
}

test('the clinician searches the stability products, then filters, sorts and prints a matrix', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/stability');
  await expect(page.getByRole('heading', { level: 1, name: 'Stability' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Stability products pages' })).toBeVisible();

  // Searching keeps the query in the address and does not reload the page.
  await page.evaluate(() => Object.assign(window, { stabilityMarker: true }));
  await page.getByLabel('Search by product name').fill('CEFRA');
  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\/stability\?q=CEFRA$/);
  await expect(page.getByRole('status').filter({ hasText: '2 products match “CEFRA”' })).toBeVisible();
  expect(await page.evaluate(() => 'stabilityMarker' in window)).toBe(true);
  await expect(page.getByRole('main').getByRole('link', { name: 'Cefravex 2 g' })).toBeVisible();

  await page.getByLabel('Search by product name').fill('no such product');
  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(
    page.getByText('No product name, generic name or synonym contains “no such product”.', { exact: false }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Search by product name')).toHaveValue('CEFRA');

  await page.getByRole('main').getByRole('link', { name: 'Cefravex 1 g' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cefravex 1 g' })).toBeVisible();
  await expect(page).toHaveTitle('Cefravex 1 g · HCP Portal');
  const table = matrix(page);
  await expect(table).toBeVisible();
  await expect(page.getByText('Showing 9 of 9 preparations')).toBeVisible();
  await expect(bodyRows(table)).toHaveCount(9);

  // Filters narrow the rows, and the count says so.
  await page.getByLabel('Diluent').selectOption({ label: 'Glucose 5%' });
  await expect(page.getByText('Showing 2 of 9 preparations')).toBeVisible();
  await expect(bodyRows(table)).toHaveCount(2);
  await page.getByLabel('Storage temperature').selectOption({ label: '2–8 °C (refrigerated)' });
  await expect(page.getByText('Showing 1 of 9 preparations')).toBeVisible();
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText('Glucose 5%');
  await expect(bodyRows(table).first()).toContainText('5 days');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('Showing 9 of 9 preparations')).toBeVisible();
  await expect(page.getByLabel('Diluent')).toHaveValue('');

  // Sorting by shelf life compares hours with days.
  const shelfLifeHeader = table.getByRole('columnheader', { name: 'Shelf life' });
  await shelfLifeHeader.getByRole('button').click();
  await expect(shelfLifeHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await shelfLivesInHours(table);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending[0]).toBe(6);
  await shelfLifeHeader.getByRole('button').click();
  await expect(shelfLifeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(table).first()).toContainText('7 days');

  // The print stylesheet leaves the product, its matrix and its governance line.
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('group', { name: 'Filter the preparations' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Cefravex 1 g' })).toBeVisible();
  await expect(table).toBeVisible();
  await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4} · MHP-STB-\d+ · Date of preparation/)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await expect(page.getByRole('button', { name: /^Download Cefravex 1 g/ })).toBeVisible();
});

test('the pharmacist can open the stability products too', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto('/stability');
  await expect(page.getByRole('heading', { level: 1, name: 'Stability' })).toBeVisible();
  await page.getByLabel('Search by product name').fill('noradrix');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Noradrix 1 mg/mL' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Noradrix 1 mg/mL' })).toBeVisible();
  await expect(matrix(page).getByRole('columnheader', { name: 'Protect from light' })).toBeVisible();
  await expect(bodyRows(matrix(page)).first().getByRole('cell').nth(3)).toHaveText('Yes');
});

for (const width of [390, 1280]) {
  test(`the clinician finds a brand by its generic name (INN) at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'clinician@example.com');
    await page.goto('/stability');
    await page.getByLabel('Search by product name or generic name').fill('heparin');
    await page.getByRole('button', { name: 'Search products' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 product matches “heparin”' })).toBeVisible();
    const card = page.getByRole('main').getByRole('heading', { level: 2, name: /^Heparexin 1,000 units\/mL/ });
    await expect(card.getByText('heparin sodium', { exact: true })).toBeVisible();
    await expect(card).toHaveAccessibleName(/generic name: heparin sodium$/);
    // The brand and its INN wrap inside the page: nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await card.getByRole('link', { name: 'Heparexin 1,000 units/mL' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Heparexin 1,000 units\/mL/ });
    await expect(heading.getByText('heparin sodium', { exact: true })).toBeVisible();
    await expect(page.getByText('Also known as: heparin, unfractionated heparin, UFH')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, ['/stability?q=vanc']);
  });
}

test('an unknown product leads to the not-found page', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/stability/no-such-product');
  await expect(page).toHaveURL(/\/page-not-found$/);
});

for (const width of [375, 1280]) {
  test(`the stability screens pass axe at ${String(width)} px`, async ({ page }) => {
    // Three full axe runs on a shared machine take longer than the default 30 seconds.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'clinician@example.com');
    await expectNoAxeViolations(page, ['/stability', '/stability/cefravex-1-g', '/stability?q=zzz']);
  });
}
