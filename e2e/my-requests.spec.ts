import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { linkFromMail } from './mail';
import { expectNoAxeViolations, logIn, sendCallback, signInToAdmin } from './support';

test('a request sent appears on My requests; an editor answers it in /admin and the requester reads the answer', async ({
  page,
  browser,
}) => {
  test.slow();
  await logIn(page, 'pharmacist@example.com');
  const reference = await sendCallback(page);

  // The confirmation points to the request on My requests.
  await page.getByRole('link', { name: 'My requests' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  await expect(page.getByText('There is no answer yet.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Orders and supply' })).toBeVisible();

  // The list, from the side menu.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText('Request a callback');
  await expect(item).toContainText('Received');
  await expect(item).toContainText('Answer due by');

  // An editor finds it among the open requests on the admin home, and answers it.
  const editorContext = await browser.newContext();
  const admin = await editorContext.newPage();
  try {
    await signInToAdmin(admin, 'editor@example.com');
    const open = admin.getByRole('region', { name: /^Open requests \(\d+\)/ });
    await expect(open.getByRole('row', { name: new RegExp(reference) })).toContainText('Nobody yet');
    const axe = await new AxeBuilder({ page: admin })
      .include('.open-requests')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await admin.screenshot({ path: 'docs/screens/admin-open-requests-1280.png' });
    await open.getByRole('link', { name: reference }).click();
    await expect(admin).toHaveURL(/\/admin\/collections\/form-submissions\/\d+$/);
    // Payload's select: the field's wrapper holds a combobox to type into.
    await admin.locator('#field-status').getByRole('combobox').click();
    await admin.keyboard.type('Answered');
    await admin.keyboard.press('Enter');
    await admin.getByLabel('Answer to the requester').fill('We will call you tomorrow morning about your order.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(/Updated successfully|saved successfully/i)).toBeVisible();
    await admin.screenshot({ path: 'docs/screens/admin-request-answered-1280.png' });
  } finally {
    await editorContext.close();
  }

  // The requester is mailed a link to the request, and reads the answer there.
  const link = await linkFromMail('pharmacist@example.com', new RegExp(`/my-requests/${reference}$`), 30_000);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  const answer = page.getByRole('region', { name: 'Our answer' });
  await expect(answer).toContainText('We will call you tomorrow morning about your order.');
  await expect(answer).toContainText('Answered by the Medical Information team on');
  await expect(page.getByText('Answered', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw this request' })).toHaveCount(0);
});

test('the requester can withdraw an open request, asked once more first', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  const reference = await sendCallback(page);
  await page.goto(`/my-requests/${reference}`);
  await page.getByRole('button', { name: 'Withdraw this request' }).click();
  const confirm = page.getByRole('button', { name: 'Yes, withdraw it' });
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(page.getByText('You withdrew this request.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw this request' })).toHaveCount(0);
});

test('another account’s request is not found', async ({ page, browser }) => {
  await logIn(page, 'pharmacist@example.com');
  const reference = await sendCallback(page);
  const other = await browser.newPage();
  try {
    await logIn(other, 'clinician@example.com');
    await other.goto(`/my-requests/${reference}`);
    await expect(other).toHaveURL(/\/page-not-found$/);
    await other.goto('/my-requests');
    await expect(other.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
    await expect(other.getByText(reference)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

for (const width of [390, 1280]) {
  test(`My requests passes axe at ${String(width)} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'pharmacist@example.com');
    const reference = await sendCallback(page);
    await expectNoAxeViolations(page, ['/my-requests', `/my-requests/${reference}`], async (screen) => {
      await expect(screen.getByText('Loading', { exact: false })).toHaveCount(0);
    });
    await page.goto('/my-requests');
    await expect(page.getByRole('listitem').filter({ hasText: reference })).toBeVisible();
    await page.screenshot({ path: `docs/screens/my-requests-${String(width)}.png`, fullPage: true });
    await page.goto(`/my-requests/${reference}`);
    await expect(page.getByRole('region', { name: 'Our answer' })).toBeVisible();
    await page.screenshot({ path: `docs/screens/my-request-${String(width)}.png`, fullPage: true });

    // The dashboard's widget lists it too, and links to it.
    await page.goto('/');
    const widget = page.getByRole('region', { name: 'My requests' });
    await expect(widget.getByRole('link', { name: new RegExp(reference) })).toBeVisible();
    await widget.screenshot({ path: `docs/screens/my-requests-widget-${String(width)}.png` });
  });
}
