import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, logIn } from './support';

const PHARMACIST_AREAS = ['Stability', 'Education', 'Meet the team', 'Quick links'];

function hits(page: Page) {
  return page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
}

/** The area label each hit starts with. */
async function hitAreas(page: Page): Promise<string[]> {
  const texts = await hits(page).allInnerTexts();
  return texts.map((text) => text.split('\n')[0]?.trim() ?? '');
}

test('the clinician searches from the header and opens a result', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await box.fill('vanclorin');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/vanclorin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “vanclorin”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results? for “vanclorin”$/);
  await expect(box).toHaveValue('vanclorin');
  const result = hits(page).filter({ has: page.getByRole('link', { name: 'Vanclorin 1 g' }) });
  await expect(result).toHaveCount(1);
  await expect(result.getByText('Stability', { exact: true })).toBeVisible();
  await result.getByRole('link', { name: 'Vanclorin 1 g' }).click();
  await expect(page).toHaveURL(/\/stability\/vanclorin-1-g$/);
  await expect(page.getByRole('heading', { level: 1, name: /Vanclorin 1 g/ })).toBeVisible();
});

test('the clinician searches a generic name (INN) from the header and opens the brand', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await box.fill('vancomycin');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/vancomycin$/);
  const vanclorin = page.getByRole('link', { name: 'Vanclorin 1 g', exact: true });
  const result = hits(page).filter({ has: vanclorin });
  await expect(result).toHaveCount(1);
  await expect(result.getByText('Stability', { exact: true })).toBeVisible();
  await result.getByRole('link', { name: 'Vanclorin 1 g', exact: true }).click();
  await expect(page).toHaveURL(/\/stability\/vanclorin-1-g$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Vanclorin 1 g/ });
  await expect(heading.getByText('vancomycin', { exact: true })).toBeVisible();
  await expect(page.getByText('Also known as: vancomycin hydrochloride, vanc, vanco')).toBeVisible();
});

test('the pharmacist’s results hold only their areas; the clinician’s hold more', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/search/infusion');
  const filters = page.getByRole('navigation', { name: 'Filter by area' });
  await expect(filters.getByRole('link', { name: /^Product catalogue \(\d+\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await logIn(page, 'pharmacist@example.com');
  await page.goto('/search/infusion');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “infusion”' })).toBeVisible();
  // The filters appear with the answer; read them only then.
  await expect(filters.getByRole('link', { name: /^All areas \(\d+\)$/ })).toBeVisible();
  const labels = (await filters.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s*\(\d+\)$/, ''));
  expect(labels[0]).toBe('All areas');
  for (const label of labels.slice(1)) expect(PHARMACIST_AREAS).toContain(label);
  await expect(hits(page).first()).toBeVisible();
  for (const area of await hitAreas(page)) expect(PHARMACIST_AREAS).toContain(area);
});

test('the area filter narrows the results to one area', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/search/infusion');
  const filters = page.getByRole('navigation', { name: 'Filter by area' });
  await expect(filters.getByRole('link', { name: /^All areas/ })).toHaveAttribute('aria-current', 'true');
  const education = filters.getByRole('link', { name: /^Education \(\d+\)$/ });
  await education.click();
  await expect(page).toHaveURL(/\/search\/infusion\?area=education$/);
  await expect(education).toHaveAttribute('aria-current', 'true');
  await expect(hits(page).first()).toBeVisible();
  expect(new Set(await hitAreas(page))).toEqual(new Set(['Education']));
});

test('a query that finds nothing offers close terms, and odd characters are only text', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/search/vanclorn');
  await expect(page.getByRole('heading', { name: 'Nothing found for “vanclorn”' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search tips' })).toBeVisible();
  await page.getByRole('link', { name: 'vanclorin', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/vanclorin$/);
  await expect(page.getByRole('searchbox', { name: 'Search the portal' })).toHaveValue('vanclorin');
  await expect(hits(page).first()).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search the portal' });
  await box.fill(`"--%' <b>NEAR(`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/%22--%25'%20%3Cb%3ENEAR\($/);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “"--%' <b>NEAR(”` })).toBeVisible();
  await expect(box).toHaveValue(`"--%' <b>NEAR(`);
});

for (const width of [375, 1280]) {
  test(`search has no axe violations at ${String(width)} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'clinician@example.com');
    await expectNoAxeViolations(page, [
      '/search',
      '/search/vanclorin',
      '/search/infusion?area=education',
      '/search/vanclorn',
    ]);
  });
}
