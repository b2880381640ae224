// The editor's side of the clinical tools (issue 32): a reconstitution entry changed on a product and a new Y-site
// record, each made in /admin with the keyboard and mouse as an editor works, and each read back in the Live Preview
// as the portal will draw it.
import { expect, type Locator, type Page, test } from '@playwright/test';

import { closeLivePreview, openInAdmin, showGovernance, signInToAdmin } from './support';

/** Chooses an option of one of Payload's selects (react-select), found by the field's path as Payload ids it. */
async function choose(page: Page, path: string, option: string, typed?: string): Promise<void> {
  const field = page.locator(`#field-${path}`);
  await field.locator('.rs__control').click();
  if (typed !== undefined) await page.keyboard.type(typed);
  await page.locator('.rs__option', { hasText: option }).first().click();
  await expect(field.locator('.rs__single-value')).toContainText(option);
}

/** Types a date into one of Payload's date fields the UK way, as an editor does, and closes its calendar. */
async function typeDate(page: Page, path: string, date: string): Promise<void> {
  const input = page.locator(`#field-${path}`).getByRole('textbox');
  await input.fill('');
  await input.pressSequentially(date);
  await input.press('Escape');
  await expect(input).toHaveValue(date);
}

async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/saved successfully|Draft saved/i).first()).toBeVisible();
}

const previewOf = (page: Page) => page.frameLocator('iframe');

async function fill(locator: Locator, value: string): Promise<void> {
  await locator.fill(value);
  await expect(locator).toHaveValue(value);
}

test('an editor changes how a vial is made up and reads it in the Live Preview above the matrix', async ({ page }) => {
  test.slow();
  await signInToAdmin(page, 'editor@example.com');
  await openInAdmin(page, 'stability-products', /^Tigecivane/);
  await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = previewOf(page);
  const facts = preview.getByRole('region', { name: 'Reconstitution' });
  await expect(facts).toContainText('4.9 mL');

  // Twice the volume: 50 mg in 9.9 mL added plus 0.1 mL displacement is 5 mg/mL, which the form checks.
  // Payload draws a group's fields once it scrolls into view.
  await page.getByRole('heading', { name: 'Reconstitution', level: 3 }).scrollIntoViewIfNeeded();
  await fill(page.locator('#field-reconstitution__volumeAddedMl'), '9.9');
  await fill(page.locator('#field-reconstitution__concentration__value'), '5');
  // A clinical change: the draft needs a new approval code and date before it can be shown or published.
  await showGovernance(page);
  await fill(page.locator('#field-governance__approvalCode'), 'HCP-UK-7322');
  await typeDate(page, 'governance__dateOfPreparation', '03/11/2026');
  await saveDraft(page);

  await expect(facts).toContainText('9.9 mL of sodium chloride 0.9%');
  await expect(facts).toContainText('5 mg/mL');
  await expect(preview.getByRole('table', { name: /Stability of Tigecivane 50 mg/ })).toBeVisible();
  await closeLivePreview(page);
});

test('an editor adds a Y-site record and reads it in the Live Preview as the product page will show it', async ({
  page,
}) => {
  test.slow();
  await signInToAdmin(page, 'editor@example.com');
  await page.goto('/admin/collections/y-site-records/create');
  await expect(page.locator('#field-product')).toBeVisible();

  await choose(page, 'product', 'Tigecivane 50 mg', 'Tigecivane');
  await choose(page, 'drug', 'ondansetron', 'ondansetron');
  await fill(page.locator('#field-productConcentration__value'), '1');
  await choose(page, 'productConcentration__unit', 'mg/mL');
  await choose(page, 'productDiluent', 'Sodium chloride 0.9%');
  await fill(page.locator('#field-drugConcentration__value'), '1');
  await choose(page, 'drugConcentration__unit', 'mg/mL');
  await choose(page, 'drugDiluent', 'Glucose 5%');
  await choose(page, 'result', 'Incompatible');
  await fill(page.locator('#field-contactMinutes'), '240');
  await choose(page, 'temperature', '15–25 °C (room temperature)');
  await choose(page, 'light', 'Ambient light');
  // The test methods are checkboxes, one press each.
  await page
    .getByRole('group', { name: /Test methods/ })
    .getByLabel('Visual inspection')
    .check();
  await page
    .getByRole('group', { name: /Test methods/ })
    .getByLabel('Turbidity')
    .check();
  await choose(page, 'evidence', 'A: published study');
  await fill(
    page.locator('#field-reference__citation'),
    'Demo author A. Y-site test of tigecivane with ondansetron. Demo J Infus Pract. 2026;4:12–15',
  );
  await fill(page.locator('#field-governance__approvalCode'), 'HCP-UK-7321');
  await typeDate(page, 'governance__dateOfPreparation', '02/11/2026');
  await typeDate(page, 'governance__reviewBy', '02/11/2028');
  // A new record's first save takes it to its own address.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/admin\/collections\/y-site-records\/\d+$/);

  await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = previewOf(page);
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(/Tigecivane 50 mg and ondansetron/i);
  await expect(preview.getByRole('region', { name: 'About this preview' })).toContainText('Draft');
  // The result is a word (and an icon), with the conditions, the methods and the evidence the editor entered.
  await expect(preview.getByText('Incompatible').first()).toBeVisible();
  await expect(preview.getByText(/240 min|4 hours/).first()).toBeVisible();
  await expect(preview.getByText(/Visual inspection, Turbidity/).first()).toBeVisible();
  await expect(preview.getByText('HCP-UK-7321').first()).toBeVisible();
  await page.screenshot({ path: 'docs/screens/y-site-record-live-preview-1280.png' });
  await closeLivePreview(page);
});
