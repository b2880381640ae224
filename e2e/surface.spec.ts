import { expect, type Locator, type Page, test } from '@playwright/test';

import { logIn } from './support';

// Issue 13, point 7: the details that made the product look like a prototype, each checked as a person would see it.

/** Where each card's text runs outside the card's padding box: "card 3: Gastroenterology" and so on. */
async function textOutsideCards(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((elements) =>
    elements.flatMap((card, index) => {
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      const outside: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        // Text for screen readers only (clipped to a 1 px box) is not drawn, wherever that box sits.
        const parent = node.parentElement;
        if (!text || (parent && getComputedStyle(parent).clipPath !== 'none')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0 && (rect.left < left - 0.5 || rect.right > right + 0.5)) {
            outside.push(`card ${String(index + 1)}: ${text}`);
            break;
          }
        }
      }
      return outside;
    }),
  );
}

/** The lines a link's text is drawn on, read from where each character lands. */
async function linesOf(link: Locator): Promise<string[]> {
  return link.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      for (let index = 0; index < content.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.find((candidate) => Math.abs(candidate.top - top) < 4);
        const character = content.charAt(index);
        if (line) line.text += character;
        else lines.push({ top, text: character });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });
}

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

async function signedInAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await logIn(page, 'clinician@example.com');
}

for (const width of [390, 1280]) {
  test(`catalogue cards keep their text inside their padding at ${String(width)} px`, async ({ page }) => {
    await signedInAt(page, width);
    await page.goto('/product-catalogue');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(5);
    expect(await textOutsideCards(cards)).toEqual([]);
  });

  test(`team email addresses wrap after the @, never mid-word, at ${String(width)} px`, async ({ page }) => {
    await signedInAt(page, width);
    await page.goto('/meet-the-team/medical-information');
    const links = page.getByRole('link', { name: /^Email / });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      const address = ((await link.getAttribute('href')) ?? '').replace(/^mailto:/, '');
      const lines = await linesOf(link);
      expect(lines.join('')).toBe(address);
      // One line, or the break right after the @.
      if (lines.length > 1)
        expect(lines).toEqual([address.slice(0, address.indexOf('@') + 1), address.slice(address.indexOf('@') + 1)]);
    }
  });
}

test('the bot check’s box has a visible border before it is ticked', async ({ page }) => {
  await signedInAt(page, 1280);
  await page.goto('/clinical-requests/form/medicines-information-enquiry');
  // The widget's code loads when the person first turns to the form (docs/performance.md, 2026-11-29).
  await page.getByRole('main').getByRole('textbox').first().focus();
  const box = page.getByRole('checkbox', { name: /not a robot/ });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  const style = await box.evaluate((element) => {
    const computed = getComputedStyle(element);
    const page = getComputedStyle(document.body).backgroundColor;
    return {
      width: parseFloat(computed.borderTopWidth),
      style: computed.borderTopStyle,
      colour: computed.borderTopColor,
      fill: computed.backgroundColor,
      page: page === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.documentElement).backgroundColor : page,
    };
  });
  expect(style.width).toBeGreaterThanOrEqual(1);
  expect(style.style).toBe('solid');
  // WCAG 1.4.11: the box's edge stands out 3:1 from its own fill and from the page around it.
  expect(contrast(style.colour, style.fill)).toBeGreaterThanOrEqual(3);
  expect(contrast(style.colour, style.page)).toBeGreaterThanOrEqual(3);
});

for (const width of [390, 1280]) {
  test(`signing out takes the search box away at once, before the server answers, at ${String(width)} px`, async ({
    page,
  }) => {
    await signedInAt(page, width);
    await page.goto('/contact');
    // The server takes its time to end the sessions; the header must not wait for it.
    await page.route('**/json/api/v1/account/logout', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    const header = page.getByRole('banner');
    if (width < 768) {
      await header.getByRole('button', { name: 'Menu' }).click();
      await expect(header.getByRole('link', { name: 'Search' })).toBeVisible();
    } else {
      await expect(header.getByRole('searchbox', { name: 'Search the portal' })).toBeVisible();
    }
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('searchbox')).toHaveCount(0, { timeout: 1000 });
    await expect(header.getByRole('link', { name: 'Search' })).toHaveCount(0, { timeout: 1000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0, { timeout: 1000 });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('searchbox')).toHaveCount(0);
  });
}
