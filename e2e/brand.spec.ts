import { expect, type Page, test } from '@playwright/test';

import { signInToAdmin } from './support';

async function saveBrand(page: Page, name: string, colour: string) {
  await page.goto('/admin/globals/brand');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Primary Colour').fill(colour);
  await page.getByRole('button', { name: 'Save' }).click();
}

test('an administrator rebrands the portal: its name and colour show at once, and a pale colour is refused', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signInToAdmin(admin, 'admin@example.com');
  try {
    await saveBrand(admin, 'Meridian Medical Portal', '#7a1f5c');
    await expect(admin.getByText(/Updated successfully|saved successfully/i)).toBeVisible();

    const portal = await browser.newPage();
    await portal.goto('/login');
    await expect(portal.getByRole('link', { name: 'Meridian Medical Portal home' })).toBeVisible();
    await expect(portal).toHaveTitle(/Meridian Medical Portal/);
    const bar = await portal.locator('.site-header').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(bar).toBe('rgb(122, 31, 92)');
    await portal.close();

    await saveBrand(admin, 'Meridian Medical Portal', '#ffcc00');
    await expect(admin.getByText(/White text on #ffcc00 reads at 1\.\d:1/)).toBeVisible();
  } finally {
    await saveBrand(admin, 'HCP Portal', '#005a8c');
    await admin.close();
  }
});
