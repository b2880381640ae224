// Issue 34: a professional signs in with their hospital's account (OpenID Connect), waits for approval, is approved
// by an editor in /admin, and signs in again straight to the dashboard; an existing account is linked with its
// password once. The hospital is a real OpenID provider (oidc-provider) started by this spec.
import { expect, type Page, test } from '@playwright/test';

import { type HospitalIdp, startHospitalIdp } from '../apps/cms/tests/integration/oidc-idp';
import { CLAIM, type HospitalSamlIdp, startHospitalSamlIdp } from '../apps/cms/tests/integration/saml-idp';
import { linkFromMail } from './mail';
import { expectAccessible, signInToAdmin } from './support';

const PROVIDER = 'northbridge';
/** The pharmaceutical company's own provider, for its editors (audience cms). */
const STAFF_PROVIDER = 'northbridge-pharma';
const EDITOR_EMAIL = 'casey.morgan@northbridge-pharma.co.uk';
let idp: HospitalIdp;
let samlIdp: HospitalSamlIdp;

/**
 * Saves a provider as the admin's form does (Payload's REST, the admin's session). A worker that restarts after a
 * failure starts its providers on new ports: an existing entry is brought up to date.
 */
async function saveProvider(admin: Page, data: Record<string, unknown>): Promise<void> {
  const status = await admin.evaluate(async (provider) => {
    const found = (await (
      await fetch(`/api/identity-providers?where[providerId][equals]=${String(provider.providerId)}&depth=0`, {
        credentials: 'include',
      })
    ).json()) as { docs: { id: number }[] };
    const existing = found.docs[0];
    const response = await fetch(
      existing ? `/api/identity-providers/${String(existing.id)}` : '/api/identity-providers',
      {
        method: existing ? 'PATCH' : 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(provider),
      },
    );
    return response.status;
  }, data);
  expect([200, 201]).toContain(status);
}

