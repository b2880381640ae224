import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { StabilityProductSchema, type StabilityRow } from '@hcp/contracts/stability';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { logIn, storedToken } from './support';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// the calculator offline runs on the service worker's app shell.
test.use({ serviceWorkers: 'allow' });

const SLUG = 'meropendra-1-g';
const PRODUCT = `/stability/${SLUG}`;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The whole printed PDF as text laid out as printed (poppler's pdftotext, from Debian's poppler-utils). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hcp-worksheet-'));
  try {
    const file = path.join(dir, 'worksheet.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The seed's row "Sodium chloride 0.9%, 1–20 mg/mL, PVC bag, 2–8 °C, 24 hours", read from the API, not hard-coded. */
async function sodiumChlorideRow(page: Page): Promise<StabilityRow> {
  const answer = await page.request.get(`/json/api/v1/stability/${SLUG}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(answer.status()).toBe(200);
  const product = StabilityProductSchema.parse(await answer.json());
  expect(product.reconstitution).not.toBeNull();
  const row = product.matrix.find(
    (candidate) =>
      candidate.diluent === 'sodium-chloride-0-9' &&
      candidate.container === 'pvc-bag' &&
      candidate.temperature === 'refrigerated-2-8' &&
      candidate.concentration.value === 1 &&
      candidate.concentration.upTo === 20,
  );
  if (row === undefined) throw new Error('The seed has no sodium chloride 1–20 mg/mL PVC bag row for Meropendra 1 g');
  return row;
}

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${where}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function prescribe(page: Page, { dose, volume, minutes }: { dose: string; volume: string; minutes: string }) {
  await page.getByLabel('Dose', { exact: true }).fill(dose);
  await page.getByLabel('Dose unit').selectOption('mg');
  await page.getByLabel('Final volume (mL)').fill(volume);
  await page.getByLabel('Infusion time (minutes)').fill(minutes);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

test('the calculator from a matrix row: an out-of-range concentration refused, then a worksheet that prints', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'pharmacist@example.com');
  const row = await sodiumChlorideRow(page);

  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: /^Meropendra 1 g/ })).toBeVisible();
  await page
    .getByRole('table', { name: /^Stability of Meropendra 1 g/ })
    .getByRole('link', { name: 'Calculate a dose for Sodium chloride 0.9% 1–20 mg/mL' })
    .first()
    .click();
  await expect(page).toHaveURL(`${PRODUCT}/prepare/${encodeURIComponent(row.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meropendra 1 g' })).toBeVisible();
  await expect(
    page.getByText('Sodium chloride 0.9%, 1–20 mg/mL, PVC bag, 2–8 °C (refrigerated), 24 hours'),
  ).toBeVisible();

  // 1000 mg in 30 mL is 33.3 mg/mL: above the 20 mg/mL this row was shown stable at.
  await prescribe(page, { dose: '1000', volume: '30', minutes: '600' });
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  const reason = summary.getByRole('link', { name: /outside the range .* 1–20 mg\/mL\.$/ });
  await expect(reason).toBeVisible();
  await reason.click();
  await expect(page.getByLabel('Final volume (mL)')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Preparation worksheet' })).toHaveCount(0);
  await expectNoViolations(page, 'the refused calculator at 1280 px');

  // 1000 mg in 100 mL over 30 minutes: one vial, 20 mL drawn up into 80 mL, 10 mg/mL at 200 mL/h.
  await prescribe(page, { dose: '1000', volume: '100', minutes: '30' });
  const worksheet = page.getByRole('region', { name: 'Preparation worksheet' });
  await expect(worksheet).toContainText('1 vial');
  await expect(worksheet).toContainText('1000 mg ÷ 50 mg/mL = 20 mL');
  await expect(worksheet).toContainText('100 mL − 20 mL = 80 mL of Sodium chloride 0.9%');
  await expect(worksheet).toContainText('100 mL × 60 ÷ 30 minutes = 200 mL/h');
  await expect(worksheet).toContainText('Store at 2–8 °C (refrigerated)');
  await expectNoViolations(page, 'the worksheet at 1280 px');

  await page.emulateMedia({ media: 'print' });
  const printed = pdfText(await page.pdf({ format: 'A4' }));
  for (const words of [
    'Meropendra 1 g',
    'Preparation worksheet',
    'Draw up in total',
    'Use by',
    'Prepared by',
    'Checked by',
  ])
    expect(printed, words).toContain(words);
  // The form and the buttons stay on the screen.
  expect(printed).not.toContain('Print worksheet');
  expect(printed).not.toContain('The prescription');
});

test('on a 390 px phone, offline on a saved product, the calculator still answers', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'pharmacist@example.com');
  const row = await sodiumChlorideRow(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: /^Meropendra 1 g/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await page.goto(`${PRODUCT}/prepare/${encodeURIComponent(row.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meropendra 1 g' })).toBeVisible();
  await prescribe(page, { dose: '1500', volume: '100', minutes: '45' });
  const worksheet = page.getByRole('region', { name: 'Preparation worksheet' });
  await expect(worksheet).toContainText('1500 mg ÷ 1000 mg per vial = 1.5, rounded up to 2 vials');
  await expect(worksheet).toContainText('133.3 mL/h');
  await expectNoViolations(page, 'the worksheet offline at 390 px');
  await context.setOffline(false);
});
