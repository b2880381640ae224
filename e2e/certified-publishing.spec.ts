import { type Browser, expect, type Page, test } from '@playwright/test';

import { DEMO_PASSWORD, expectAccessible, logIn, openInAdmin, signInToAdmin } from './support';

// Issue 33: no clinical content goes live on one person's say-so. The demo's published "Preparing Veltrazine in
// elastomeric devices" has a change by the editor that waits to be submitted.
const TITLE = 'Preparing Veltrazine in elastomeric devices';
const PORTAL_PATH = '/clinical-resources/compatibility-and-preparation/veltrazine-elastomeric-preparation';

/** A CMS account signed in to /admin in a browser context of its own. */
async function staffPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInToAdmin(page, email);
  return page;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Certification' });

test('an editor submits, a reviewer comments, the signatory certifies, another publishes, and the portal shows it', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);

  const editor = await staffPage(browser, 'editor@example.com');
  await openInAdmin(editor, 'clinical-resources', TITLE);
  const editorPanel = panelOf(editor);
  await expect(editorPanel.getByText('Eleanor Price', { exact: false }).first()).toBeVisible();
  const submit = editorPanel.getByRole('group', { name: 'Submit for review' });
  await submit.getByRole('checkbox', { name: 'Sam Okafor' }).check();
  await submit.getByLabel('Signatory').selectOption({ label: 'Miriam Achebe, registered pharmacist' });
  await submit.getByLabel('Message to them (optional)').fill('The 2027 device range changes the fill volume.');
  await submit.getByRole('button', { name: 'Submit for review' }).click();
  await expect(editorPanel.getByRole('status')).toHaveText(
    'Submitted for review: the reviewers and the signatory are emailed.',
  );
  await expectAccessible(editor, '.certification-panel');
  await editor.screenshot({ path: 'docs/screens/admin-certification-in-review-1280.png' });
  // The editor made the change: the panel offers them no certificate and says someone else publishes.
  await expect(editorPanel.getByRole('group', { name: 'Certify' })).toHaveCount(0);

  const reviewer = await staffPage(browser, 'reviewer@example.com');
  const queue = reviewer.getByRole('region', { name: 'Reviews' });
  await expect(queue.getByRole('link', { name: TITLE })).toBeVisible();
  await expectAccessible(reviewer, '.review-queue');
  await reviewer.screenshot({ path: 'docs/screens/admin-review-queue-1280.png' });
  await openInAdmin(reviewer, 'clinical-resources', TITLE);
  const reviewerPanel = panelOf(reviewer);
  await reviewerPanel.getByText('Add a comment').click();
  await reviewerPanel.getByLabel('Your comment').fill('Fill volume matches the 2027 device data sheet.');
  await reviewerPanel.getByRole('button', { name: 'Add comment' }).click();
  await expect(reviewerPanel.getByText('Fill volume matches the 2027 device data sheet.')).toBeVisible();

  const signatory = await staffPage(browser, 'signatory@example.com');
  await openInAdmin(signatory, 'clinical-resources', TITLE);
  const certify = panelOf(signatory).getByRole('group', { name: 'Certify' });
  await expect(certify.getByText(/^I have examined the final form of this material\./)).toBeVisible();
  await certify.getByLabel('Your password').fill('not-the-password');
  await certify.getByRole('checkbox', { name: 'I confirm this statement' }).check();
  await certify.getByRole('button', { name: 'Certify this version' }).click();
  await expect(certify.getByRole('alert')).toHaveText('Your password is not correct.');
  await certify.getByLabel('Your password').fill(DEMO_PASSWORD);
  await certify.getByRole('button', { name: 'Certify this version' }).click();
  await expect(panelOf(signatory).getByRole('status')).toHaveText('Certified: this version can now be published.');
  await expect(panelOf(signatory).getByText(/^Certified by Miriam Achebe, registered pharmacist, on /)).toBeVisible();
  await expectAccessible(signatory, '.certification-panel');
  await signatory.screenshot({ path: 'docs/screens/admin-certification-certified-1280.png' });

  // The editor who made the change cannot publish it; the administrator, who did not, can.
  await editor.reload();
  await editor.getByRole('button', { name: 'Publish changes' }).click();
  await expect(editor.getByText('You made this change, so someone else must publish it.')).toBeVisible();

  const administrator = await staffPage(browser, 'admin@example.com');
  await openInAdmin(administrator, 'clinical-resources', TITLE);
  await administrator.getByRole('button', { name: 'Publish changes' }).click();
  await expect(administrator.getByText(/Updated successfully|Published successfully/).first()).toBeVisible();

  await logIn(page, 'clinician@example.com');
  await page.goto(PORTAL_PATH);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Updated for the 2027 device range.')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(
    page.getByText(`Certified by Miriam Achebe, registered pharmacist, on ${today.format(new Date())}`),
  ).toBeVisible();
  await page.screenshot({ path: 'docs/screens/certified-line-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Certified by Miriam Achebe').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screens/certified-line-390.png' });
});

