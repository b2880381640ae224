import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

import { logIn } from './support';

const REFERENCE = /HCP-\d{4}-\d{6}/;
// A 1×1 PNG, and a PDF that pretends to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The confirmation a successful submission shows, with its reference. */
async function expectConfirmation(page: Page): Promise<Locator> {
  // The bot check's proof of work runs in the browser first, so this can take a few seconds.
  const confirmation = page.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  await expect(confirmation).toContainText(REFERENCE);
  // The thank-you heading takes the focus (form-confirmation.tsx), so a screen reader starts there.
  await expect(confirmation.getByRole('heading', { name: 'Thank you, your form has been sent' })).toBeFocused();
  return confirmation;
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The target never took the focus.');
}

test('a clinician sends a clinical request from its category', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/clinical-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical requests' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Medicines information', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medicines information' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Medicines information enquiry' }).click();

  const form = page.getByRole('form', { name: 'Medicines information enquiry' });
  await expect(form.getByLabel('Reply to (required)')).toHaveValue('clinician@example.com');
  await form.getByLabel('Product (required)').fill('Vancomycin Meridian 1 g');
  await form.getByLabel('Your question (required)').fill('Is a loading dose needed in haemodialysis?');
  await form.getByRole('checkbox', { name: 'Renal impairment' }).check();
  await form.getByRole('radio', { name: 'Within two working days' }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const confirmation = await expectConfirmation(page);
  await expect(confirmation).toContainText('Our medical information team will reply within two working days.');
});