test.beforeAll(async ({ browser, baseURL }) => {
  const portal = baseURL ?? '';
  idp = await startHospitalIdp({
    redirectUris: [PROVIDER, STAFF_PROVIDER].map((id) => `${portal}/json/sso/${id}/callback`),
    postLogoutRedirectUris: [`${portal}/`],
    people: [
      {
        sub: 'nb-2001',
        password: 'ward-7-pass',
        email: 'priya.shah@northbridge.nhs.uk',
        given_name: 'Priya',
        family_name: 'Shah',
      },
      {
        sub: 'np-9001',
        password: 'content-team-pass',
        email: EDITOR_EMAIL,
        given_name: 'Casey',
        family_name: 'Morgan',
        groups: ['cms-editors'],
        mfa: true,
      },
    ],
  });
  // The administrator enters the trust's provider; the admin's own page saves it as its form does (Payload's REST).
  const admin = await browser.newPage();
  await signInToAdmin(admin, 'admin@example.com');
  const provider = {
    providerId: PROVIDER,
    name: 'Northbridge NHS Trust',
    type: 'oidc',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: ['northbridge.nhs.uk'],
    audience: ['portal'],
  };
  await saveProvider(admin, provider);
  // The company's own provider, for its editors: the group decides the role; its sign-in asks for a second factor.
  await saveProvider(admin, {
    ...provider,
    providerId: STAFF_PROVIDER,
    name: 'Northbridge Pharma',
    domains: ['northbridge-pharma.co.uk'],
    audience: ['cms'],
    claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
    roleMapping: [
      { group: 'cms-editors', role: 'editor' },
      { group: 'cms-admins', role: 'admin' },
    ],
    mfaAsserted: true,
  });
  samlIdp = await startHospitalSamlIdp({
    people: [{ nameId: 'rv-3001', email: 'jo.bloggs@riverside.nhs.uk', givenName: 'Jo', familyName: 'Bloggs' }],
  });
  await saveProvider(admin, {
    providerId: 'riverside',
    name: 'Riverside Hospitals NHS Foundation Trust',
    type: 'saml',
    metadataUrl: samlIdp.metadataUrl,
    domains: ['riverside.nhs.uk'],
    audience: ['portal'],
    // ADFS names its attributes with the claim URIs.
    claims: { email: CLAIM.email, givenName: CLAIM.givenName, familyName: CLAIM.familyName, groups: 'groups' },
  });
  // The admin lists it; the secret is not shown again.
  await admin.goto('/admin/collections/identity-providers');
  await admin.getByRole('link', { name: 'Northbridge NHS Trust' }).click();
  await expect(admin.getByRole('textbox', { name: 'Client secret' })).toHaveValue('');
  await expect(admin.getByRole('checkbox', { name: 'A client secret is stored' })).toBeChecked();
  await admin.screenshot({ path: 'docs/screens/admin-identity-provider-1280.png', fullPage: true });
  // On a phone the screen fits its width: no sideways scrolling to reach the account button or a date.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(admin.getByRole('textbox', { name: 'Issuer' })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const created = await admin
    .getByRole('listitem')
    .filter({ hasText: /^Created:/ })
    .boundingBox();
  expect(created).not.toBeNull();
  expect((created?.x ?? 0) + (created?.width ?? 0)).toBeLessThanOrEqual(390);
  await admin.screenshot({ path: 'docs/screens/admin-identity-provider-390.png', fullPage: true });
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  // The server is shared with the specs that follow: they sign in on a /login without organisations, as the demo's.
  const admin = await browser.newPage();
  await signInToAdmin(admin, 'admin@example.com');
  const left = await admin.evaluate(
    async ({ ids, editor }) => {
      // The editor's account the company's sign-in made.
      const accounts = (await (
        await fetch(`/api/admins?where[email][equals]=${encodeURIComponent(editor)}&depth=0`, {
          credentials: 'include',
        })
      ).json()) as { docs: { id: number }[] };
      for (const doc of accounts.docs) {
        await fetch(`/api/admins/${String(doc.id)}`, { method: 'DELETE', credentials: 'include' });
      }
      for (const id of ids) {
        const found = (await (
          await fetch(`/api/identity-providers?where[providerId][equals]=${id}&depth=0`, { credentials: 'include' })
        ).json()) as { docs: { id: number }[] };
        for (const doc of found.docs) {
          await fetch(`/api/identity-providers/${String(doc.id)}`, { method: 'DELETE', credentials: 'include' });
        }
      }
      const all = (await (await fetch('/api/identity-providers?depth=0', { credentials: 'include' })).json()) as {
        totalDocs: number;
      };
      return all.totalDocs;
    },
    { ids: [PROVIDER, STAFF_PROVIDER, 'riverside'], editor: EDITOR_EMAIL },
  );
  expect(left).toBe(0);
  await admin.close();
  await idp.close();
  await samlIdp.close();
});