test('the signatory compares the version under review with the published one, matrix rows included', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editor = await staffPage(browser, 'editor@example.com');
  const id = await openInAdmin(editor, 'stability-products', 'Pantoquel 40 mg');
  await editor.getByRole('heading', { name: /^Stability matrix/ }).scrollIntoViewIfNeeded();
  // The first preparation (sodium chloride 0.9% in its vial, 12 hours): its concentration's value comes first.
  const shelfLife = editor.getByLabel('Value').nth(1);
  await expect(shelfLife).toHaveValue('12');
  await shelfLife.fill('8');
  await editor.getByRole('button', { name: 'Save Draft' }).click();
  await expect(editor.getByText(/saved successfully/i).first()).toBeVisible();
  // The editor carries on editing (not saved): Payload locks an item in the form's round trip after a change (a
  // server action) and unlocks it on every save, so the lock the signatory meets below is this change's.
  const locked = editor.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.request().headers()['next-action'] !== undefined &&
      response.url().includes(`/admin/collections/stability-products/${id}`) &&
      response.ok(),
  );
  await shelfLife.fill('6');
  await locked;

  const signatory = await staffPage(browser, 'signatory@example.com');
  await openInAdmin(signatory, 'stability-products', 'Pantoquel 40 mg');
  // The editor still has the item open: the signatory reads it without taking it over.
  await signatory.getByRole('button', { name: 'View read-only' }).click();
  await panelOf(signatory).getByRole('link', { name: 'Compare this version with the published one' }).click();
  await expect(signatory).toHaveURL(/\/admin\/collections\/stability-products\/\d+\/versions\/\w+\?versionFrom=\w+/);
  // Only what changed: the published value beside the new one, in the matrix's first row.
  await expect(signatory.getByRole('heading', { name: 'Compare Versions' })).toBeVisible();
  // The row is named by its preparation, not by its position alone.
  await expect(signatory.getByText('Item 01: Sodium chloride 0.9% · Glass vial', { exact: false })).toBeVisible();
  const shelfLifeDiff = signatory.locator('[data-field-path="matrix.0.shelfLife.value"]');
  await expect(shelfLifeDiff.locator('.html-diff__diff-old')).toHaveText('12');
  await expect(shelfLifeDiff.locator('.html-diff__diff-new')).toHaveText('8');
  await expect(signatory.locator('[data-field-path="matrix.1.shelfLife.value"]')).toHaveCount(0);
  await expect(signatory.locator('[data-field-path="title"]')).toHaveCount(0);
  // The two versions' dates, the version picker (named by the "Comparing against" beside it) and the fields that changed.
  await expect(signatory.getByRole('combobox', { name: 'Comparing against' })).toBeVisible();
  await expectAccessible(signatory, '.view-version__version-from');
  await expectAccessible(signatory, '.view-version__version-to');
  await expectAccessible(signatory, '.view-version__diff-wrap');
  await signatory.screenshot({ path: 'docs/screens/admin-certification-compare-1280.png', fullPage: true });
});
