import { expect, test } from '@playwright/test';

import { openInAdmin, showGovernance, signInToAdmin } from './support';

test('an admin date field reads a typed UK date day first, writes it out, and its calendar starts on Monday', async ({
  page,
}) => {
  test.slow();
  await signInToAdmin(page, 'editor@example.com');
  const id = await openInAdmin(page, 'stability-products', /^Cefravex/);

  await showGovernance(page);
  // The date field's wrapper carries the field's path as its id (Payload's DateTime field).
  const reviewBy = page.locator('#field-governance__reviewBy');
  const input = reviewBy.getByRole('textbox');
  await expect(input).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

  // The calendar that opens with the field: react-datepicker's weekday header, Monday first.
  await input.click();
  const weekdays = page.locator('.react-datepicker__day-name');
  await expect(weekdays.first()).toHaveText('Mo');
  await expect(weekdays.last()).toHaveText('Su');

  await input.fill('');
  await input.pressSequentially('27/11/2026');
  await input.press('Escape');
  await expect(input).toHaveValue('27/11/2026');
  // Written out beside the field, so a date read the wrong way round shows before saving.
  await expect(reviewBy.getByText('Friday 27 November 2026', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'docs/screens/admin-date-field-1280.png' });

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/saved successfully|Draft saved/i).first()).toBeVisible();

  // Stored as 27 November (the day at noon UTC), not 2 November or month 27.
  // The admin's own REST API, asked as the admin's pages ask it (the server's gate wants a same-origin call).
  const stored = await page.request.get(`/api/stability-products/${id}?draft=true&depth=0`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(stored.ok()).toBe(true);
  const body = (await stored.json()) as { governance?: { reviewBy?: string } };
  expect(body.governance?.reviewBy?.slice(0, 10)).toBe('2026-11-27');

  await page.reload();
  await showGovernance(page);
  await expect(page.locator('#field-governance__reviewBy').getByRole('textbox')).toHaveValue('27/11/2026');
  await expect(page.getByText('Friday 27 November 2026', { exact: true })).toBeVisible();

  // On a phone, the saved date in words sits under its field, the calendar closed.
  await page.setViewportSize({ width: 390, height: 844 });
  const saved = page.locator('#field-governance__reviewBy');
  // In the middle of the window (Payload's sticky bar covers the top), once Payload has laid the narrow view out.
  await expect(async () => {
    await saved.evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await expect(saved.getByText('Friday 27 November 2026', { exact: true })).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.screenshot({ path: 'docs/screens/admin-date-field-390.png' });
});
