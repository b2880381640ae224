import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { logIn } from './support';

test('a clinician completes an education item, finds it in the CPD log, adds an own entry and exports CSV', async ({
  page,
}) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Antimicrobial stewardship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antimicrobial stewardship' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Outpatient parenteral antimicrobial therapy' });
  await expect(card.getByText('Category 1 (1 hour)')).toBeVisible();

  await card.getByRole('link', { name: 'Outpatient parenteral antimicrobial therapy' }).click();
  await expect(page).toHaveURL(/\/education\/antimicrobial-stewardship\/outpatient-parenteral-antimicrobial-therapy$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Outpatient parenteral antimicrobial therapy' }),
  ).toBeVisible();
  await expect(page.getByText('Category 1 (1 hour)')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText(/^Completed on \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'View your CPD log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CPD log' })).toBeVisible();
  const completed = page.getByRole('article', { name: 'Outpatient parenteral antimicrobial therapy' });
  await expect(completed.getByText('Category 1 (1 hour)')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Totals from 1 January \d{4} to 31 December \d{4}$/ })).toBeVisible();

  // An own entry: the form says what is missing, then saves.
  await page.getByRole('button', { name: 'Add an entry' }).click();
  const form = page.getByRole('form', { name: 'Add an entry' });
  await form.getByRole('button', { name: 'Save entry' }).click();
  // A summary above the fields takes the focus, in sight, and its entries lead to the fields.
  const summary = form.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole('link')).toHaveText(['Enter a title.', 'Enter the time the activity took.']);
  await summary.getByRole('link', { name: 'Enter the time the activity took.' }).click();
  await expect(form.getByLabel('Time', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Time', { exact: true })).toHaveAccessibleDescription(
    'Enter the time the activity took.',
  );
  await form.getByLabel('Title', { exact: true }).fill('Ward round teaching: sepsis six');
  await form.getByLabel('CPD type').selectOption('accredited');
  await form.getByLabel('Category (optional)').fill('2');
  await form.getByLabel('Time', { exact: true }).fill('45');
  await form.getByLabel('Planned or unplanned').selectOption('unplanned');
  await form.getByLabel('What I learned').fill('Lactate within the first hour changes escalation.');
  await form.getByRole('button', { name: 'Save entry' }).click();
  const own = page.getByRole('article', { name: 'Ward round teaching: sepsis six' });
  await expect(own.getByText('Category 2 (45 minutes)')).toBeVisible();
  await expect(form).toBeHidden();

  // The export comes through the authorised call and is saved as a file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cpd-log-\d{4}-01-01-to-\d{4}-12-31\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    '"Date","Title","CPD type","CPD label","Category","Points","Minutes","Planned or unplanned","What I learned","How it changes my practice","Peer discussion","Education item"',
  );
  expect(
    rows.some((row) => row.includes('"Ward round teaching: sepsis six","Accredited","Category 2 (45 minutes)"')),
  ).toBe(true);
  expect(
    rows.some((row) =>
      row.includes('"Outpatient parenteral antimicrobial therapy","Accredited","Category 1 (1 hour)"'),
    ),
  ).toBe(true);
});

// axe runs on every education route at both widths in axe-every-route.spec.ts.
test('an education item offers its attachment as an authorised download', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/education/intravenous-stability-and-compatibility/extended-stability-and-dose-banding');
  await expect(page.getByRole('button', { name: 'Download Dose banding webinar slides' })).toBeVisible();
});

test('an unknown education item goes to the not-found page', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto('/education/antimicrobial-stewardship/no-such-item');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await page.goto('/cpd-log');
  await expect(page.getByText('There are no entries in this period.', { exact: false })).toBeVisible();
});
