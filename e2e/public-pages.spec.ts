import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('anyone reads the pages editors manage, from the footer and the header', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About the HCP Portal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What you will find here' })).toBeVisible();

  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy@meridian-pharma.example' })).toHaveAttribute(
    'href',
    'mailto:privacy@meridian-pharma.example',
  );

  await page.getByRole('link', { name: 'Disclaimer' }).click();
  await expect(page.getByText('For healthcare professionals only.')).toBeVisible();

  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+44 1223 000 140' })).toHaveAttribute('href', 'tel:+441223000140');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
