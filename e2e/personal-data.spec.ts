import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import { DATA_EXPORT_FILES } from '@hcp/contracts/privacy';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { fromBuffer, type ZipFile } from 'yauzl';

import { linkFromMail } from './mail';
import { DEMO_PASSWORD, expectNoAxeViolations, storedToken } from './support';

const PASSWORD = 'quiet-meadow-lantern-58';

/** A fresh approved account, made for this test alone: registered, confirmed from its email, given a role by staff. */
async function freshAccount(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = `erasable.${String(Date.now())}@example.org`;
  const registered = await request.post('/json/api/v1/account/register', {
    data: {
      firstName: 'Imogen',
      lastName: 'Erasmus',
      email,
      password: PASSWORD,
      profession: 'pharmacist',
      organisation: 'Riverside Hospital Pharmacy',
      regulator: 'GPhC',
      registrationNumber: '2099517',
    },
  });
  expect(registered.status()).toBe(202);
  const link = await linkFromMail(email, /^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{40,}$/);
  const verified = await request.post('/json/api/v1/account/verify-email', {
    data: { token: new URL(link).pathname.slice(1) },
  });
  expect(verified.status()).toBe(200);

  // An administrator approves it through the CMS's own API, with a CMS session.
  // The server's gate takes a CMS session only from the admin's own pages (a same-origin fetch).
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'Sec-Fetch-Site': 'same-origin' } });
  try {
    expect(
      (
        await staff.post('/api/admins/login', { data: { email: 'admin@example.com', password: DEMO_PASSWORD } })
      ).status(),
    ).toBe(200);
    const roles = (await (
      await staff.get('/api/roles', { params: { 'where[name][equals]': 'Pharmacist', depth: 0 } })
    ).json()) as {
      docs: { id: number }[];
    };
    const users = (await (
      await staff.get('/api/users', { params: { 'where[email][equals]': email, depth: 0 } })
    ).json()) as {
      docs: { id: number }[];
    };
    const approved = await staff.patch(`/api/users/${String(users.docs[0]?.id)}`, {
      data: { roles: [roles.docs[0]?.id] },
    });
    expect(approved.status()).toBe(200);
  } finally {
    await staff.dispose();
  }
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe on the page as it is now (a step that a fresh navigation would undo), WCAG 2.2 AA. */
async function expectNoAxeViolationsHere(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id} (${violation.help})`)).toEqual([]);
}

async function zipEntries(bytes: Buffer): Promise<string[]> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: { fileName: string }) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return names.sort();
}

test('a professional downloads their data, withdraws a consent, and deletes their account', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await freshAccount(request, baseURL ?? '');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Welcome, Imogen Erasmus' })).toBeVisible();

  await expectNoAxeViolations(page, ['/account'], async (screen) => {
    await expect(screen.getByRole('heading', { name: 'Your consents' })).toBeVisible();
  });
  const yourData = page.getByRole('region', { name: 'Your data' });

  // Download my data: the page follows the preparation, then saves the ZIP fetched with the token.
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const status = yourData.getByRole('region', { name: 'Download my data' }).getByRole('status');
  await expect(status).toHaveText('Preparing your data…');
  await expect(status).toHaveText(/^Your data is ready\. You can download it until /, { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: /^Save the ZIP file \(/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hcp-portal-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = await download.path();
  expect(await zipEntries(await readFile(saved))).toEqual([...DATA_EXPORT_FILES].sort());
  await expectNoAxeViolations(page, ['/account'], async (screen) => {
    await expect(screen.getByRole('button', { name: /^Save the ZIP file \(/ })).toBeVisible();
  });

  // A consent is listed with its date, and can be withdrawn there. The shared e2e server has no push keys, so the page's
  // notification switches are disabled (push.spec.ts drives them): the choices are made as the switches make them, by
  // the account's own calls, and the page read afresh after each.
  const consents = yourData.getByRole('region', { name: 'Your consents' });
  const token = await storedToken(page);
  const choose = async (off: string[]) => {
    const answer = await page.request.put('/json/api/v1/account/notifications', {
      headers: { authorization: `Bearer ${token}` },
      data: { off },
    });
    expect(answer.status()).toBe(200);
    await page.reload();
  };
  await choose(['stability']);
  await expect(consents.getByText(/^Declined on /)).toBeVisible();
  await choose([]);
  await expect(consents.getByText(/^Given on /)).toBeVisible();
  await consents
    .getByRole('button', { name: 'Withdraw consent: Push notifications: Stability data published with a notice' })
    .click();
  await expect(consents.getByRole('status')).toHaveText(
    'Consent withdrawn: Push notifications: Stability data published with a notice.',
  );
  await consents.getByText('History (3 changes)').click();
  await expect(consents.getByRole('listitem').filter({ hasText: /^Given / })).toHaveCount(1);

  // Delete my account, at a phone's width: the confirmation asks for the password.
  await page.setViewportSize({ width: 390, height: 844 });
  const deletion = yourData.getByRole('region', { name: 'Delete my account' });
  await deletion.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(deletion.getByRole('heading', { name: 'Confirm that you want to delete your account' })).toBeFocused();
  await expectNoAxeViolationsHere(page);
  await deletion.getByLabel('Your password').fill('not-my-password-at-all');
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(deletion.getByLabel('Your password')).toHaveAccessibleDescription('Your password is not correct.');
  await deletion.getByLabel('Your password').fill(PASSWORD);
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your account has been deleted');
  await expectNoAxeViolationsHere(page);
  const confirmation = await linkFromMail(email, /\/register$/);
  expect(confirmation).toMatch(/\/register$/);

  // The password no longer signs in.
  await signIn(page, email);
  await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page, ['/login']);
});
