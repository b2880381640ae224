import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { DEMO_PASSWORD, logIn } from './support';

const FORM_PATH = '/report-an-issue';
const ACCOUNT = 'pharmacist@example.com';
const WHAT_HAPPENED = 'Particles visible in two vials after reconstitution. The patient had a reaction on ward 4.';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Each journey signs in two or three times and looks at its screens at two widths.
test.describe.configure({ timeout: 120_000 });

/** No WCAG 2.2 AA finding, and a screenshot, at phone and desktop widths. */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${name} at ${String(width)}: ${violation.id}`)).toEqual([]);
    await page.screenshot({ path: `docs/screens/${name}-${String(width)}.png` });
  }
}

async function typeReport(page: Page): Promise<void> {
  await page.goto(FORM_PATH);
  const form = page.getByRole('form', { name: 'Report an issue' });
  await form.getByRole('radio', { name: 'Product quality issue' }).check();
  await form.getByLabel('Product and batch number').fill('Vancomycin Meridian 1 g, batch VM2211');
  await form.getByLabel('What happened (required)').fill(WHAT_HAPPENED);
  await form.getByRole('radio', { name: 'Yes' }).check();
}

/** Signs the account out on another device: every session of the account ends on the server. */
async function signOutElsewhere(browser: Browser, email = ACCOUNT): Promise<void> {
  const context = await browser.newContext();
  const other = await context.newPage();
  await logIn(other, email);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.close();
}

test('a report sent after the session ended elsewhere asks for the password in place, then goes through', async ({
  page,
  browser,
}) => {
  await logIn(page, ACCOUNT);
  await typeReport(page);
  await signOutElsewhere(browser);

  const form = page.getByRole('form', { name: 'Report an issue' });
  await form.getByRole('button', { name: 'Send report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again to carry on' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Sign in as ${ACCOUNT}`);
  // The address is filled in: the focus waits in the password field.
  await expect(dialog.getByLabel('Email address')).toHaveValue(ACCOUNT);
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(FORM_PATH);
  await lookAt(page, 'sign-in-again');

  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const confirmation = page.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  await expect(confirmation).toContainText(/HCP-\d{4}-\d{6}/);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(FORM_PATH);

  // Sent, nothing is kept: the form opens empty.
  await page.goto(FORM_PATH);
  await expect(form.getByLabel('What happened (required)')).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Your answers were restored' })).toHaveCount(0);
});

test('an idle session warns two minutes before it ends, stays on request, and its typed answers come back after it ended', async ({
  page,
}) => {
  // The portal's clock is driven here; the server's runs as usual, so the browser's is set back before each call
  // that needs the session.
  await page.clock.install();
  await logIn(page, ACCOUNT);
  await typeReport(page);

  await page.clock.fastForward('28:01');
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expect(warning.getByRole('status')).toHaveText('2 minutes left before you are signed out.');
  await lookAt(page, 'session-warning');

  await page.clock.setSystemTime(new Date());
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/jwt-auth/v1/token/refresh') && response.status() === 200,
  );
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await refreshed;
  await expect(warning).toBeHidden();
  await expect(page.getByRole('form', { name: 'Report an issue' }).getByLabel('What happened (required)')).toHaveValue(
    WHAT_HAPPENED,
  );

  // Left alone again: the warning comes back, and when the time is up the session ends.
  await page.clock.fastForward('28:01');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Your session has ended')).toBeVisible();

  await page.clock.setSystemTime(new Date());
  await page.getByLabel('Email address').fill(ACCOUNT);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the form, filled in with what was typed, and saying so.
  await expect(page).toHaveURL(FORM_PATH);
  const restored = page.getByRole('region', { name: 'Your answers were restored' });
  await expect(restored).toBeVisible();
  const form = page.getByRole('form', { name: 'Report an issue' });
  await expect(form.getByLabel('What happened (required)')).toHaveValue(WHAT_HAPPENED);
  await expect(form.getByRole('radio', { name: 'Product quality issue' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await lookAt(page, 'restored-answers');

  // Signing out forgets them: the next sign-in finds the form empty.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await logIn(page, ACCOUNT);
  await page.goto(FORM_PATH);
  await expect(form.getByLabel('What happened (required)')).toHaveValue('');
  await expect(restored).toHaveCount(0);
});

test('a CPD entry saved after the session ended elsewhere asks for the password in place, then is saved as typed', async ({
  page,
  browser,
}) => {
  const title = `Vancomycin AUC dosing ${String(Date.now())}`;
  const learned =
    'AUC-guided dosing needs fewer levels than trough-guided dosing, and fewer patients reach toxic levels.';
  await logIn(page, ACCOUNT);
  await page.goto('/cpd-log');
  await page.getByRole('button', { name: 'Add an entry' }).click();
  const form = page.getByRole('form', { name: 'Add an entry' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Time', { exact: true }).fill('45');
  await form.getByLabel('What I learned').fill(learned);
  await signOutElsewhere(browser);

  await form.getByRole('button', { name: 'Save entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again to carry on' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toHaveValue(ACCOUNT);
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page).toHaveURL('/cpd-log');
  await lookAt(page, 'cpd-entry-sign-in-again');

  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const entry = page.getByRole('article', { name: title });
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await expect(entry).toContainText(learned);
  await expect(dialog).toBeHidden();
  await expect(form).toHaveCount(0);

  // Saved, nothing is kept: the log opens with no form. The entry goes, so the account's log is as the seed left it.
  await page.reload();
  await expect(entry).toBeVisible();
  await expect(form).toHaveCount(0);
  await entry.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(entry).toHaveCount(0);
});

test('changed details saved after the session ended elsewhere ask for the password in place, then are saved', async ({
  page,
  browser,
}) => {
  const account = 'clinician@example.com';
  const organisation = `Northbridge General Hospital, Renal Unit ${String(Date.now())}`;
  await logIn(page, account);
  await page.goto('/account');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Organisation').fill(organisation);
  await signOutElsewhere(browser, account);

  await details.getByRole('button', { name: 'Save details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again to carry on' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toHaveValue(account);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(details.getByText('Your details have been saved.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/account');

  // Saved on the server, and nothing restored is offered any more.
  await page.reload();
  await expect(details.getByLabel('Organisation')).toHaveValue(organisation);
  await expect(page.getByRole('region', { name: 'Your answers were restored' })).toHaveCount(0);
});