/** The hospital's own sign-in page, as the person fills it. */
async function signInAtHospital(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Northbridge sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out of the portal, which sends the browser to the trust to end its session too, and back to the home. */
async function signOutEverywhere(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
}

async function continueWithOrganisation(page: Page, email: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Sign in with your organisation' });
  await section.getByLabel('Work email address').fill(email);
  await section.getByRole('button', { name: 'Continue with my organisation' }).click();
}

test('a new professional signs in through their trust, is approved in /admin, and then reaches the dashboard', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/login');
  const section = page.getByRole('region', { name: 'Sign in with your organisation' });
  await expect(section).toBeVisible();
  await expectAccessible(page, 'body');
  await page.screenshot({ path: 'docs/screens/sso-sign-in-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screens/sso-sign-in-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // An address whose domain has no single sign-on: the list of organisations opens, the password form stays.
  await continueWithOrganisation(page, 'someone@kingsmere.example.org');
  await expect(section.getByRole('status')).toContainText('We did not find single sign-on for kingsmere.example.org');
  await expect(section.getByRole('link', { name: 'Sign in with Northbridge NHS Trust' })).toBeVisible();

  await continueWithOrganisation(page, 'priya.shah@northbridge.nhs.uk');
  await signInAtHospital(page, 'nb-2001', 'ward-7-pass');
  // Back in the portal, signed in: the new account waits for approval. No token is left in the address.
  await expect(page.getByRole('heading', { name: 'Your account is waiting for approval' })).toBeVisible();
  expect(page.url()).not.toMatch(/code=|ticket=/);
  await expectAccessible(page, 'body');
  await page.screenshot({ path: 'docs/screens/sso-awaiting-approval-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screens/sso-awaiting-approval-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The editor finds the registration, made through the trust's sign-in, and approves it by giving a role.
  const admin = await browser.newPage();
  await signInToAdmin(admin, 'editor@example.com');
  const row = admin
    .getByRole('region', { name: /^Registrations awaiting approval \(\d+\)$/ })
    .getByRole('row', { name: /Priya Shah/ });
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(admin.getByText('Signed up through')).toBeVisible();
  await expect(admin.locator('#field-ssoSignUp__provider')).toHaveValue('Northbridge NHS Trust');
  const roles = admin.locator('#field-roles');
  await roles.locator('.rs__control').click();
  await admin.locator('.rs__option', { hasText: 'Pharmacist' }).first().click();
  await admin.getByRole('button', { name: 'Save' }).click();
  // Giving a role approves the registration (and emails the professional).
  await expect(admin.locator('#field-status')).toContainText('Approved');
  await expect(admin.getByRole('button', { name: 'Save' })).toBeDisabled();
  await admin.close();

  // Signing out ends the trust's session too: the trust asks, then comes back to the portal's home.
  await signOutEverywhere(page);
  await page.goto('/login');
  await continueWithOrganisation(page, 'priya.shah@northbridge.nhs.uk');
  await signInAtHospital(page, 'nb-2001', 'ward-7-pass');
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Shah' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account is waiting for approval' })).toHaveCount(0);
});

test('an existing portal account is linked to the trust’s sign-in with its password, once', async ({
  page,
  request,
}) => {
  // Sam registered with a password before the trust set up single sign-on, and confirmed the address.
  const email = `sam.lee.${String(Date.now())}@northbridge.nhs.uk`;
  const registered = await request.post('/json/api/v1/account/register', {
    data: {
      firstName: 'Sam',
      lastName: 'Lee',
      email,
      profession: 'pharmacist',
      organisation: 'Northbridge NHS Trust, Pharmacy',
      regulator: 'GPhC',
      registrationNumber: '2076543',
      password: 'orchard-lantern-river-31',
    },
  });
  expect(registered.status()).toBe(202);
  const link = await linkFromMail(email, /^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{40,}$/);
  const confirmed = await request.post('/json/api/v1/account/verify-email', {
    data: { token: new URL(link).pathname.slice(1) },
  });
  expect(confirmed.status()).toBe(200);
  idp.people.set('nb-2002', { sub: 'nb-2002', password: 'ward-9-pass', email, given_name: 'Sam', family_name: 'Lee' });

  await page.goto('/login');
  await continueWithOrganisation(page, email);
  await signInAtHospital(page, 'nb-2002', 'ward-9-pass');
  // Never linked silently: the portal asks for the existing account's password once.
  await expect(page.getByRole('heading', { name: 'Link your portal account' })).toBeVisible();
  await expect(page.getByText(`A portal account already uses ${email}`)).toBeVisible();
  expect(page.url()).not.toMatch(/ticket=/);
  await expectAccessible(page, 'body');
  await page.screenshot({ path: 'docs/screens/sso-link-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screens/sso-link-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  const password = page.getByLabel('Portal password');
  await password.fill('not-my-password');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await password.fill('orchard-lantern-river-31');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Sam Lee' })).toBeVisible();

  // Next time, the trust's sign-in reaches the account straight away.
  await signOutEverywhere(page);
  await page.goto('/login');
  await continueWithOrganisation(page, email);
  await signInAtHospital(page, 'nb-2002', 'ward-9-pass');
  await expect(page.getByRole('heading', { name: 'Welcome, Sam Lee' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Link your portal account' })).toHaveCount(0);
});

test('a sign-in the trust refuses ends on a page that says so, with the way back', async ({ page }) => {
  idp.people.set('nb-2003', {
    sub: 'nb-2003',
    password: 'ward-3-pass',
    email: 'locum@agency.example.org',
    given_name: 'Lo',
    family_name: 'Cum',
  });
  await page.goto(`/json/sso/${PROVIDER}/start?returnTo=%2Fcpd-log`);
  await signInAtHospital(page, 'nb-2003', 'ward-3-pass');
  await expect(page.getByRole('heading', { name: 'Signing in with your organisation did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('did not confirm a work email address that belongs to it');
  await expectAccessible(page, 'body');
  await page.screenshot({ path: 'docs/screens/sso-refused-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screens/sso-refused-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the SAML round trip: a professional of a trust on ADFS signs in through its page and the answer it posts back', async ({
  page,
}) => {
  await page.goto('/login');
  await continueWithOrganisation(page, 'jo.bloggs@riverside.nhs.uk');
  await expect(page.getByRole('heading', { name: 'Riverside sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill('rv-3001');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Continue to the portal' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jo Bloggs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account is waiting for approval' })).toBeVisible();
  expect(page.url()).not.toMatch(/code=|SAMLResponse/);
});

test('an editor signs in to /admin through the company’s provider, and loses the access with the group', async ({
  browser,
}) => {
  // Each visit in a context of its own (axe needs one), as two separate browser sessions.
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto('/admin/login');
  const section = page.getByRole('region', { name: 'Sign in with your organisation' });
  await expect(section.getByRole('link', { name: 'Sign in with Northbridge Pharma' })).toBeVisible();
  // Not offered to professionals: the portal's sign-in lists only the trusts.
  await expectAccessible(page, '.admin-sso');
  await page.screenshot({ path: 'docs/screens/admin-sso-sign-in-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screens/admin-sso-sign-in-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  await section.getByRole('link', { name: 'Sign in with Northbridge Pharma' }).click();
  await signInAtHospital(page, 'np-9001', 'content-team-pass');
  // Straight to the dashboard: the provider's second factor counts, and the group made Casey an editor.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible();
  await page.goto('/admin/account');
  await expect(page.locator('#field-role')).toContainText('Content editor');
  await expect(page.locator('#field-sso__provider')).toHaveValue(STAFF_PROVIDER);
  await first.close();

  // Casey leaves the content team: the next sign-in is refused, and the screen says why and what to do.
  const person = idp.people.get('np-9001');
  if (person) person.groups = ['all-staff'];
  const second = await browser.newContext();
  const again = await second.newPage();
  await again.goto('/admin/login');
  await again.getByRole('link', { name: 'Sign in with Northbridge Pharma' }).click();
  await signInAtHospital(again, 'np-9001', 'content-team-pass');
  await expect(again).toHaveURL(/\/admin\/login\?sso=unmapped-group$/);
  await expect(again.locator('.admin-sso').getByRole('alert')).toContainText(
    'not in a group that gives access to the CMS',
  );
  // The whole screen, Payload's password form with it, as the refused editor meets it.
  await expectAccessible(again, 'body');
  await again.screenshot({ path: 'docs/screens/admin-sso-refused-1280.png', fullPage: true });
  await again.setViewportSize({ width: 390, height: 844 });
  await again.locator('.admin-sso').getByRole('alert').scrollIntoViewIfNeeded();
  await again.screenshot({ path: 'docs/screens/admin-sso-refused-390.png' });
  await second.close();
});
