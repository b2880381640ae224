import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'portal-demo-2026';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Signs a demo account in through the login screen and waits for the signed-in home. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
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
