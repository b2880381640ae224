import { expect, type Page, test } from '@playwright/test';

import { signInToAdmin } from './support';

/** Every Content-Security-Policy violation the browser reports on any page the test opens, as the browser words it. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (violation: string) => void }).reportViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${String(event.lineNumber)}:${String(event.columnNumber)})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the admin signs in and runs under a script-src with a nonce per answer, and breaks none of it', async ({
  page,
}) => {
  // A sign-in and four admin pages, each rendered by Next on a shared two-core machine.
  test.setTimeout(60_000);
  const violations = await collectViolations(page);

  const signInPage = await page.goto('/admin/login');
  const policy = signInPage?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}' 'strict-dynamic'/);
  expect(policy).not.toContain('unsafe-inline');
  // Each answer has a nonce of its own, on every script Next wrote into it.
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const again = await page.request.get('/admin/login');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce ?? ''}'`);
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));

  // Signing in is the admin's own script at work: the form posts and the dashboard renders.
  await signInToAdmin(page, 'editor@example.com');
  await expect(page.getByRole('link', { name: 'Stability products' }).first()).toBeVisible();

  await page.goto('/admin/collections/stability-products');
  const firstRow = page.getByRole('table').getByRole('link').first();
  await expect(firstRow).toBeVisible();
  // A click that lands while Payload's list is still hydrating (it rewrites its own address to add ?depth&limit) can be
  // dropped by Payload's own code; the click is pressed again until the client-side navigation, the part under test, runs.
  // A press whose navigation was merely slow is not pressed again: the list is gone by then.
  const itemAddress = /\/admin\/collections\/stability-products\/\d+$/;
  await expect(async () => {
    if (!itemAddress.test(page.url())) await firstRow.click({ timeout: 2_000 });
    await expect(page).toHaveURL(itemAddress, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  expect(violations).toEqual([]);
});