test('pinning shows at once in the pinned section, and a failed pin is undone with an error toast', async ({
  page,
}) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/clinical-requests');
  const pinned = page.getByRole('region', { name: 'Pinned' });
  const categories = page.getByRole('region', { name: 'Categories' });
  const toggle = categories.getByRole('button', { name: 'Pin Aseptic compounding request' });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-pressed')) === 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(pinned.getByRole('link', { name: 'Aseptic compounding request' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(pinned.getByRole('link', { name: 'Aseptic compounding request' })).toBeVisible();
  // Kept by the server: still pinned after a reload.
  await page.reload();
  await expect(pinned.getByRole('link', { name: 'Aseptic compounding request' })).toBeVisible();
  await pinned.getByRole('button', { name: 'Pin Aseptic compounding request' }).click();
  await expect(pinned.getByRole('link', { name: 'Aseptic compounding request' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.route('**/json/api/v1/account/pinned-clinical-requests/update', (route) =>
    route.fulfill({
      status: 500,
      json: { code: 'internal_error', message: 'Something went wrong.', data: { status: 500 } },
    }),
  );
  await toggle.click();
  await expect(page.getByRole('alert', { name: 'Error: Your pins could not be saved' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(pinned.getByRole('link', { name: 'Aseptic compounding request' })).toBeHidden();
});

test('the feasibility questionnaire opens from a trial, filled in with the trial and the user', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/clinical-trials/clearway');
  await page.getByRole('link', { name: 'Assess feasibility for your site' }).click();
  await expect(page).toHaveURL(/\/clinical-trials\/feasibility-form\/handler\?trial=clearway$/);
  const form = page.getByRole('form', { name: 'Clinical trial feasibility questionnaire' });
  await expect(form.getByLabel('Trial (required)')).toHaveValue(/CLEARWAY/i);
  await expect(form.getByLabel('Your name (required)')).toHaveValue('Clara Whitfield');
  await expect(form.getByLabel('Your email (required)')).toHaveValue('clinician@example.com');
  await form.getByLabel('Site (required)').fill('St Elsewhere, Infectious Diseases');
  await form.getByLabel('Principal investigator (required)').fill('Dr Ada Byron');
  await form.getByRole('radio', { name: 'Yes, everyone is within two years' }).check();
  await form.getByLabel('Expected eligible patients per month (required)').fill('4');
  await form.getByLabel('Research staff available (required)').fill('Two research nurses, one trial pharmacist.');
  await form
    .getByLabel('Clinical trials pharmacy capacity (required)')
    .selectOption({ label: 'Capacity available now' });
  await form.getByLabel('Expected local approval (R&D and ethics) by (required)').fill('2027-03-01');
  await form.getByRole('button', { name: 'Send questionnaire' }).click();

  await expect(page).toHaveURL(/\/clinical-trials\/feasibility-form\/confirmation$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your feasibility answers have been sent' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(REFERENCE);

  // Opened directly (a new visit: a reload keeps the router's state), it says where to start.
  await page.goto('/clinical-trials');
  await page.goto('/clinical-trials/feasibility-form/confirmation');
  await expect(page.getByText(/There is no feasibility submission to show here/)).toBeVisible();
});

test('a pricing request chooses catalogue products with quantities', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/pricing-requests');
  const form = page.getByRole('form', { name: 'Pricing request' });
  await form.getByLabel('Organisation (required)').fill('Northgate Hospitals NHS Trust');
  const products = form.getByRole('group', { name: 'Products and quantities (required)' });
  const first = products.getByRole('group', { name: 'Product line 1' });
  await first.getByLabel('Product', { exact: true }).selectOption({ index: 1 });
  await first.getByLabel('Quantity').fill('120');
  await products.getByRole('button', { name: 'Add another product' }).click();
  const second = products.getByRole('group', { name: 'Product line 2' });
  await expect(second.getByLabel('Product', { exact: true })).toBeFocused();
  await second.getByLabel('Product', { exact: true }).selectOption({ index: 2 });
  await second.getByLabel('Quantity').fill('0');
  await form.getByRole('button', { name: 'Request prices' }).click();
  await expect(first.getByLabel('Product', { exact: true })).toBeFocused();
  await expect(form.getByText('Each quantity must be a whole number from 1 to 5000.').first()).toBeVisible();

  await second.getByLabel('Quantity').fill('30');
  await form.getByRole('button', { name: 'Request prices' }).click();
  await expectConfirmation(page);
});

test('a report with a photo and patient harm is confirmed with how adverse events are handled', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto('/report-an-issue');
  const form = page.getByRole('form', { name: 'Report an issue' });
  await form.getByRole('radio', { name: 'Product quality issue' }).check();
  await form.getByLabel('Product and batch number').fill('Vancomycin Meridian 1 g, batch VM2211');
  await form.getByLabel('What happened (required)').fill('Particles visible in two vials after reconstitution.');
  await form.getByRole('radio', { name: 'Yes' }).check();
  const files = form.getByLabel('Photos or documents');

  // A type the portal refuses before sending anything.
  await files.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(files).toBeFocused();
  await expect(files).toHaveAccessibleDescription(/setup\.exe: files of this type are not accepted/);
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();

  // A PDF named .png passes the browser's check; the server sniffs it and says why it refuses it.
  await files.setInputFiles({ name: 'vial.png', mimeType: 'image/png', buffer: PDF });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(files).toHaveAccessibleDescription(/vial\.png: /, { timeout: 20_000 });
  await expect(files).toBeFocused();
  // What was typed is still there.
  await expect(form.getByLabel('What happened (required)')).toHaveValue(
    'Particles visible in two vials after reconstitution.',
  );

  await files.setInputFiles({ name: 'vial.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send report' }).click();
  const confirmation = await expectConfirmation(page);
  await expect(confirmation.getByRole('heading', { name: 'If a patient was harmed' })).toBeVisible();
});

test('a callback request is sent with the keyboard alone, the focus going to the first problem', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto('/request-callback');
  const form = page.getByRole('form', { name: 'Request a callback' });
  const submit = form.getByRole('button', { name: 'Request callback' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const topic = form.getByLabel('Topic (required)');
  await expect(topic).toBeFocused();
  await expect(topic).toHaveAccessibleDescription('Choose topic.');

  await page.keyboard.type('Orders');
  await expect(topic).toHaveValue('supply');
  await page.keyboard.press('Tab');
  const phone = form.getByLabel('Phone number (required)');
  await expect(phone).toBeFocused();
  // The format, extensions and bleeps included, shows from the start; a switchboard extension is taken as typed.
  await expect(phone).toHaveAccessibleDescription(/like 0161 496 0000 ext 4412, or give a bleep alone/);
  await page.keyboard.type('0161 496 0000 ext 4412');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Preferred time (required)')).toBeFocused();
  await page.keyboard.type('Morning');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectConfirmation(page);
});

test('the contact form works logged out', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Your name (required)').fill('Sam Carter');
  await form.getByLabel('Your email (required)').fill('sam.carter@example.org');
  await form.getByLabel('Message (required)').fill('Do you supply hospitals in the Channel Islands?');
  await form.getByRole('checkbox', { name: /I agree that the HCP Portal team stores/ }).check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectConfirmation(page);
});

for (const width of [375, 1280]) {
  // The routes themselves are checked in axe-every-route.spec.ts; this is a form showing its problems.
  test(`a form showing its problems passes axe at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'clinician@example.com');
    await page.goto('/report-an-issue');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id} (${violation.help})`)).toEqual([]);
  });
}
