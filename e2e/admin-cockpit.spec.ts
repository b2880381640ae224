import { expect, test } from '@playwright/test';

import { expectAccessible, openInAdmin, showGovernance, signInToAdmin } from './support';
const EXPIRED = 'Expired, hidden from the portal';

test('the admin home counts what needs an editor and links to the filtered lists', async ({ page }) => {
  await signInToAdmin(page, 'editor@example.com');
  const cockpit = page.getByRole('region', { name: 'Needs your attention' });
  const stability = cockpit.getByRole('row', { name: /^Stability products/ });
  await expect(stability.getByRole('cell')).toHaveText(['0', '1', /^\d+$/, '1']);
  // Editors may not read submissions, so they are not counted for them.
  await expect(cockpit).not.toContainText('Form submissions received today');
  await expectAccessible(page, '.editor-cockpit');
  await page.screenshot({ path: 'docs/screens/admin-home-1280.png' });

  await stability.getByRole('link', { name: '1 Stability products: expired' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/stability-products\?/);
  const rows = page.getByRole('row').filter({ hasText: 'Colistavane' });
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Vanclorin' })).toHaveCount(0);
  await expect(rows).toContainText(EXPIRED);
});

test('the admin home lists the registrations awaiting approval, each with a link to its register', async ({ page }) => {
  await signInToAdmin(page, 'editor@example.com');
  const queue = page.getByRole('region', { name: /^Registrations awaiting approval \(\d+\)$/ });
  const row = queue.getByRole('row', { name: /Noah Bennett/ });
  await expect(row).toContainText('NMC 19C4411E');
  await expect(row).toContainText('Harrowgate Community Trust');
  const register = row.getByRole('link', { name: 'Search the NMC register (opens in a new tab)' });
  await expect(register).toHaveAttribute('href', 'https://www.nmc.org.uk/registration/search-the-register/');
  await expect(register).toHaveAttribute('target', '_blank');
  await expectAccessible(page, '.registration-queue');

  await row.getByRole('link', { name: 'Noah Bennett' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+$/);
  await expect(page.getByLabel('Email')).toHaveValue('noroles@example.com');
});

test('the admin home flags approved professionals whose registration has lapsed', async ({ page }) => {
  await signInToAdmin(page, 'editor@example.com');
  const lapsed = page.getByRole('region', { name: /^Lapsed registrations \(\d+\)$/ });
  const row = lapsed.getByRole('row', { name: /Leo Marsh/ });
  await expect(row).toContainText('GPhC 2045518');
  await expect(row.getByRole('link', { name: 'Search the GPhC register (opens in a new tab)' })).toBeVisible();
  // A professional still awaiting approval is not lapsed.
  await expect(lapsed).not.toContainText('Noah Bennett');
  await expectAccessible(page, '.registration-queue');
});

test('an administrator also sees the form submissions received today', async ({ page }) => {
  await signInToAdmin(page, 'admin@example.com');
  const cockpit = page.getByRole('region', { name: 'Needs your attention' });
  await expect(cockpit.getByText('Form submissions received today:')).toBeVisible();
});

test('expired items read as expired in red in the list and on the item, in both themes', async ({ page }) => {
  // Four admin screens in two themes: as long as the other admin journeys, and as they do, a minute.
  test.setTimeout(60_000);
  await signInToAdmin(page, 'editor@example.com');
  await page.goto('/admin/collections/stability-products?limit=100');
  await expect(page.getByRole('row').filter({ hasText: 'Colistavane' })).toContainText(EXPIRED);
  await expect(page.getByRole('row').filter({ hasText: 'Vanclorin 1 g' }).first()).toContainText('Current');
  await expectAccessible(page, '.review-status');
  await page.screenshot({ path: 'docs/screens/admin-expired-list-1280.png' });

  await page
    .getByRole('link', { name: /^Colistavane/ })
    .first()
    .click();
  const status = page.getByText(EXPIRED, { exact: true });
  await expect(status).toBeVisible();
  await expect(page.getByText(/Its review-by date, .* has passed/)).toBeVisible();
  await expectAccessible(page, '.review-status-field');
  await page.screenshot({ path: 'docs/screens/admin-expired-item-1280.png' });

  // Payload keeps the theme in a cookie; the red must still meet AA on the dark background.
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([{ name: 'payload-theme', value: 'dark', url: origin }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(status).toBeVisible();
  await expectAccessible(page, '.review-status-field');
});

test('matrix rows are labelled by their preparation', async ({ page }) => {
  await signInToAdmin(page, 'editor@example.com');
  await openInAdmin(page, 'stability-products', 'Vanclorin 500 mg');
  await expect(page.getByText('Glucose 5% · PVC bag · 2–8 °C · 14 days', { exact: true })).toBeVisible();
  await expect(page.getByText('Water for injections · Glass vial (reconstituted) · 2–8 °C · 24 hours')).toBeVisible();
  await expect(page.getByText(/^Preparation \d+$/)).toHaveCount(0);
  await page.getByRole('heading', { name: /^Stability matrix/ }).scrollIntoViewIfNeeded();
  // Collapsed, the rows read as a list of the product's preparations.
  await page.getByRole('button', { name: 'Collapse All' }).click();
  await expect(page.getByText('Compound sodium lactate · PVC bag · 2–8 °C · 72 hours')).toBeVisible();
  await page.screenshot({ path: 'docs/screens/admin-matrix-rows-1280.png' });
});

test('changing the matrix of an approved product asks for a new approval before it can publish', async ({ page }) => {
  await signInToAdmin(page, 'editor@example.com');
  await openInAdmin(page, 'stability-products', 'Teicovane 400 mg');
  await showGovernance(page);
  const approvalCode = page.getByLabel('Approval Code');
  await expect(approvalCode).not.toHaveValue('');

  // The first preparation's shelf life: its concentration's value comes first.
  await page.getByLabel('Value').nth(1).fill('3');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(
    page.getByText(
      'The clinical data changed since this item was approved: enter a new approval code and date of preparation before publishing.',
    ),
  ).toBeVisible();

  // Payload counts the refused submit as the last change, so the draft needs an edit of its own.
  await page.getByLabel('Value').nth(1).fill('4');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await showGovernance(page);
  await expect(approvalCode).toHaveValue('');
  await page.goto('/admin');
  const stability = page
    .getByRole('region', { name: 'Needs your attention' })
    .getByRole('row', { name: /^Stability products/ });
  await expect(stability.getByRole('link', { name: '1 Stability products: awaiting approval' })).toBeVisible();
});
