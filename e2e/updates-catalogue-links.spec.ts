import { expect, test } from '@playwright/test';

import { expectNoAxeViolations, logIn } from './support';

const UPDATE = {
  slug: 'look-alike-ampoules-midazolam-meridian-1-mg-ml-and-5-mg-ml',
  title: 'Look-alike ampoules: Midazolam Meridian 1 mg/mL and 5 mg/mL',
};
const VANCOMYCIN = {
  slug: 'vancomycin-meridian-1-g-powder-for-solution-for-infusion',
  name: 'Vancomycin Meridian 1 g powder for solution for infusion',
};

test('the clinician reads the important updates, filters them and opens one', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/important-updates');
  await expect(page.getByRole('heading', { level: 1, name: 'Important updates' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('12 updates');
  const newest = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(newest.getByRole('link')).toHaveText(UPDATE.title);
  await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(newest.getByText('Safety notice')).toBeVisible();

  await page.getByLabel('Category').selectOption('supply-update');
  await expect(page).toHaveURL(/\?category=supply-update$/);
  await expect(page.getByRole('status')).toHaveText('3 updates');
  await page.getByLabel('Category').selectOption('');
  await expect(page.getByRole('status')).toHaveText('12 updates');

  await page.getByRole('link', { name: UPDATE.title }).click();
  await expect(page).toHaveURL(new RegExp(`/important-updates/${UPDATE.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: UPDATE.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to do now' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Download Letter to healthcare professionals: midazolam ampoule labels' })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByText(/MHP-UK-1187 · Date of preparation/)).toBeVisible();

  await page.goto('/important-updates/no-such-update');
  await expect(page).toHaveURL(/\/page-not-found$/);
});

test('the clinician searches and filters the catalogue and downloads a product’s SPC', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/product-catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('18 products found');

  await page.getByLabel('Search by product name').fill('meridian 10 mg/mL');
  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\?q=meridian\+10\+mg%2FmL$/);
  await expect(page.getByRole('status')).toHaveText('3 products found');

  await page.getByLabel('Therapeutic area').selectOption('pain-management');
  await expect(page).toHaveURL(/therapeuticArea=pain-management/);
  await expect(page.getByRole('status')).toHaveText('2 products found');
  await expect(page.getByRole('link', { name: 'Paracetamol Meridian 10 mg/mL solution for infusion' })).toBeVisible();

  await page.getByLabel('Presentation').selectOption('24 tablets in blister strips');
  await expect(page.getByRole('status')).toHaveText('0 products found');
  await page.getByRole('link', { name: 'Clear the search and filters' }).click();
  await expect(page.getByRole('status')).toHaveText('18 products found');
  await expect(page.getByLabel('Search by product name')).toHaveValue('');

  await page.getByLabel('Search by product name').fill('vancomycin');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('link', { name: VANCOMYCIN.name }).click();
  await expect(page).toHaveURL(new RegExp(`product=${VANCOMYCIN.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: VANCOMYCIN.name })).toBeVisible();
  await expect(page.getByText('Store below 25 °C. After dilution: 48 hours at 2 to 8 °C.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download Summary of product characteristics: ${VANCOMYCIN.name}` }).click();
  expect((await download).suggestedFilename()).toMatch(/^spc-vancomycin.*\.pdf$/);

  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
  await expect(page.getByLabel('Search by product name')).toHaveValue('vancomycin');
  await expect(page.getByRole('status')).toHaveText('1 product found');
});

test('quick links are grouped and open safely in a new tab', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/quick-links');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick links' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Our services',
    'Guidance and formularies',
    'Medicines safety',
    'Professional regulators',
  ]);
  const link = page.getByRole('link', { name: 'NICE guidance (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', 'https://www.nice.org.uk');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the pharmacist has quick links but neither the catalogue nor the updates', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto('/product-catalogue');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/important-updates');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/quick-links');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick links' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the new areas pass axe at ${String(width)} px`, async ({ page }) => {
    // Six pages, each analysed in full: more than the default test budget on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'clinician@example.com');
    await expectNoAxeViolations(page, [
      '/important-updates',
      `/important-updates/${UPDATE.slug}`,
      '/product-catalogue',
      '/product-catalogue?therapeuticArea=anti-infectives',
      `/product-catalogue?product=${VANCOMYCIN.slug}`,
      '/quick-links',
    ]);
  });
}
