import { expect, test } from '@playwright/test';

test.describe('one process on one port', () => {
  test('serves the portal for deep links and a plain 404 for a missing asset', async ({ request }) => {
    const deepLink = await request.get('/education/a/b');
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toContain('text/html');
    expect(await deepLink.text()).toContain('<div id="root">');

    const missingAsset = await request.get('/assets/nope.js');
    expect(missingAsset.status()).toBe(404);
    expect(await missingAsset.text()).not.toContain('<div id="root">');
  });

  test('answers the JSON API below /json/', async ({ request }) => {
    const health = await request.get('/json/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const unknown = await request.get('/json/api/v1/unknown');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  test('an unknown portal path shows the not-found screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('Payload’s own REST API is for the admin UI only', () => {
  test('portal accounts cannot sign in or reset through it, and their tokens are not honoured there', async ({
    request,
  }) => {
    for (const route of ['/api/users/login', '/api/users/forgot-password', '/api/users/reset-password']) {
      const response = await request.post(route, {
        data: { email: 'clinician@example.com', password: 'portal-demo-2026', token: 'x' },
      });
      expect(response.status(), route).toBe(404);
    }
    const signIn = await request.post('/json/jwt-auth/v1/token', {
      data: { username: 'clinician@example.com', password: 'portal-demo-2026' },
    });
    const { token } = (await signIn.json()) as { token: string };
    const users = await request.get('/api/users', { headers: { authorization: `Bearer ${token}` } });
    expect(users.status()).toBe(403);
    const roles = await request.get('/api/roles', { headers: { authorization: `Bearer ${token}` } });
    expect(roles.status()).toBe(403);
  });
});

test.describe('the gate in front of Next', () => {
  test('a portal token reaches nothing on Payload’s REST, as a cookie or in any spelling', async ({ request }) => {
    const signIn = await request.post('/json/jwt-auth/v1/token', {
      data: { username: 'clinician@example.com', password: 'portal-demo-2026' },
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' };
    for (const path of [
      '/api/users/me',
      '/api/users',
      '/api/stability-products',
      '/api/forms/versions',
      '/api/users/LOGIN',
      '/api/users/%6cogin',
      '/API/users/me',
      '/api/graphql',
    ]) {
      const answer = await request.get(path, { headers, maxRedirects: 0 });
      expect(answer.status(), path).toBeGreaterThanOrEqual(400);
    }
  });

  test('every part answers with the headers that forbid framing and sniffing', async ({ request }) => {
    for (const path of ['/', '/json/health', '/admin/login', '/api/users/me']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      const headers = answer.headers();
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });
});

test.describe('the admin UI at /admin', () => {
  test('an administrator signs in and manages portal accounts and roles', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('portal-demo-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: /Portal accounts/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Roles/ }).first()).toBeVisible();
  });

  test('a content editor signs in and approves portal accounts, but does not manage CMS accounts', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill('editor@example.com');
    await page.getByLabel('Password').fill('portal-demo-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Dashboard').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: /Portal accounts/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Roles/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /CMS accounts/ })).toHaveCount(0);
  });

  test('a portal account cannot sign in to the admin UI', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill('clinician@example.com');
    await page.getByLabel('Password').fill('portal-demo-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(/email or password provided is incorrect/i)).toBeVisible();
  });
});
