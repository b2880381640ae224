import { SESSION_HINT_COOKIE } from '@hcp/contracts/session-hint';
import { expect, type Page, test } from '@playwright/test';

import { expectPressHeld, holdScripts, openDrawnPage, PRESS_DELAYS_MS, waitUntilAfterPaint } from './early-press';
import { expectNoAxeViolations, logIn, storedToken } from './support';

const hintOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === SESSION_HINT_COOKIE);

test('a signed-in browser gets / drawn already, with nothing of the account in it, and the portal fills it in', async ({
  page,
}) => {
  await logIn(page, 'clinician@example.com');
  const hint = await hintOf(page);
  expect(hint?.value).toBe('1');
  expect(hint?.sameSite).toBe('Strict');
  // The hint is no credential: no cookie carries the token.
  const token = await storedToken(page);
  for (const cookie of await page.context().cookies()) expect(cookie.value).not.toContain(token.split('.')[2]);

  // What the server sends for / to this browser: the frame, in the brand, without the account's name or address.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Your dashboard');
  expect(html).toContain('HCP Portal');
  expect(html).not.toContain('Clara');
  expect(html).not.toContain('clinician@example.com');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  await expect(page.getByText('Signed in as clinician@example.com')).toBeVisible();
  // The widgets are the account's own (other specs change the clinician's): the list is drawn and done loading.
  const widgets = page.getByRole('list', { name: 'Your dashboard' });
  await expect(widgets).toBeVisible();
  await expect(widgets.getByText(/^Loading /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Customise dashboard' })).toBeEnabled();
  await expectNoAxeViolations(page, ['/'], async (ready) => {
    await expect(ready.getByRole('list', { name: 'Your dashboard' })).toBeVisible();
    await expect(ready.getByRole('list', { name: 'Your dashboard' }).getByText(/^Loading /)).toHaveCount(0);
  });

  // Signing out takes the hint away: / is the plain portal again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect.poll(() => hintOf(page)).toBeUndefined();
  expect(await (await page.request.get('/')).text()).not.toContain('Your dashboard');
});

test('a hint without a stored session draws the public home, and the hint is cleared', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the HCP Portal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your dashboard' })).toHaveCount(0);
  await expect.poll(() => hintOf(page)).toBeUndefined();
});

test.describe('without the service worker, whose cache would serve the code', () => {
  test.use({ serviceWorkers: 'block' });

  test('when the portal’s code cannot load under the frame, the page reloads once, then says so', async ({ page }) => {
    await logIn(page, 'clinician@example.com');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.route('**/assets/main-*.js', (route) => route.abort('failed'));
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(
      'The portal could not load. Please check your connection and reload the page.',
    );
    expect(loads).toBe(2);
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();

    await page.unroute('**/assets/main-*.js');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  });
});

test.describe('a press on the drawn frame before the portal’s code has run (issue 30)', () => {
  // The service worker would serve the code from its cache, past the held download.
  test.use({ serviceWorkers: 'block' });

  for (const delay of PRESS_DELAYS_MS) {
    test(`Menu (390 px) and Sign out (1280 px) pressed ${String(delay)} ms after the frame paints are acted on`, async ({
      page,
    }) => {
      await logIn(page, 'clinician@example.com');

      await page.setViewportSize({ width: 390, height: 844 });
      let scripts = await holdScripts(page);
      let paintedAt = await openDrawnPage(page, '/');
      await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
      await waitUntilAfterPaint(page, paintedAt, delay);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectPressHeld(page);
      expect(scripts.arrived()).toBe(0);
      scripts.release();
      await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-press-pending');

      await page.unrouteAll({ behavior: 'wait' });
      await page.setViewportSize({ width: 1280, height: 900 });
      scripts = await holdScripts(page);
      paintedAt = await openDrawnPage(page, '/');
      await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
      await waitUntilAfterPaint(page, paintedAt, delay);
      await page
        .getByRole('navigation', { name: 'Account', exact: true })
        .getByRole('button', { name: 'Sign out' })
        .click();
      await expectPressHeld(page);
      expect(scripts.arrived()).toBe(0);
      scripts.release();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect.poll(() => hintOf(page)).toBeUndefined();
      expect(await page.evaluate(() => window.localStorage.getItem('hcp-portal.auth'))).toBeNull();
    });
  }
});
