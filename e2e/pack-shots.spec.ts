import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, logIn } from './support';

/** The first product of the catalogue's first page, by name. */
const BISOPROLOL = {
  name: 'Bisoprolol Meridian 5 mg film-coated tablets',
  alt: 'Carton and vial of Bisoprolol Meridian 5 mg film-coated tablets',
};

/** Every image on the page has loaded, from the catalogue's own image route, and is drawn. */
async function expectImagesLoaded(page: Page) {
  const images = page.getByRole('img', { name: /^Carton and vial of / });
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\/json\/api\/v1\/product-catalogue\/images\/\d+\/\d+\?/,
    );
  }
}

test('the catalogue shows each product’s pack shot with its alternative text, on the list and the product', async ({
  page,
}) => {
  await logIn(page, 'clinician@example.com');
  await page.goto('/product-catalogue');
  await expect(page.getByRole('status')).toHaveText('18 products found');
  const results = page.getByRole('list', { name: 'Products' });
  const card = results.getByRole('listitem').filter({ hasText: BISOPROLOL.name });
  const image = card.getByRole('img', { name: BISOPROLOL.alt });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('srcset', /160w.*960w/);
  await expect(image).toHaveAttribute('width', '960');
  await expect(image).toHaveAttribute('height', '720');
  // Cards further down load as they scroll near.
  await expect(results.getByRole('img').last()).toHaveAttribute('loading', 'lazy');
  await expectImagesLoaded(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectImagesLoaded(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screens/catalogue-pack-shots-${String(width)}.png` });
  }

  await card.getByRole('link', { name: BISOPROLOL.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${BISOPROLOL.name}`) })).toBeVisible();
  const picture = page.getByRole('main').getByRole('img', { name: BISOPROLOL.alt });
  await expect(picture).toHaveAttribute('loading', 'eager');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectImagesLoaded(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screens/catalogue-product-pack-shot-${String(width)}.png` });
  }

  const productPage = new URL(page.url());
  await expectNoAxeViolations(page, ['/product-catalogue', `${productPage.pathname}${productPage.search}`]);
});
