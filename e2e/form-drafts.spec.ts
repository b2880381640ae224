import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { logIn } from './support';

const FORM_PATH = '/clinical-requests/form/aseptic-compounding-request';
const FORM_NAME = 'Aseptic compounding request';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** No WCAG 2.2 AA finding on the page as it stands, at phone and desktop widths. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${what} at ${String(width)}: ${violation.id}`)).toEqual([]);
  }
}

/** A new browser context, as another device would be: nothing of the first one's storage. */
async function onAnotherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a clinician saves a half-filled form, signs out, resumes it on another device and sends it', async ({
  page,
  browser,
}) => {
  // Two devices, two sign-ins and six looks by axe.
  test.setTimeout(180_000);
  await logIn(page, 'clinician@example.com');
  await page.goto(FORM_PATH);
  const form = page.getByRole('form', { name: FORM_NAME });
  await form.getByLabel('Product and strength (required)').fill('Vancomycin 1 g in 250 mL');
  await form.getByLabel('Presentation (required)').selectOption({ label: 'Infusion bag' });
  await form.getByLabel('Notes').fill('Half-written: the ward will confirm the dose.');
  await form.getByLabel('Worksheet or prescription (optional)').setInputFiles({
    name: 'worksheet.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // Required answers are still missing: saving keeps what is there, and says until when.
  await form.getByRole('button', { name: 'Save and continue later' }).click();
  const saved = form.getByRole('status').filter({ hasText: 'Saved at' });
  await expect(saved).toContainText(/Your answers are kept until \d{1,2} \w+ \d{4}/);
  // The file is saved with the draft now: listed under its field, removable, and the file input is empty again.
  await expect(form.getByText(/^worksheet\.png \(\d+ bytes\)$/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove worksheet.png' })).toBeVisible();
  await expect(form.getByLabel('Worksheet or prescription (optional)')).toHaveValue('');
  await expectAccessible(page, 'the form after saving');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  const other = await onAnotherDevice(browser);
  await logIn(other, 'clinician@example.com');
  await other.goto('/my-requests');
  const list = other.getByRole('region', { name: 'Saved forms' });
  await expect(list.getByText(/Saved \d{1,2} \w+ \d{4}.*Kept until/)).toBeVisible();
  await expectAccessible(other, 'the saved forms list');
  await list.getByRole('link', { name: FORM_NAME }).click();

  // Resumed from the list, the form opens filled in with the saved answers, and says so.
  const filled = other.getByRole('region', { name: 'Your saved answers are filled in' });
  await expect(filled).toBeVisible();
  await expect(filled.getByRole('button', { name: 'Continue with saved answers' })).toHaveCount(0);
  const resumed = other.getByRole('form', { name: FORM_NAME });
  await expect(
    resumed.getByRole('status').filter({ hasText: 'Your saved answers are back in the form.' }),
  ).toBeVisible();
  await expectAccessible(other, 'the form resumed from the list');
  for (const width of [390, 1280]) {
    await other.setViewportSize({ width, height: 900 });
    await other.screenshot({ path: `docs/screens/form-resumed-${String(width)}.png` });
  }
  await expect(resumed.getByLabel('Product and strength (required)')).toHaveValue('Vancomycin 1 g in 250 mL');
  await expect(resumed.getByLabel('Presentation (required)')).toHaveValue('infusion-bag');
  await expect(resumed.getByLabel('Notes')).toHaveValue('Half-written: the ward will confirm the dose.');
  await expect(resumed.getByText(/^worksheet\.png \(\d+ bytes\)$/)).toBeVisible();

  await resumed.getByLabel('Number of doses (required)').fill('6');
  await resumed.getByLabel('Needed by (required)').fill('2027-03-01');
  await resumed.getByRole('button', { name: 'Send request' }).click();
  const confirmation = other.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  await expect(confirmation).toContainText(/HCP-\d{4}-\d{6}/);

  // Sent, the draft is gone: the list is empty and the form opens without an offer.
  await other.goto('/my-requests');
  await expect(other.getByRole('region', { name: 'Saved forms' })).toContainText('You have no saved forms.');
  await other.goto(FORM_PATH);
  await expect(other.getByRole('form', { name: FORM_NAME })).toBeVisible();
  await expect(other.getByRole('region', { name: 'You have saved answers for this form' })).toHaveCount(0);
  await other.context().close();
});

test('starting again, or discarding from the list, deletes the saved answers', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto(FORM_PATH);
  const form = page.getByRole('form', { name: FORM_NAME });
  await form.getByLabel('Product and strength (required)').fill('Gentamicin 80 mg');
  await form.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();

  await page.reload();
  const offer = page.getByRole('region', { name: 'You have saved answers for this form' });
  await offer.getByRole('button', { name: 'Start again' }).click();
  await expect(offer).toBeHidden();
  await expect(form.getByRole('status').filter({ hasText: 'The saved answers were deleted.' })).toBeVisible();
  await expect(form.getByLabel('Product and strength (required)')).toHaveValue('');
  await page.reload();
  await expect(form).toBeVisible();
  await expect(offer).toHaveCount(0);

  // Saved again, then discarded from the list on My requests, with the keyboard.
  await form.getByLabel('Product and strength (required)').fill('Gentamicin 80 mg');
  await form.getByRole('button', { name: 'Save and continue later' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Saved at' })).toBeVisible();
  await page.goto('/my-requests');
  const list = page.getByRole('region', { name: 'Saved forms' });
  const discard = list.getByRole('button', { name: `Discard saved answers for ${FORM_NAME}` });
  await discard.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('status')).toHaveText(`Your saved answers for ${FORM_NAME} were deleted.`);
  await expect(list).toContainText('You have no saved forms.');
  await page.goto(FORM_PATH);
  await expect(form).toBeVisible();
  await expect(offer).toHaveCount(0);
});
