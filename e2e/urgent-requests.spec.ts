import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, logIn, signInToAdmin } from './support';

const REFERENCE = /^HCP-\d{4}-\d{6}$/;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Sends the medicines information enquiry with the given urgency answer, and answers the confirmation panel. */
async function sendEnquiry(page: Page, urgency: 'Today: a patient is waiting' | 'Within two working days') {
  await page.goto('/clinical-requests/form/medicines-information-enquiry');
  const form = page.getByRole('form', { name: 'Medicines information enquiry' });
  await form.getByLabel('Product (required)').fill('Vanclorin 1 g');
  await form.getByLabel('Your question (required)').fill('Can the reconstituted vial wait in the fridge overnight?');
  await form.getByRole('radio', { name: urgency }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  // The bot check's proof of work runs in the browser first, so this can take a few seconds.
  const confirmation = page.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  const reference = (await confirmation.getByText(REFERENCE).textContent()) ?? '';
  expect(reference).toMatch(REFERENCE);
  return { confirmation, reference };
}

for (const width of [390, 1280]) {
  test(`an urgent enquiry is told its deadline and the number to call, at ${String(width)} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, 'clinician@example.com');
    const { confirmation, reference } = await sendEnquiry(page, 'Today: a patient is waiting');

    // The panel replaced the form below the fold: its heading is in view, with the focus.
    const heading = confirmation.getByRole('heading', { name: 'Thank you, your form has been sent' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // The reference reads on one line: no break at its hyphens.
    const shown = confirmation.getByText(reference, { exact: true });
    const box = await shown.boundingBox();
    const lineHeight = await shown.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(box?.height ?? Infinity).toBeLessThan(lineHeight * 1.5);

    const urgent = confirmation.getByRole('region', { name: 'Urgent request' });
    await expect(urgent).toContainText('We have marked your enquiry as urgent');
    await expect(urgent).toContainText(/We aim to answer by the end of (today, )?\w+day \d{1,2} \w+ \d{4}\./);
    await expect(urgent).not.toContainText('two working days');
    const call = urgent.getByRole('link', { name: '+44 1223 000 140' });
    await expect(call).toHaveAttribute('href', 'tel:+441223000140');
    await expect(urgent).toContainText('(Monday to Friday, 8:00 to 18:00)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: `docs/screens/urgent-confirmation-${String(width)}.png` });

    // My requests flags it in words, first while it is open.
    await page.goto('/my-requests');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items.filter({ hasText: reference })).toContainText('Received Urgent');
    // Open urgent requests come first (all of this account's are open here).
    const flags = (await items.allTextContents()).map((text) => text.includes('Urgent'));
    expect(flags[0]).toBe(true);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    await page.screenshot({ path: `docs/screens/my-requests-urgent-${String(width)}.png`, fullPage: true });
  });
}

test('a routine enquiry shows its date and the number for anything that cannot wait, and never the urgent flag', async ({
  page,
}) => {
  await logIn(page, 'clinician@example.com');
  const { confirmation, reference } = await sendEnquiry(page, 'Within two working days');
  await expect(confirmation.getByRole('region', { name: 'Urgent request' })).toHaveCount(0);
  await expect(confirmation).toContainText('within two working days');
  await expect(confirmation).toContainText(/We aim to answer by \w+day \d{1,2} \w+ \d{4}\./);
  await expect(confirmation).toContainText('For anything that cannot wait, call Medical Information on');
  await expect(confirmation.getByRole('link', { name: '+44 1223 000 140' })).toHaveAttribute(
    'href',
    'tel:+441223000140',
  );
  await page.goto('/my-requests');
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText('Received');
  await expect(item).not.toContainText('Urgent');
});

test('the admin’s open requests list urgent requests first, flagged in words', async ({ page, browser }) => {
  test.slow();
  await logIn(page, 'clinician@example.com');
  const { reference: routine } = await sendEnquiry(page, 'Within two working days');
  const { reference: urgent } = await sendEnquiry(page, 'Today: a patient is waiting');

  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await editorContext.newPage();
  try {
    await signInToAdmin(admin, 'editor@example.com');
    const open = admin.getByRole('region', { name: /^Open requests \(\d+\), \d+ urgent/ });
    await expect(open).toBeVisible();
    const rows = open.getByRole('row');
    const references = await rows.evaluateAll((all) =>
      all.map((row) => /HCP-\d{4}-\d{6}/.exec(row.textContent)?.[0] ?? ''),
    );
    const urgentRow = open.getByRole('row', { name: new RegExp(urgent) });
    await expect(urgentRow).toContainText('Urgent');
    await expect(open.getByRole('row', { name: new RegExp(routine) })).toContainText('Routine');
    expect(references.indexOf(urgent)).toBeGreaterThan(0);
    expect(references.indexOf(urgent)).toBeLessThan(references.indexOf(routine));
    // Every urgent row comes before every routine one.
    const flags = await rows.evaluateAll((all) => all.slice(1).map((row) => row.textContent.includes('Urgent')));
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const axe = await new AxeBuilder({ page: admin }).include('.open-requests').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await open.scrollIntoViewIfNeeded();
    await open.screenshot({ path: 'docs/screens/admin-open-requests-urgent-1280.png' });
  } finally {
    await editorContext.close();
  }
});

for (const width of [390, 1280]) {
  test(`the pricing request form does not scroll sideways at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'clinician@example.com');
    await page.goto('/pricing-requests');
    const product = page.getByRole('combobox', { name: /^Product/ }).first();
    await expect(product).toBeVisible();
    // Its longest option is about 750 px wide: the select still fits the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = await product.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, ['/pricing-requests']);
    await page.screenshot({ path: `docs/screens/pricing-request-${String(width)}.png`, fullPage: true });
  });
}
