import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';

import { DEMO_PASSWORD, logIn } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const EMAIL = 'pharmacist@example.com';
const WIDTHS = [390, 1280] as const;

/** No WCAG 2.2 AA violation at a phone's width and a desktop's, with a screenshot of each to look at. */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${name} at ${String(width)}: ${violation.id}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${String(width)}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The app's code for the next 30-second window, as a phone shows it a moment later (the last one was just used). */
function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

let recoveryCodes: string[] = [];

/** If the journey stopped half-way, turns two-step sign-in off again so the other specs sign in with a password. */
async function turnOffIfLeftOn(request: APIRequestContext): Promise<void> {
  const signIn = await request.post('/json/jwt-auth/v1/token', { data: { username: EMAIL, password: DEMO_PASSWORD } });
  if (signIn.status() !== 401) return;
  const { data } = (await signIn.json()) as { data: { challenge: string } };
  const [first, second] = recoveryCodes.slice(-2);
  const finished = await request.post('/json/jwt-auth/v1/token/mfa', {
    data: { challenge: data.challenge, code: first },
  });
  const { token } = (await finished.json()) as { token: string };
  await request.post('/json/api/v1/account/2fa/disable', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: DEMO_PASSWORD, code: second },
  });
}

test.afterAll(async ({ request }) => {
  await turnOffIfLeftOn(request);
});

test('a pharmacist turns on two-step sign-in, signs in with a code from the app, and turns it off again', async ({
  page,
}) => {
  await logIn(page, EMAIL);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  // The password first, so a session alone cannot enrol another authenticator.
  await section.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();

  await expect(section.getByRole('img', { name: /QR code that adds HCP Portal/ })).toBeVisible();
  const secret = ((await section.getByLabel('Setup key').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Setup key').scrollIntoViewIfNeeded();
  await checkAtBothWidths(page, 'enrol');

  const code = section.getByLabel('Code from your authenticator app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(code).toHaveAccessibleDescription(/That code is not correct/);
  await code.fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  await expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  const list = section.getByRole('list', { name: 'Your recovery codes' });
  recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
  expect(recoveryCodes).toHaveLength(10);
  await checkAtBothWidths(page, 'recovery-codes');
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('hcp-portal-recovery-codes.txt');
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(list).toBeHidden();
  await expect(section.getByText('Two-step sign-in is on')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const signInCode = page.getByLabel('Code from your authenticator app');
  await expect(signInCode).toBeFocused();
  await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
  await checkAtBothWidths(page, 'sign-in-code');
  await signInCode.fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(signInCode).toHaveAccessibleDescription(/That code is not correct/);
  await signInCode.fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Raman' })).toBeVisible();

  // Turning it off takes the password and a code: here a recovery code, as after losing the phone.
  await page.goto('/account');
  await section.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await section.getByLabel('Code from your app, or a recovery code').fill(recoveryCodes[0] ?? '');
  await checkAtBothWidths(page, 'turn-off');
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(section.getByText('Two-step sign-in is off. Other devices have been signed out.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await logIn(page, EMAIL);
});
