// The editors' live preview: the portal's own screen for an item's latest version, beside the form in /admin, reloaded
// on every save, and shown to CMS staff only.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { logIn, openInAdmin, signInToAdmin } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const openProductInAdmin = (page: Page, name: RegExp) => openInAdmin(page, 'stability-products', name);

test('an editor previews a draft beside the form, and the preview follows each save', async ({ page }) => {
  await signInToAdmin(page, 'editor@example.com');
  await openProductInAdmin(page, /^Tigecivane/);
  await page.getByRole('button', { name: 'Live Preview' }).click();

  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('region', { name: 'About this preview' })).toContainText(
    'Draft: not in the portal until it is published.',
  );
  await expect(preview.getByRole('heading', { level: 1, name: /^Tigecivane 50 mg/ })).toBeVisible();
  // The portal's own matrix, not a field dump.
  await expect(preview.getByRole('table', { name: /Stability of Tigecivane 50 mg/ })).toBeVisible();
  await expect(preview.getByText('_status')).toHaveCount(0);

  await page.getByLabel('Summary').fill('Glycylcycline antibiotic. Wording checked by the preview test.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved successfully.')).toBeVisible();
  await expect(preview.getByText('Glycylcycline antibiotic. Wording checked by the preview test.')).toBeVisible();
});

test('the preview says where a version stands, reads well at 390 and 1280 px, and passes axe', async ({ page }) => {
  // Two admin edit views, then axe over a full matrix with its Y-site section at two widths: longer than 30 s on CI's
  // two cores.
  test.setTimeout(120_000);
  await signInToAdmin(page, 'editor@example.com');
  const live = await openProductInAdmin(page, /^Vanclorin 1 g/);
  const expired = await openProductInAdmin(page, /^Colistavane/);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/preview/stability-products/${live}`);
    await expect(page.getByRole('region', { name: 'About this preview' })).toContainText(
      'Published: this is what professionals see now.',
    );
    await expect(page.getByRole('heading', { level: 1, name: /^Vanclorin 1 g/ })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.screenshot({ path: `docs/screens/preview-${String(width)}.png` });
  }

  await page.goto(`/preview/stability-products/${expired}`);
  await expect(page.getByRole('region', { name: 'About this preview' })).toContainText(
    'Past its review-by date: the portal hides it',
  );
});

test('links in the preview open the portal in a new tab, and the frame stays on the item', async ({ page }) => {
  await signInToAdmin(page, 'editor@example.com');
  const id = await openInAdmin(page, 'clinical-trials', /^Meraxostat for vasopressor-dependent septic shock/);
  await page.goto(`/preview/clinical-trials/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Attachments are listed, but their downloads belong to a professional's session.
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Assess feasibility for your site' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).not.toContain('/preview/');
  await expect(page).toHaveURL(new RegExp(`/preview/clinical-trials/${id}$`));
});

test('nobody without a CMS session sees a preview: not a visitor, not a signed-in professional', async ({ page }) => {
  const draftPath = await test.step('find the draft’s address as an editor', async () => {
    const editor = await page.context().browser()?.newContext();
    if (!editor) throw new Error('no browser');
    const editorPage = await editor.newPage();
    await signInToAdmin(editorPage, 'editor@example.com');
    const id = await openProductInAdmin(editorPage, /^Tigecivane/);
    await editor.close();
    return `/preview/stability-products/${id}`;
  });

  await page.goto(draftPath);
  await expect(page.getByRole('alert')).toHaveText('Sign in to the CMS as an editor to see this preview.');
  await expect(page.getByText('Tigecivane')).toHaveCount(0);

  await logIn(page, 'clinician@example.com');
  await page.goto(draftPath);
  await expect(page.getByRole('alert')).toHaveText('Sign in to the CMS as an editor to see this preview.');
  await expect(page.getByText('Tigecivane')).toHaveCount(0);
  // The professional is still signed in to the portal: a refused preview is not a failed session.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});
