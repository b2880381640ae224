import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { logIn } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id} (${violation.help})`)).toEqual([]);
}

test.describe('the stability matrix on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'clinician@example.com');
  });

  test('each preparation is a card with its temperature and shelf life in view, and the filters fold away', async ({
    page,
  }) => {
    await page.goto('/stability/vanclorin-1-g');
    await expect(page.getByRole('heading', { level: 1, name: 'Vanclorin 1 g' })).toBeVisible();
    // The wide table gives way to cards.
    await expect(page.getByRole('table', { name: /^Stability of / })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Preparations of Vanclorin 1 g' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expectNoHorizontalScroll(page);

    const viewport = page.viewportSize()?.width ?? 390;
    for (const card of await cards.all()) {
      // Each card is named by its diluent and concentration, and reads in a pharmacist's order.
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      const terms = await card.getByRole('term').allInnerTexts();
      expect(terms.map((term) => term.toLowerCase())).toEqual([
        'container',
        'storage temperature',
        'shelf life',
        'protect from light',
        'evidence',
        'method',
        'reference',
      ]);
      for (const term of ['Storage temperature', 'Shelf life']) {
        const value = card
          .getByRole('definition')
          .nth(terms.findIndex((text) => text.toLowerCase() === term.toLowerCase()));
        await expect(value).toBeVisible();
        const box = await value.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport);
      }
    }
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(/^Water for injections,?\s*50 mg\/mL$/);
    await expect(first.getByRole('definition').nth(2)).toHaveText('24 hours');

    // The filters sit behind one button that counts the active ones.
    const filter = page.getByRole('button', { name: /^Filter/ });
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Filter the preparations' })).toBeHidden();
    await filter.click();
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Filter the preparations' })).toBeVisible();
    await page.getByLabel('Diluent').selectOption({ label: 'Sodium chloride 0.9%' });
    await expect(filter).toHaveAccessibleName('Filter 1 filter active');
    await page.getByLabel('Container').selectOption({ label: 'Polypropylene syringe' });
    await expect(filter).toHaveAccessibleName('Filter 2 filters active');
    await expect(filter).toContainText('2');
    await expect(page.getByText('Showing 2 of 6 preparations')).toBeVisible();
    await expect(cards).toHaveCount(2);

    // Folded again, the count still says the list is filtered.
    await filter.press('Enter');
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Filter the preparations' })).toBeHidden();
    await expect(filter).toContainText('2');
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    // Printing a phone's page still prints the table, not the cards.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('table', { name: /^Stability of / })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Preparations of Vanclorin 1 g' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test('a Sort by select orders the cards, since the table’s sortable headers are hidden', async ({ page }) => {
    await page.goto('/stability/vanclorin-1-g');
    const cards = page.getByRole('list', { name: 'Preparations of Vanclorin 1 g' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const shelfLives = () =>
      cards.evaluateAll((items) => items.map((item) => item.querySelectorAll('dd')[2]?.textContent));
    const hours = (text: string | null | undefined) => {
      const [value = '0', unit] = (text ?? '').split(' ');
      return Number(value) * (unit?.startsWith('day') ? 24 : 1);
    };

    const sort = page.getByLabel('Sort by');
    await expect(sort).toBeVisible();
    await sort.selectOption({ label: 'Shelf life, longest first' });
    const longestFirst = (await shelfLives()).map(hours);
    expect(longestFirst).toEqual([...longestFirst].sort((a, b) => b - a));
    expect(new Set(longestFirst).size).toBeGreaterThan(1);

    await sort.selectOption({ label: 'Shelf life, shortest first' });
    const shortestFirst = (await shelfLives()).map(hours);
    expect(shortestFirst).toEqual([...longestFirst].reverse());
    await expectAxeClean(page);
  });
});

test.describe('the stability matrix at 1280 px', () => {
  test('the whole table fits, with every column in view, and the filters start open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'clinician@example.com');
    for (const path of ['/stability/vanclorin-1-g', '/stability/heparexin-1-000-units-ml', '/stability/cefravex-1-g']) {
      await page.goto(path);
      const table = page.getByRole('table', { name: /^Stability of / });
      await expect(table).toBeVisible();
      await expect(page.getByRole('list', { name: /^Preparations of / })).toBeHidden();
      const region = page.getByRole('region', { name: /^Stability of / });
      const reference = table.getByRole('columnheader', { name: 'Reference' });
      const regionBox = await region.boundingBox();
      const referenceBox = await reference.boundingBox();
      expect(regionBox).not.toBeNull();
      expect(referenceBox).not.toBeNull();
      const right = (referenceBox?.x ?? 0) + (referenceBox?.width ?? 0);
      expect(right).toBeLessThanOrEqual((regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1);
      expect(right).toBeLessThanOrEqual(1280);
      // Nothing is hidden to the right of the table's region.
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
      await expectNoHorizontalScroll(page);
    }
    await expect(page.getByRole('button', { name: /^Filter/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Filter the preparations' })).toBeVisible();
    // The column headers sort here; the phone's select is not shown.
    await expect(page.getByLabel('Sort by')).toBeHidden();
    await expectAxeClean(page);
  });
});
