import { randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'portal-demo-2026';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Where the portal keeps the session (spec sections 3 and 9; apps/portal/src/lib/storage.ts). */
const AUTH_STORAGE_KEY = 'hcp-portal.auth';

/**
 * Signs a demo account in and waits for the signed-in home. The token comes from the sign-in API and is put where the
 * portal keeps it before the portal's first page loads: one page load instead of the sign-in page's and then the
 * home's, about 0.7 s less a sign-in (docs/performance.md). The sign-in form has journeys of its own (sign-in.spec.ts,
 * identity.spec.ts, two-factor.spec.ts); an account whose sign-in asks for more than a password goes through it here
 * too.
 */
export async function logIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/json/jwt-auth/v1/token', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  const answer = (await response.json().catch(() => ({}))) as { token?: unknown };
  if (response.status() !== 200 || typeof answer.token !== 'string') {
    await logInThroughForm(page, email);
    return;
  }
  // Once per sign-in and tab: a reload, or the page after signing out, must not find the session put back.
  const once = `e2e-session-${randomUUID()}`;
  await page.addInitScript(
    ({ key, token, storageKey }) => {
      if (window.sessionStorage.getItem(key) !== null) return;
      window.sessionStorage.setItem(key, '1');
      window.localStorage.setItem(storageKey, JSON.stringify({ token, authenticated: true }));
    },
    { key: once, token: answer.token, storageKey: AUTH_STORAGE_KEY },
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** Signs a demo account in through the sign-in form and waits for the signed-in home. */
export async function logInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** The bearer token the portal keeps for the signed-in account ('' when none): for a test's own calls as that account. */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    (storageKey) => (JSON.parse(window.localStorage.getItem(storageKey) ?? '{}') as { token?: string }).token ?? '',
    AUTH_STORAGE_KEY,
  );
}

/** Signs in to /admin as a CMS account of the demo. */
export async function signInToAdmin(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Opens each path and expects its h1 and no WCAG 2.2 AA violations from axe. `ready`, when given, waits for what
 * loads after the h1 (a dashboard's widgets, say) before axe looks.
 */
export async function expectNoAxeViolations(
  page: Page,
  paths: readonly string[],
  ready?: (page: Page) => Promise<void>,
): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await ready?.(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id} (${violation.help})`)).toEqual([]);
  }
}

/** Expects no WCAG 2.2 AA violations from axe within the part of the page `selector` names. */
export async function expectAccessible(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Brings an edit view's Governance group to the top of the window: Payload draws a group's fields only once they
 * scroll into view, and a heading merely at the window's edge can leave the fields below it undrawn.
 */
export async function showGovernance(page: Page): Promise<void> {
  await page
    .getByRole('heading', { name: 'Governance' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
}

/** Opens an item's edit view in /admin and answers its id. */
export async function openInAdmin(page: Page, collection: string, name: RegExp | string): Promise<string> {
  await page.goto(`/admin/collections/${collection}?limit=100`);
  // Follows the list's link by its address: a click that lands while Payload's list is still hydrating can be dropped
  // by Payload's own code, which is not what these tests are about.
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^/admin/collections/${collection}/\\d+$`));
  await page.goto(href ?? '');
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/\\d+$`));
  return /(\d+)$/.exec(page.url())?.[1] ?? '';
}

const REFERENCE = /^HCP-\d{4}-\d{6}$/;

/** Sends a callback request as the signed-in pharmacist and answers its reference, from the confirmation. */
export async function sendCallback(page: Page): Promise<string> {
  await page.goto('/request-callback');
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByLabel('Topic (required)').selectOption('supply');
  await form.getByLabel('Phone number (required)').fill('020 7946 0018');
  await form.getByLabel('Preferred time (required)').selectOption('morning');
  await form.getByRole('button', { name: 'Request callback' }).click();
  // The bot check's proof of work runs in the browser first, so this can take a few seconds.
  const confirmation = page.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  const reference = (await confirmation.locator('.form-reference').textContent()) ?? '';
  expect(reference).toMatch(REFERENCE);
  return reference;
}

/**
 * Closes the Live Preview again: Payload keeps it open as the editor's preference for the collection, and the specs
 * after one that opened it (preview.spec.ts) open it with a press that would close it. A reload shows the closed state was saved.
 */
export async function closeLivePreview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Exit Live Preview' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Live Preview', exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('iframe')).toHaveCount(0);
  }).toPass({ timeout: 60_000 });
}
