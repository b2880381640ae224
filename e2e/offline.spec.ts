import AxeBuilder from '@axe-core/playwright';
import { unverifiedJwtClaims } from '@hcp/contracts/jwt-claims';
import { expect, type Page, test } from '@playwright/test';

import { DEMO_PASSWORD, logIn } from './support';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// copies read offline open on the service worker's app shell.
test.use({ serviceWorkers: 'allow' });

const PRODUCT = '/stability/vanclorin-1-g';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every offline copy in this browser's IndexedDB, whoever it belongs to: what an attacker at the keyboard could read. */
function storedCopies(page: Page, store = 'stability-copies'): Promise<{ accountId: number; slug: string }[]> {
  return page.evaluate(
    (name) =>
      new Promise<{ accountId: number; slug: string }[]>((resolve, reject) => {
        const open = indexedDB.open('hcp-portal-offline', 2);
        open.onupgradeneeded = () => {
          for (const storeName of ['stability-copies', 'form-copies']) {
            open.result
              .createObjectStore(storeName, { keyPath: ['accountId', 'slug'] })
              .createIndex('accountId', 'accountId');
          }
        };
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const database = open.result;
          const all = database.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            database.close();
            resolve(
              (all.result as { accountId: number; slug: string }[]).map(({ accountId, slug }) => ({ accountId, slug })),
            );
          };
          all.onerror = () => reject(all.error ?? new Error('no read'));
        };
      }),
    store,
  );
}

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${where}: ${violation.id} (${violation.help})`)).toEqual([]);
}

test('the clinician saves a product for offline use, reads it with no network, and signing out deletes it', async ({
  page,
  context,
}) => {
  await logIn(page, 'clinician@example.com');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: /Vanclorin 1 g/ })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save for offline' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `docs/screens/offline-save-${String(width)}.png`, fullPage: false });
  }
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toHaveAttribute('aria-pressed', 'true');

  // The list of copies, linked from the stability area, names it, with the date it was saved and a way to remove it.
  await page.goto('/stability');
  await page.getByRole('link', { name: 'your offline copies' }).click();
  await expect(page).toHaveURL(/\/offline-copies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline copies' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Vanclorin 1 g' }) });
  await expect(item.getByText(/^Saved \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Remove the offline copy of Vanclorin 1 g' })).toBeVisible();

  // With no network at all, opening the portal reaches the saved product, its matrix and the banner.
  await context.setOffline(true);
  await page.goto(PRODUCT);
  const banner = page.getByRole('status', { name: 'Offline copy' });
  await expect(banner).toContainText(/^Offline copy — saved \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
  await expect(page.getByRole('heading', { level: 1, name: /Vanclorin 1 g/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Stability of Vanclorin 1 g/ })).toBeVisible();
  // Nothing that needs the server is offered on the copy.
  await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Star for my dashboard' })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(banner).toBeVisible();
    await page.screenshot({ path: `docs/screens/offline-copy-${String(width)}.png`, fullPage: false });
    await expectNoViolations(page, `${PRODUCT} offline at ${String(width)} px`);
  }

  // The list opens offline too; a screen that needs the server says so and leads to the copies.
  await page.goto('/offline-copies');
  await expect(page.getByRole('link', { name: 'Vanclorin 1 g' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `docs/screens/offline-copies-${String(width)}.png`, fullPage: false });
    await expectNoViolations(page, `/offline-copies offline at ${String(width)} px`);
  }
  await page.goto('/clinical-trials');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await page.getByRole('link', { name: 'Open your offline copies' }).click();
  await expect(page).toHaveURL(/\/offline-copies$/);

  // Back online, signing out deletes every copy, before anything else.
  await context.setOffline(false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/offline-copies');
  await expect(page.getByRole('link', { name: 'Vanclorin 1 g' })).toBeVisible();
  expect((await storedCopies(page)).map((copy) => copy.slug)).toContain('vanclorin-1-g');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedCopies(page)).toEqual([]);
  expect(await storedCopies(page, 'form-copies')).toEqual([]);

  // Offline again, the product is not readable: there is no session, and no copy.
  await context.setOffline(true);
  await page.goto(PRODUCT);
  await expect(page.getByRole('status', { name: 'Offline copy' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: /^Stability of / })).toHaveCount(0);
  await context.setOffline(false);
});

test('removing a copy from the list deletes it from this device', async ({ page }) => {
  await logIn(page, 'pharmacist@example.com');
  await page.goto(PRODUCT);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible();
  await page.goto('/offline-copies');
  await expect(page.getByRole('link', { name: 'Vanclorin 1 g' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `/offline-copies at ${String(width)} px`);
  }
  await page.getByRole('button', { name: 'Remove the offline copy of Vanclorin 1 g' }).click();
  await expect(page.getByRole('link', { name: 'Vanclorin 1 g' })).toHaveCount(0);
  await expect(page.getByText(/No product is saved for offline reading yet/)).toBeVisible();
  expect((await storedCopies(page)).map((copy) => copy.slug)).not.toContain('vanclorin-1-g');
});

test('an account without the stability capability keeps no offline copy, even one left in the browser', async ({
  page,
}) => {
  // A copy planted for this very account (as if saved before its roles were taken away), before it signs in.
  const signIn = await page.request.post('/json/jwt-auth/v1/token', {
    data: { username: 'noroles@example.com', password: DEMO_PASSWORD },
  });
  const { token } = (await signIn.json()) as { token: string };
  const accountId = Number(unverifiedJwtClaims(token)?.id);
  await page.goto('/login');
  await storedCopies(page);
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('hcp-portal-offline', 2);
        open.onsuccess = () => {
          const transaction = open.result.transaction('stability-copies', 'readwrite');
          transaction.objectStore('stability-copies').put({
            accountId: id,
            slug: 'vanclorin-1-g',
            product: { slug: 'vanclorin-1-g', name: 'Vanclorin', strength: '1 g' },
            savedAt: new Date().toISOString(),
            etag: null,
            chosen: true,
            starred: false,
          });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('not written'));
        };
      }),
    accountId,
  );
  expect(await storedCopies(page)).toEqual([{ accountId, slug: 'vanclorin-1-g' }]);
  await page.getByLabel('Email address').fill('noroles@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // The account answer shows no stability capability: the copy goes.
  await expect.poll(() => storedCopies(page)).toEqual([]);
  // The list of copies is not an area it may open.
  await page.goto('/offline-copies');
  await expect(page.getByRole('heading', { level: 1, name: 'Offline copies' })).toHaveCount(0);
});

test('a pinned form opens offline as its read-only definition, saying that sending needs a connection', async ({
  page,
  context,
}) => {
  await logIn(page, 'clinician@example.com');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/clinical-requests');
  const toggle = page
    .getByRole('region', { name: 'Categories' })
    .getByRole('button', { name: 'Pin Aseptic compounding request' });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const link = page.getByRole('region', { name: 'Pinned' }).getByRole('link', { name: 'Aseptic compounding request' });
  const formPath = (await link.getAttribute('href')) ?? '';
  const slug = formPath.split('/').at(-1) ?? '';
  await expect.poll(async () => (await storedCopies(page, 'form-copies')).map((copy) => copy.slug)).toContain(slug);

  await context.setOffline(true);
  await page.goto(formPath);
  const note = page.getByRole('status', { name: 'Offline copy' });
  await expect(note).toContainText('Sending this form needs a connection');
  await expect(page.getByRole('heading', { level: 1, name: 'Aseptic compounding request' })).toBeVisible();
  await expect(page.getByRole('button', { name: /send/i }).first()).toBeDisabled();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `docs/screens/offline-form-copy-${String(width)}.png`, fullPage: false });
    await expectNoViolations(page, `${formPath} offline at ${String(width)} px`);
  }
  await context.setOffline(false);

  // Unpinned, the form's copy goes at once.
  await page.goto('/clinical-requests');
  await page
    .getByRole('region', { name: 'Pinned' })
    .getByRole('button', { name: 'Pin Aseptic compounding request' })
    .click();
  await expect.poll(async () => (await storedCopies(page, 'form-copies')).map((copy) => copy.slug)).not.toContain(slug);
});
