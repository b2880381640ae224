import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { expectNoAxeViolations, logIn, storedToken } from './support';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// the offline banner's test goes offline on the service worker's app shell.
test.use({ serviceWorkers: 'allow' });

/** One page of a PDF as text laid out as printed (poppler's pdftotext, from Debian's poppler-utils). */
function pdfPageText(pdf: Buffer, page: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hcp-print-'));
  try {
    const file = path.join(dir, 'printed.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Draws one page of a PDF as a PNG at 60 dpi (poppler's pdftoppm), for docs/screens. */
function savePdfPage(pdf: Buffer, page: number, file: string): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'hcp-print-'));
  try {
    const printed = path.join(dir, 'printed.pdf');
    writeFileSync(printed, pdf);
    execFileSync('pdftoppm', [
      '-r',
      '60',
      '-png',
      '-singlefile',
      '-f',
      String(page),
      '-l',
      String(page),
      printed,
      file,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** One page's size and every word on it with its box, in points (pdftotext -bbox). */
function pdfPageWords(pdf: Buffer, page: number): { width: number; height: number; words: PdfWord[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hcp-print-'));
  try {
    const file = path.join(dir, 'printed.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], {
      encoding: 'utf8',
    });
    const size = /<page width="([\d.]+)" height="([\d.]+)">/.exec(html);
    const words = [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ].map(([, xMin, yMin, xMax, yMax, text]) => ({
      text: text ?? '',
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    }));
    return { width: Number(size?.[1]), height: Number(size?.[2]), words };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

/** Whether an element's box lies in the window, below any given top edge. */
function inViewport(page: Page, box: { y: number; height: number } | null, top = 0): boolean {
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= top - 1 && box.y + box.height <= height + 1;
}

test.describe('the printed matrix', () => {
  test('fits every column inside A4’s margins, repeats the name and the column labels on page 2, and wraps references between words', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'pharmacist@example.com');
    await page.goto('/stability/noradrix-1-mg-ml');
    await expect(page.getByRole('heading', { level: 1, name: /^Noradrix 1 mg\/mL/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Stability of Noradrix 1 mg/mL preparations' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(2);
    for (const number of [1, 2]) savePdfPage(pdf, number, `docs/screens/stability-print-page-${String(number)}`);

    // Nothing reaches the sheet's edge, where a printer cuts it off: every word of every page lies inside the 12 mm
    // margins of A4 portrait (docs/stability.md, "Print"), less a point for rounding.
    const margin = (12 / 25.4) * 72 - 1;
    for (let number = 1; number <= pdfPageCount(pdf); number += 1) {
      const { width, height, words } = pdfPageWords(pdf, number);
      // A4 portrait is 595 × 842 pt; Chromium rounds it up to whole pixels.
      expect(Math.abs(width - 595), 'the page’s width in points, less A4’s').toBeLessThan(2);
      expect(Math.abs(height - 842), 'the page’s height in points, less A4’s').toBeLessThan(2);
      const outside = words.filter(
        (word) => word.xMin < margin || word.yMin < margin || word.xMax > width - margin || word.yMax > height - margin,
      );
      expect(
        outside.map((word) => `${word.text} at ${word.xMin.toFixed(0)}-${word.xMax.toFixed(0)} pt`),
        `page ${String(number)}: words outside the margins`,
      ).toEqual([]);
      // A page the table runs on shows its last column whole: the label, and a reference in it.
      const text = words.map((word) => word.text).join(' ');
      if (text.includes('Diluent')) {
        expect(text, `page ${String(number)}`).toContain('Reference');
        expect(text, `page ${String(number)}`).toMatch(/Whitcombe|STB-0203/);
      }
    }

    const first = pdfPageText(pdf, 1);
    expect(first).toContain('Handling warnings');
    expect(first).toContain('Protect from light: Protect syringes and bags from light');

    const second = pdfPageText(pdf, 2);
    // The header row names the product, then the columns, at the top of the page: not a blank band.
    const [nameLine, ...rest] = second.split('\n').filter((line) => line.trim() !== '');
    expect(nameLine?.trim()).toBe('Noradrix 1 mg/mL');
    // Labels may wrap within their column, so each word is looked for in the lines above the first row.
    const header = rest.slice(0, 4).join('\n');
    const words = ['Diluent', 'Concentration', 'Container', 'Storage', 'temperature', 'Protect', 'from', 'light'];
    for (const word of [...words, 'Shelf', 'life', 'Evidence', 'Reference']) expect(header, word).toContain(word);
    // Rows on page 2 are whole preparations, the extrapolated one marked as such.
    expect(second).toContain('Extrapolated');
    // "Pharmaceuticals" is never cut into "Pharmaceut-" and "icals" at the column's edge.
    expect(`${first}\n${second}`).toContain('Pharmaceuticals');
    expect(`${first}\n${second}`).not.toMatch(/Pharmaceut(?!icals)/);
  });
});

test.describe('the product’s name stays in view', () => {
  test('on a 390 px phone, mid-scroll through the cards, and focus is never hidden under it', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'pharmacist@example.com');
    await page.goto('/stability/noradrix-1-mg-ml');
    const cards = page.getByRole('list', { name: 'Preparations of Noradrix 1 mg/mL' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await cards.nth(7).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();

    // The Y-site records further down name the product too; here, one name is in the window: the band.
    const names = page.getByText('Noradrix 1 mg/mL', { exact: true }).filter({ visible: true });
    const boxes = await Promise.all((await names.all()).map((candidate) => candidate.boundingBox()));
    const inWindow = boxes.flatMap((box, index) => (inViewport(page, box) ? [index] : []));
    expect(inWindow).toHaveLength(1);
    const name = names.nth(inWindow[0] ?? 0);
    const nameBox = await name.boundingBox();
    expect(inViewport(page, nameBox)).toBe(true);
    // One short line, not a banner that eats the phone's screen.
    expect(nameBox?.height ?? 0).toBeLessThanOrEqual(48);

    // A control above the window, once focused, scrolls into view below the name, not under it (WCAG 2.4.11).
    // The 9th preparation is extrapolated; from the end of the page its marker is above the window.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const marker = cards.nth(8).getByRole('button', { name: 'Extrapolated' });
    await expect(marker).not.toBeInViewport();
    await marker.focus();
    await expect(marker).toBeFocused();
    const bottomOfName = (nameBox?.y ?? 0) + (nameBox?.height ?? 0);
    expect(inViewport(page, await marker.boundingBox(), bottomOfName)).toBe(true);

    // Offline, the shell's "You are offline" banner does not cover the name.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeAttached();
    await cards.nth(9).scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport();
    const [nameAt, bannerAt] = await Promise.all([
      name.evaluate((element) => element.getBoundingClientRect().top),
      page
        .getByRole('status')
        .filter({ hasText: 'You are offline' })
        .evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom;
        }),
    ]);
    expect(bannerAt).toBeLessThanOrEqual(nameAt);
    await context.setOffline(false);
  });

  test('at 1280 px the table’s header, with the name and the column labels, stays at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, 'pharmacist@example.com');
    await page.goto('/stability/noradrix-1-mg-ml');
    const table = page.getByRole('table', { name: 'Stability of Noradrix 1 mg/mL preparations' });
    const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
    await expect(rows).toHaveCount(12);
    await rows.nth(11).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    const reference = table.getByRole('columnheader', { name: 'Reference' });
    const referenceBox = await reference.boundingBox();
    expect(inViewport(page, referenceBox)).toBe(true);
    expect(referenceBox?.y ?? 900).toBeLessThan(150);
    const name = table.getByText('Noradrix 1 mg/mL', { exact: true });
    expect(inViewport(page, await name.boundingBox())).toBe(true);
  });
});

for (const width of [390, 1280]) {
  test(`the product page with warnings and extrapolated rows passes axe at ${String(width)} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'pharmacist@example.com');
    await expectNoAxeViolations(page, ['/stability/amphelix-50-mg', '/stability/noradrix-1-mg-ml'], async (ready) => {
      await expect(ready.getByRole('note', { name: /^Handling warnings?$/ })).toBeVisible();
      await expect(ready.getByRole('button', { name: 'Extrapolated' }).first()).toBeVisible();
    });
  });
}

test('a safety notice on the dashboard is a warning callout labelled “Safety notice”', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  // dashboard.spec.ts takes the updates widget off the clinician's dashboard: it goes back on first, through the
  // account's own call, whichever spec ran before.
  const token = await storedToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const layout = (await (await page.request.get('/json/api/v1/account/dashboard', { headers })).json()) as {
    version: number;
    widgets: string[];
    cpdTarget: unknown;
  };
  if (!layout.widgets.includes('important-updates')) {
    const updated = await page.request.patch('/json/api/v1/account/dashboard/update', {
      headers,
      data: { version: layout.version, widgets: ['important-updates', ...layout.widgets], cpdTarget: layout.cpdTarget },
    });
    expect(updated.status()).toBe(200);
    await page.reload();
  }
  const notice = page.getByRole('note', { name: 'Safety notice' });
  await expect(notice.first()).toBeVisible();
  await expect(notice.first().getByRole('link')).toHaveText(/Look-alike ampoules: Midazolam/);
});
