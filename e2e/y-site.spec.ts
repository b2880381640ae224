import AxeBuilder from '@axe-core/playwright';
import { ySiteCheckPath } from '@hcp/contracts/y-site';
import { expect, type Locator, type Page, test } from '@playwright/test';

import { logIn } from './support';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// the check offline runs on the service worker's app shell.
test.use({ serviceWorkers: 'allow' });

/*
 * Y-site compatibility (issue 32) as a pharmacist at the bedside uses it, on a 390 px phone: Meropendra 1 g's Y-site
 * section, the check screen with three drugs (compatible and conflicting, incompatible, no data), a search for a pair,
 * and the check offline on a saved product. The demo content's Meropendra records: apps/cms/src/seed.
 */
const PRODUCT = '/stability/meropendra-1-g';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${where}: ${violation.id} (${violation.help})`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

/** One checked pair on the check screen, by its heading ("Meropendra 1 g and Furosemide"). */
function pair(page: Page, drug: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: `Meropendra 1 g and ${drug}`, exact: true }) });
}

/** The results' words in one pair, in order: each result is a word with its icon, never a colour alone. */
function resultWords(scope: Locator): Locator {
  return scope.getByText(/^(Compatible|Incompatible|Conflicting data|No data)$/);
}

async function readThreeDrugs(page: Page) {
  const furosemide = pair(page, 'Furosemide');
  await expect(resultWords(furosemide)).toHaveText(['Compatible', 'Conflicting data']);
  await expect(furosemide.getByText('1–20 mg/mL in Sodium chloride 0.9%').first()).toBeVisible();
  const ondansetron = pair(page, 'Ondansetron');
  await expect(resultWords(ondansetron)).toHaveText(['Incompatible']);
  const paracetamol = pair(page, 'Paracetamol');
  await expect(resultWords(paracetamol)).toHaveText(['No data']);
  await expect(paracetamol.getByText(/This does not mean they are compatible/)).toBeVisible();
  for (const word of await resultWords(page.getByRole('main')).all()) {
    // The icon beside each word is hidden from screen readers: the word carries the meaning.
    await expect(word.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  }
}

test.describe('Y-site compatibility on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'pharmacist@example.com');
  });

  test('the pharmacist reads Meropendra’s Y-site section, then checks three drugs against it', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1, name: /^Meropendra 1 g/ })).toBeVisible();
    const section = page.getByRole('region', { name: 'Y-site compatibility' });
    const partners = section.getByRole('list', { name: 'Drugs tested with Meropendra 1 g at a Y-site' });
    await expect(partners.getByRole('heading', { level: 3 })).toHaveText([
      'Dopamine',
      'Furosemide',
      'Heparin sodium',
      'Morphine sulfate',
      'Ondansetron',
    ]);
    const furosemide = partners
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Furosemide' }) });
    await expect(resultWords(furosemide)).toHaveText(['Compatible', 'Conflicting data']);
    const ondansetron = partners
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Ondansetron' }) });
    await expect(resultWords(ondansetron)).toHaveText(['Incompatible']);
    // The reconstitution block and the matrix's method, beside the Y-site data.
    const reconstitution = page.getByRole('region', { name: 'Reconstitution' });
    await expect(reconstitution.getByText('19.1 mL of water for injections')).toBeVisible();
    await expect(reconstitution.getByText('50 mg/mL')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screens/y-site-section-390.png', fullPage: false });
    await expectNoViolations(page, `${PRODUCT} at 390 px`);

    await section.getByRole('link', { name: 'Check this product against other drugs' }).click();
    await expect(page).toHaveURL(/\/stability\/y-site\?product=meropendra-1-g$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check Y-site compatibility' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Our product' })).toHaveValue('meropendra-1-g');
    await page.getByRole('textbox', { name: 'Other drug 1' }).fill('furosemide');
    await page.getByRole('button', { name: 'Add another drug' }).press('Enter');
    await expect(page.getByRole('textbox', { name: 'Other drug 2' })).toBeFocused();
    await page.keyboard.type('ondansetron');
    await page.getByRole('button', { name: 'Add another drug' }).click();
    await page.getByRole('textbox', { name: 'Other drug 3' }).fill('paracetamol');
    await page.getByRole('button', { name: 'Check compatibility' }).click();
    await expect(page).toHaveURL(
      /\/stability\/y-site\?product=meropendra-1-g&drugs=furosemide%2Condansetron%2Cparacetamol$/,
    );
    await readThreeDrugs(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: 'docs/screens/y-site-check-390.png', fullPage: false });
    await expectNoViolations(page, '/stability/y-site at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'docs/screens/y-site-check-1280.png', fullPage: false });
    await expectNoViolations(page, '/stability/y-site at 1280 px');
  });

  test('searching “meropenem furosemide” leads to the check screen with that pair', async ({ page }) => {
    // The address the header's search box opens on Enter (e2e/layout.spec.ts tests the box itself).
    await page.goto('/search/meropenem%20furosemide');
    // The pair's result names the product and the drug, and links to the check screen with that pair.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Meropendra 1 g.*furosemide/i })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${ySiteCheckPath('meropendra-1-g', ['furosemide']).replace('?', '\\?')}$`),
    );
    await expect(resultWords(pair(page, 'Furosemide'))).toHaveText(['Compatible', 'Conflicting data']);
  });

  test('offline, the check still answers from a saved product', async ({ page, context }) => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(PRODUCT);
    // The copy keeps the Y-site records the page has read.
    const section = page.getByRole('region', { name: 'Y-site compatibility' });
    await expect(section.getByRole('heading', { level: 3, name: 'Ondansetron' })).toBeVisible();
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('button', { name: 'Saved for offline' })).toHaveAttribute('aria-pressed', 'true');

    await context.setOffline(true);
    await page.goto(PRODUCT);
    await expect(page.getByRole('status', { name: 'Offline copy' })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: 'Ondansetron' })).toBeVisible();

    await page.goto(ySiteCheckPath('meropendra-1-g', ['furosemide', 'ondansetron', 'paracetamol']));
    await expect(page.getByText(/Synonyms are not recognised offline/).first()).toBeVisible();
    await readThreeDrugs(page);
    await expectNoViolations(page, '/stability/y-site offline at 390 px');
    await context.setOffline(false);
  });
});
