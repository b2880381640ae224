import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { DEMO_PASSWORD, logIn, openInAdmin } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Sends a medicines-information enquiry as the demo clinician and answers its reference. */
async function sendEnquiry(page: Page): Promise<string> {
  await logIn(page, 'clinician@example.com');
  await page.goto('/clinical-requests/form/medicines-information-enquiry');
  const form = page.getByRole('form', { name: 'Medicines information enquiry' });
  await form.getByLabel('Product (required)').fill('Vanclorin 1 g');
  await form.getByLabel('Your question (required)').fill('Is a loading dose needed?\nThe patient is on haemodialysis.');
  await form.getByRole('checkbox', { name: 'Renal impairment' }).check();
  await form.getByRole('checkbox', { name: 'Adults' }).check();
  await form.getByRole('radio', { name: 'Within two working days' }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const confirmation = page.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  const reference = /HCP-\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  return reference ?? '';
}

/** Aborts every request to a host other than this server's, and records it. */
async function blockOtherHosts(page: Page): Promise<string[]> {
  const attempted: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:') {
      await route.continue();
      return;
    }
    attempted.push(url.origin);
    await route.abort('blockedbyclient');
  });
  return attempted;
}

test('an administrator reads a submission’s answers in the admin, and the admin loads nothing from another host', async ({
  page,
}) => {
  // A portal form sent, then six admin screens, the matrix editor among them: more than the default 30 s.
  test.setTimeout(90_000);
  const reference = await sendEnquiry(page);
  await page.context().clearCookies();

  const attempted = await blockOtherHosts(page);
  await page.goto('/admin');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/collections/form-submissions');
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();

  const answers = page.getByRole('region', { name: 'Answers' });
  await expect(answers.getByRole('term')).toHaveText([
    'Product',
    'Your question',
    'Patient groups concerned',
    'How soon do you need an answer?',
    'Reply to',
    'Phone (optional)',
  ]);
  await expect(answers.getByRole('definition')).toHaveText([
    'Vanclorin 1 g',
    'Is a loading dose needed?\nThe patient is on haemodialysis.',
    'Adults; Renal impairment',
    'Within two working days',
    'clinician@example.com',
    'Not answered',
  ]);
  // The mails sent are plumbing, under the closed "Technical details" (docs/requests.md, "Admin").
  await page
    .locator('.collapsible', { has: page.getByText('Technical details', { exact: true }) })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Mails sent' })).toBeVisible();

  // Payload's own edit view is checked in admin-axe.spec.ts; these are the parts we built.
  const results = await new AxeBuilder({ page }).include('.submission-answers').withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await page.screenshot({ path: 'docs/screens/admin-submission-1280.png', fullPage: true });

  // The screens editors use most, rich text (Lexical) included, load nothing from outside either.
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Needs your attention' })).toBeVisible();
  await openInAdmin(page, 'stability-products', 'Vanclorin 500 mg');
  await expect(page.getByRole('heading', { name: 'Reconstitution' })).toBeVisible();
  await openInAdmin(page, 'forms', 'Medicines information enquiry');
  await expect(page.getByRole('heading', { level: 1, name: 'Medicines information enquiry' })).toBeVisible();
  expect(attempted).toEqual([]);
});
