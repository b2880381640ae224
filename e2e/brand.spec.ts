import { expect, type Locator, type Page, test } from '@playwright/test';

import { signInToAdmin } from './support';

const saved = (page: Page) => page.getByText(/Updated successfully|saved successfully/i);

/**
 * Saves the brand and waits for `outcome`. Payload's admin drops a press made while it hydrates, so a save whose
 * outcome does not show is made again on a fresh page.
 */
async function saveBrand(page: Page, name: string, colour: string, outcome: Locator = saved(page)) {
  await expect(async () => {
    await page.goto('/admin/globals/brand');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Primary Colour').fill(colour);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(outcome).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

test('an administrator rebrands the portal: its name and colour show at once, and a pale colour is refused', async ({
  browser,
}) => {
  // Three saves in the admin, each of which may have to be made again (saveBrand).
  test.setTimeout(300_000);
  const admin = await browser.newPage();
  await signInToAdmin(admin, 'admin@example.com');
  try {
    await saveBrand(admin, 'Meridian Medical Portal', '#7a1f5c');

    const portal = await browser.newPage();
    await portal.goto('/login');
    await expect(portal.getByRole('link', { name: 'Meridian Medical Portal home' })).toBeVisible();
    await expect(portal).toHaveTitle(/Meridian Medical Portal/);
    const bar = await portal.locator('.site-header').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(bar).toBe('rgb(122, 31, 92)');
    await portal.close();

    await saveBrand(
      admin,
      'Meridian Medical Portal',
      '#ffcc00',
      admin.getByText(/White text on #ffcc00 reads at 1\.\d:1/),
    );
  } finally {
    await saveBrand(admin, 'HCP Portal', '#005a8c');
    await admin.close();
  }
});
