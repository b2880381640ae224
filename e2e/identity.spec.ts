import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { linkFromMail } from './mail';
import { signInToAdmin } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function logIn(page: Page, email: string, password = 'portal-demo-2026') {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a visitor asking for a protected page logs in and lands on it', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'clinician@example.com');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Clara');
  await expectNoAxeViolations(page);
});

test('a professional registers, confirms the address from the email, and waits for approval', async ({ page }) => {
  const email = `e2e.${String(Date.now())}@example.org`;
  await page.goto('/register');
  await expectNoAxeViolations(page);
  // An empty submit: a summary at the top takes the focus, and each of its entries leads to its field.
  await page.getByRole('button', { name: 'Register' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(8);
  await expect(summary.getByRole('link').first()).toHaveText('Enter your first name.');
  await expect(summary).toBeInViewport();
  await summary.getByRole('link', { name: 'Choose your regulator.' }).click();
  await expect(page.getByLabel('Professional regulator')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Esme');
  await page.getByLabel('Last name').fill('Tran');
  await page.getByLabel('Work email address').fill(email);
  await page.getByLabel('Profession', { exact: true }).selectOption('nurse');
  await page.getByLabel('Organisation').fill('Kingsmere Hospital, Oncology Day Unit');
  await page.getByLabel('Professional regulator').selectOption('NMC');
  await page.getByLabel('Professional registration number').fill('21A0987B');
  await page.getByLabel('Password', { exact: true }).fill('password1234');
  await page.getByRole('button', { name: 'Register' }).click();
  // The server refuses a common password, and says so in the summary (which takes the focus) and beside the field.
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'This password is too common. Choose one that is hard to guess.',
  ]);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /This password is too common\. Choose one that is hard to guess\./,
  );

  await page.getByLabel('Password', { exact: true }).fill('violet-harbour-compass-17');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await linkFromMail(email, /^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{40,}$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  // Opened a second time (a double click, or a mail scanner first): confirmed before, and waiting for approval.
  await page.goto(new URL(link).pathname);
  // A page opened afresh starts at the top, not where the registration form was left scrolled.
  await expect(page.getByRole('heading', { name: 'Your email address is already confirmed' })).toBeInViewport();
  await expect(page.getByRole('status')).toContainText('waiting for approval');
  await page.screenshot({ path: 'docs/screens/email-token-already-confirmed-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screens/email-token-already-confirmed-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await logIn(page, email, 'violet-harbour-compass-17');
  await expect(page.getByRole('heading', { name: 'Welcome, Esme Tran' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account is waiting for approval' })).toBeVisible();
});

test('a registration number is checked against its regulator’s shape and reaches the approval queue', async ({
  browser,
  page,
}) => {
  const email = `e2e.number.${String(Date.now())}@example.org`;
  const number = String(2_000_000 + (Date.now() % 999_999));
  await page.goto('/register');
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill('Castell');
  await page.getByLabel('Work email address').fill(email);
  await page.getByLabel('Profession', { exact: true }).selectOption('pharmacist');
  await page.getByLabel('Organisation').fill('Kingsmere Hospital, Pharmacy');
  await page.getByLabel('Professional regulator').selectOption('GPhC');
  // The hint names the regulator's shape as soon as the regulator is chosen.
  const numberField = page.getByLabel('Professional registration number');
  await expect(numberField).toHaveAccessibleDescription(/7 digits, like 2012345/);
  await numberField.fill('20-123');
  await page.getByLabel('Password', { exact: true }).fill('amber-lantern-quay-52');
  await page.getByRole('button', { name: 'Register' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([/GPhC registration numbers are 7 digits/]);
  await expectNoAxeViolations(page);

  await numberField.fill(` ${number} `);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  const link = await linkFromMail(email, /^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{40,}$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();

  // The editor sees the registration waiting, with its regulator, its number and the public register's search.
  const admin = await browser.newPage();
  await signInToAdmin(admin, 'editor@example.com');
  const row = admin
    .getByRole('region', { name: /^Registrations awaiting approval \(\d+\)$/ })
    .getByRole('row', { name: /Omar Castell/ });
  await expect(row).toContainText(`GPhC ${number}`);
  await expect(row.getByRole('link', { name: 'Search the GPhC register (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.pharmacyregulation.org/registers',
  );
  await admin.close();
});

test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill('noroles@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that email address');

  const link = await linkFromMail('noroles@example.com', /\/reset-password#token=/);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('lantern-orchid-sparrow-66');
  await page.getByLabel('Repeat the new password').fill('lantern-orchid-sparrow-66');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await logIn(page, 'noroles@example.com', 'lantern-orchid-sparrow-66');
  await expect(page.getByRole('heading', { name: 'Welcome, Noah Bennett' })).toBeVisible();

  // The link worked once; the demo password is restored for the other tests through the same API.
  const reused = await request.post('/json/api/v1/account/process-password-reset', {
    data: { token: url.hash.replace('#token=', ''), password: 'portal-demo-2026' },
  });
  expect(reused.status()).toBe(400);
  await request.post('/json/api/v1/account/request-password-reset', { data: { email: 'noroles@example.com' } });
  const again = new URL(
    await linkFromMail(
      'noroles@example.com',
      new RegExp(`/reset-password#token=(?!${url.hash.replace('#token=', '')})`),
    ),
  );
  const restored = await request.post('/json/api/v1/account/process-password-reset', {
    data: { token: again.hash.replace('#token=', ''), password: 'portal-demo-2026' },
  });
  expect(restored.status()).toBe(200);
});

test('logging out clears the stored token, and the server no longer accepts it', async ({ page, request }) => {
  await page.goto('/login');
  await logIn(page, 'clinician@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome, Clara Whitfield' })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('hcp-portal.auth'));
  const { token } = JSON.parse(stored ?? '{}') as { token: string };
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('hcp-portal.auth'))).toBeNull();
  const afterLogout = await request.get('/json/api/v1/account', { headers: { authorization: `Bearer ${token}` } });
  expect(afterLogout.status()).toBe(403);
});

test('a pharmacist opening /clinical-trials lands on the home page', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'pharmacist@example.com');
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Raman' })).toBeVisible();
  await page.goto('/clinical-trials');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Raman' })).toBeVisible();
});

test('a professional updates their details, and a password change needs the current password', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'clinician@example.com');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  await page.getByLabel('Organisation').fill('Northbridge General Hospital, Paediatric Intensive Care');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Organisation')).toHaveValue('Northbridge General Hospital, Paediatric Intensive Care');

  const passwordForm = page.getByRole('form', { name: 'Change your password' });
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('granite-willow-harbour-31');
  await page.getByLabel('Repeat the new password').fill('granite-willow-harbour-31');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The server's word is in the summary (which takes the focus) and beside the field.
  const summary = passwordForm.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Your current password is not correct.']);
  await expect(passwordForm.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
