import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { logIn } from './support';

const ROUTES = {
  overview: '/clinical-resources',
  category: '/clinical-resources/dosing-and-administration-guides',
  categoryResource: '/clinical-resources/dosing-and-administration-guides/veltrazine-renal-dosing',
  module: '/clinical-resources/learning-modules/antimicrobial-stewardship-in-critical-care',
  moduleResource: '/clinical-resources/learning-modules/antimicrobial-stewardship-in-critical-care/ams-veltrazine-tdm',
  standalone: '/clinical-resources/learning-modules/resource/calculating-infusion-rates',
} as const;

test('the clinician browses categories and learning modules down to a resource and downloads its PDF', async ({
  page,
}) => {
  await logIn(page, 'clinician@example.com');
  await page.goto(ROUTES.overview);
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical resources' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Learning modules' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Dosing and administration guides' }).click();
  await expect(page).toHaveURL(ROUTES.category);
  await expect(page.getByRole('heading', { level: 1, name: 'Dosing and administration guides' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Resources' })).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: 'Veltrazine 500 mg infusion: dosing in renal impairment' })
    .click();
  await expect(page).toHaveURL(ROUTES.categoryResource);
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'Dosing and administration guides' })).toBeVisible();
  await expect(page.getByText('Give the full loading dose of 25 mg/kg whatever the renal function.')).toBeVisible();
  await expect(page.getByText(/HCP-CR-0102/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Veltrazine renal dosing table' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('veltrazine-renal-dosing-table.pdf');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await breadcrumbs.getByRole('link', { name: 'Clinical resources' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Antimicrobial stewardship in critical care' }).click();
  await expect(page).toHaveURL(ROUTES.module);
  await expect(page.getByText('About 45 minutes')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'In this module' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Part 2: Therapeutic drug monitoring of Veltrazine' }).click();
  await expect(page).toHaveURL(ROUTES.moduleResource);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Part 2: Therapeutic drug monitoring of Veltrazine' }),
  ).toBeVisible();

  await page.goto(ROUTES.standalone);
  await expect(page.getByRole('heading', { level: 1, name: 'Calculating infusion rates' })).toBeVisible();
  const external = page
    .getByRole('main')
    .getByRole('link', { name: 'British National Formulary (opens in a new tab)' });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a resource opened under another parent, or a draft, goes to the not-found page', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/clinical-resources/patient-counselling/veltrazine-renal-dosing');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await page.goto('/clinical-resources/compatibility-and-preparation/cardiolex-syringe-driver');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await page.goto('/clinical-resources/learning-modules/dosing-and-administration-guides');
  await expect(page).toHaveURL(/\/page-not-found$/);
});

test('the pharmacist, without clinical resources, is sent home from /clinical-resources', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto(ROUTES.overview);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Raman' })).toBeVisible();
});
