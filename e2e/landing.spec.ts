import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations } from './support';

/** The two calls to action, Register then Sign in, on one row beside each other. */
async function expectSideBySide(page: Page) {
  const actions = page.getByRole('group', { name: 'Get started' });
  const register = await actions.getByRole('link', { name: 'Register' }).boundingBox();
  const signIn = await actions.getByRole('link', { name: 'Sign in' }).boundingBox();
  expect(register).not.toBeNull();
  expect(signIn).not.toBeNull();
  if (!register || !signIn) return;
  expect(Math.abs(register.y - signIn.y)).toBeLessThan(2);
  expect(signIn.x).toBeGreaterThanOrEqual(register.x + register.width);
}

for (const width of [390, 1280]) {
  test(`the landing page at ${String(width)} px names the provider, says what is inside and who may register, and offers Register and Sign in side by side`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the HCP Portal' })).toBeVisible();
    // The provider's mark: the header's link home and the page's own.
    await expect(page.getByRole('link', { name: 'HCP Portal home' })).toBeVisible();
    const inside = page.getByRole('region', { name: 'What you will find inside' });
    for (const area of [
      'Stability data',
      'Education with CPD',
      'Clinical resources',
      'Clinical trials',
      'Requests to Medical Information',
    ]) {
      await expect(inside.getByRole('heading', { level: 3, name: area })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Who may register' })).toContainText('registered with their');
    const approval = page.getByRole('region', { name: 'How approval works' });
    await expect(approval.getByRole('listitem')).toHaveCount(4);
    await expect(approval).toContainText('usually within two working days');
    await expect(page.getByRole('link', { name: '+44 1223 000 140' })).toHaveAttribute('href', 'tel:+441223000140');
    await expectSideBySide(page);
    await page.screenshot({ path: `docs/screens/landing-${String(width)}.png`, fullPage: true });
    await expectNoAxeViolations(page, ['/']);
  });
}

test('from the landing page, the keyboard reaches Register and opens the registration form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const register = page.getByRole('group', { name: 'Get started' }).getByRole('link', { name: 'Register' });
  for (
    let presses = 0;
    presses < 12 && !(await register.evaluate((link) => link === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(register).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
});

test('the sign-in page at both widths', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await page.screenshot({ path: `docs/screens/sign-in-${String(width)}.png`, fullPage: true });
  }
});
