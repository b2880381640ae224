import { expect, test } from '@playwright/test';

import { logIn } from './support';

test('submenus list the server’s entries, open on their area and mark the current entry', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/stability/cefravex-1-g');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Stability' })).toHaveAttribute('aria-expanded', 'true');
  const stability = menu.getByRole('list', { name: 'Stability pages' });
  await expect(stability.getByRole('link', { name: 'Cefravex 1 g' })).toHaveAttribute('aria-current', 'page');
  await expect(stability.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/stability');
  // The editor's featured products (at most 25), between the Overview and a link to every product.
  const links = stability.getByRole('link');
  expect(await links.count()).toBeGreaterThan(10);
  expect(await links.count()).toBeLessThanOrEqual(27);
  await expect(links.last()).toHaveText('All stability products');
  await expect(links.last()).toHaveAttribute('href', '/stability');

  // Another area's submenu loads when opened, and its entries lead to that area's pages.
  await menu.getByRole('button', { name: 'Clinical Trials' }).click();
  const trials = menu.getByRole('list', { name: 'Clinical Trials pages' });
  const firstTrial = trials.getByRole('link').nth(1);
  await expect(firstTrial).toHaveAttribute('href', /^\/clinical-trials\/[a-z0-9-]+$/);
  const title = await firstTrial.innerText();
  await firstTrial.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(':')[0] ?? title);
  await expect(trials.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');

  // Education and Clinical Resources list their top level.
  await menu.getByRole('button', { name: 'Education' }).click();
  await expect(menu.getByRole('list', { name: 'Education pages' }).getByRole('link')).not.toHaveCount(1);
  await menu.getByRole('button', { name: 'Clinical Resources' }).click();
  await expect(
    menu.getByRole('list', { name: 'Clinical Resources pages' }).getByRole('link', { name: 'Overview' }),
  ).toBeVisible();
  await expect(menu.getByRole('list', { name: 'Clinical Resources pages' }).getByRole('link')).not.toHaveCount(1);
});
