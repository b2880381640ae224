import { expect, test } from '@playwright/test';

import { logIn } from './support';

test('the clinician filters the trials, opens one, downloads its leaflet and meets its team', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Clinical Trials' }).click();
  await menu.getByRole('list', { name: 'Clinical Trials pages' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical trials' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'trials found' })).toHaveText('12 trials found');

  await page.getByLabel('Status').selectOption({ label: 'Recruiting' });
  await expect(page).toHaveURL(/\/clinical-trials\?status=recruiting$/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('5 trials found');
  await page.getByLabel('Therapeutic area').selectOption({ label: 'Infectious diseases' });
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 trial found');
  await expect(page).toHaveURL(/status=recruiting&area=infectious-diseases$/);

  // The filters live in the URL, so a reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Therapeutic area')).toHaveValue('infectious-diseases');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Quorinavir versus standard care in hospital-acquired pneumonia' })
    .click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Quorinavir versus standard care in hospital-acquired pneumonia' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Clinical trial · HCP Portal');
  await expect(page.getByText('MHTR40218877')).toBeVisible();
  const sites = page.getByRole('table', { name: 'Hospitals taking part in CLEARWAY' });
  await expect(sites.getByRole('rowheader', { name: 'Ballinvale University Hospital' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Who can take part' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CLEARWAY participant information leaflet' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('main').getByRole('link', { name: 'Meet the Clinical Trials Unit team' }).click();
  await expect(page).toHaveURL(/\/clinical-trials\/meet-the-team\/clinical-trials-unit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical Trials Unit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Grace Adeyemi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Trials this team supports' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Meraxostat for vasopressor-dependent septic shock' }),
  ).toHaveAttribute('href', '/clinical-trials/velocity');
});

test('the clinician meets a team and can call or email its members', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meet the team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the team' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Medical Information' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Medical Information' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /\+44 1632 960 101/ })).toHaveAttribute(
    'href',
    'tel:+441632960101',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /\+44 \(0\)1632 960 103/ })).toHaveAttribute(
    'href',
    'tel:+441632960103',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /helena\.marsh@example\.com/ })).toHaveAttribute(
    'href',
    'mailto:helena.marsh@example.com',
  );
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/meet-the-team$/);
});

test('an unknown trial goes to the not-found page', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/clinical-trials/no-such-trial');
  await expect(page).toHaveURL(/\/page-not-found$/);
});

test('the pharmacist cannot open clinical trials but can meet the team', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Meet the team' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Clinical Trials' })).toHaveCount(0);

  for (const path of [
    '/clinical-trials',
    '/clinical-trials/velocity',
    '/clinical-trials/meet-the-team/clinical-trials-unit',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }

  await page.goto('/meet-the-team');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the team' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Clinical Trials Unit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical Trials Unit' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /owen\.prichard@example\.com/ })).toHaveAttribute(
    'href',
    'mailto:owen.prichard@example.com',
  );
});
