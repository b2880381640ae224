import { APP_VERSION } from '@hcp/contracts/version';
import { expect, type Page, test } from '@playwright/test';

// The suite blocks the service worker (playwright.config.ts). It stays on here:
// the app shell's offline start is the service worker's work.
test.use({ serviceWorkers: 'allow' });

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a newer published version clears the caches and reloads exactly once', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route('**/meta.json*', (route) => route.fulfill({ json: { version: '9.0.0' } }));
  await page.goto('/');
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  // The second start sees the same newer version and stays: no loop.
  await page.waitForTimeout(2000);
  expect(loads).toBe(2);
  await expect(page.getByRole('heading', { name: 'Welcome to the HCP Portal' })).toBeVisible();
});

test('the published version matching the running one causes no reload', async ({ page, request }) => {
  const meta = await request.get('/meta.json');
  expect(meta.headers()['cache-control']).toBe('no-store');
  expect(await meta.json()).toEqual({ version: APP_VERSION });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/');
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
});

test('when the network fails, a signed-in user sees the lost-connection screen', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  await page.route('**/json/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(
    page.getByText(
      'Your connection may have been interrupted, or the session was left idle for too long. Retry to load the page again; what you were doing stays as it was.',
    ),
  ).toBeVisible();
  // Retry asks again for what failed, with no page reload: the page draws once the server answers.
  await page.unroute('**/json/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
});

test('the service worker keeps the app shell, so offline the portal opens on its lost-connection screen', async ({
  page,
  context,
}) => {
  await logIn(page, 'clinician@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Offline it says so, rather than blaming an idle session.
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(/left idle/)).toHaveCount(0);
  // Back online, what failed loads again by itself: no "Connection lost… please reload".
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  await expect(page.getByText('Connection lost')).toHaveCount(0);
});

test('a toast tells the user they are signed out, and goes by itself after its timeout', async ({ page }) => {
  await logIn(page, 'clinician@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const toast = page.getByRole('status', { name: 'Information: You have been signed out.' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4000 });
});

test.describe('without the service worker, which would serve the code from its cache', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot be loaded shows the load-error screen inside the layout', async ({ page }) => {
    await logIn(page, 'clinician@example.com');
    await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
    await page.route(/\/assets\/account-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
