// Editors and administrators signing in to /admin through the company's identity provider (issue 34), with
// ADMIN_2FA_REQUIRED=true: the role follows the provider's groups at each sign-in, losing the group ends the access,
// the provider's multi-factor sign-in meets the two-step requirement, and a break-glass account keeps its password.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ADMIN_2FA_REQUIRED = 'true';
});

import { SsoProvidersResponseSchema } from '@hcp/contracts/sso';

import { env } from '../../src/env';
import { sendAdminPasswordReset } from '../../src/jobs/adminPasswordReset';
import type { Admin } from '../../src/payload-types';
import { sealSecret } from '../../src/two-factor/secret-box';
import { adminRest } from './admin-rest';
import { lastAuditEvent, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { type HospitalIdp, startHospitalIdp } from './oidc-idp';
import { CLAIM, type HospitalSamlIdp, startHospitalSamlIdp } from './saml-idp';

const STAFF = 'northbridge-staff';
const PORTAL_ONLY = 'northbridge';
const STAFF_SAML = 'northbridge-adfs';

let server: TestServer;
let idp: HospitalIdp;
let samlIdp: HospitalSamlIdp;

const person = (sub: string, email: string, groups: string[], mfa = true) => ({
  sub,
  password: 'company-pass',
  email,
  given_name: email.slice(0, email.indexOf('.')).replace(/^./, (letter) => letter.toUpperCase()),
  family_name: 'Staff',
  groups,
  mfa,
});

beforeAll(async () => {
  server = await startTestServer();
  idp = await startHospitalIdp({
    redirectUris: [STAFF, PORTAL_ONLY].map((id) => `${env.publicUrl}/json/sso/${id}/callback`),
    people: [
      person('st-1', 'erin.editor@northbridge-pharma.co.uk', ['cms-editors']),
      person('st-2', 'adam.admin@northbridge-pharma.co.uk', ['all-staff', 'cms-editors', 'cms-admins']),
      person('st-3', 'nora.nomfa@northbridge-pharma.co.uk', ['cms-editors'], false),
      person('st-4', 'outside.group@northbridge-pharma.co.uk', ['all-staff']),
      person('st-5', 'pat.password@northbridge-pharma.co.uk', ['cms-editors']),
      person('st-6', 'bree.glass@northbridge-pharma.co.uk', ['cms-admins']),
      person('st-7', 'leaver.soon@northbridge-pharma.co.uk', ['cms-editors']),
      // The company's provider vouching for an address of another organisation, in an administrators' group.
      person('st-8', 'ops.admin@partner-agency.example', ['cms-admins']),
    ],
  });
  const common = {
    type: 'oidc' as const,
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
    source: 'admin' as const,
  };
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: {
      ...common,
      providerId: STAFF,
      name: 'Northbridge Pharma staff',
      domains: ['northbridge-pharma.co.uk'],
      audience: ['cms'],
      roleMapping: [
        { group: 'cms-editors', role: 'editor' },
        { group: 'cms-admins', role: 'admin' },
      ],
      mfaAsserted: true,
    },
  });
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: { ...common, providerId: PORTAL_ONLY, name: 'Northbridge NHS Trust', audience: ['portal'] },
  });
  // The company's ADFS, for editors: SAML, its groups in an attribute, no multi-factor assertion trusted.
  samlIdp = await startHospitalSamlIdp({
    people: [{ nameId: 'adfs-1', email: 'sam.adfs@northbridge-pharma.co.uk', givenName: 'Sam', familyName: 'Adfs' }],
  });
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: {
      providerId: STAFF_SAML,
      name: 'Northbridge Pharma (ADFS)',
      type: 'saml',
      metadataUrl: samlIdp.metadataUrl,
      domains: ['northbridge-pharma.co.uk'],
      audience: ['cms'],
      claims: { email: CLAIM.email, givenName: CLAIM.givenName, familyName: CLAIM.familyName, groups: 'groups' },
      roleMapping: [{ group: 'CMS Editors', role: 'editor' }],
      mfaAsserted: false,
      source: 'admin',
    },
  });
}, 120_000);

afterAll(async () => {
  await samlIdp.close();
  await idp.close();
  await server.close();
});

/** The browser's visit to `start` for an editor's sign-in: where it is sent, and the cookie tying the callback to it. */
async function start(provider = STAFF) {
  const response = await fetch(`${server.baseUrl}/json/sso/${provider}/start?audience=cms`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('hcp-sso-browser='));
  return { location: response.headers.get('location') ?? '', cookie: cookie?.split(';')[0] };
}

type Finish =
  | { kind: 'signed-in'; cookies: Record<string, string>; setCookies: string[]; page: string; policy: string }
  | { kind: 'refused'; reason: string | null };

/** The provider's redirect back to the callback: signed in (cookies and the continuing page) or refused (why). */
async function signInThroughCompany(sub: string): Promise<Finish> {
  const { location, cookie } = await start();
  const url = new URL(await idp.signInAt(location, sub));
  const response = await fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  if (response.status === 302) {
    const to = new URL(response.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${env.publicUrl}/admin/login`);
    return { kind: 'refused', reason: to.searchParams.get('sso') };
  }
  expect(response.status).toBe(200);
  const setCookies = response.headers.getSetCookie();
  const cookies: Record<string, string> = {};
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    cookies[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);
  }
  return {
    kind: 'signed-in',
    cookies,
    setCookies,
    page: await response.text(),
    policy: response.headers.get('content-security-policy') ?? '',
  };
}

async function signedIn(sub: string) {
  const finish = await signInThroughCompany(sub);
  if (finish.kind !== 'signed-in') throw new Error(`Expected a sign-in, got ${JSON.stringify(finish)}`);
  return finish;
}

/** What the session reaches in the admin: content, its own record, and whether the admin lets it in. */
async function reach(cookies: Record<string, string>) {
  const [pages, me, access] = await Promise.all([
    adminRest('GET', '/api/pages', cookies),
    adminRest('GET', '/api/admins/me', cookies),
    adminRest('GET', '/api/access', cookies),
  ]);
  const user = me.body.user as { email?: string; role?: string } | null;
  return {
    pages: pages.status,
    me: user?.email ?? null,
    role: user?.role,
    canAccessAdmin: access.body.canAccessAdmin === true,
  };
}

async function adminByEmail(email: string): Promise<Admin | null> {
  return server.payload.db.findOne<Admin>({ collection: 'admins', where: { email: { equals: email } } });
}

async function eventsFor(id: number) {
  const { docs } = await server.payload.find({
    collection: 'audit-events',
    where: { and: [{ targetCollection: { equals: 'admins' } }, { targetId: { equals: String(id) } }] },
    sort: 'at',
    overrideAccess: true,
    limit: 50,
  });
  return docs.map(({ action, details }) => ({ action, details: details as Record<string, unknown> | null }));
}

describe('an editor’s first sign-in through the company’s provider', () => {
  it('makes an editor’s CMS account from the group, signs it in with a Strict cookie, and counts the provider’s MFA', async () => {
    const finish = await signedIn('st-1');
    const session = finish.setCookies.find((line) => line.startsWith('payload-token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    // The page moves on to /admin by itself: a same-site navigation, so the Strict cookie goes with it.
    expect(finish.page).toContain(`<meta http-equiv="refresh" content="0;url=${env.publicUrl}/admin">`);
    // Not sandboxed (a sandboxed page neither refreshes nor counts as the same site), yet it runs and loads nothing.
    expect(finish.policy).not.toContain('sandbox');
    expect(finish.policy).toContain("default-src 'none'");
    expect(finish.cookies['hcp-admin-2fa']).toBeTruthy();
    expect(await reach(finish.cookies)).toEqual({
      pages: 200,
      me: 'erin.editor@northbridge-pharma.co.uk',
      role: 'editor',
      canAccessAdmin: true,
    });
    const account = await adminByEmail('erin.editor@northbridge-pharma.co.uk');
    expect(account).toMatchObject({
      name: 'Erin Staff',
      role: 'editor',
      breakGlass: false,
      sso: { provider: STAFF, subject: 'st-1', groups: ['cms-editors'] },
    });
    const events = await eventsFor(account?.id ?? 0);
    expect(events.map(({ action }) => action)).toEqual(['sso.account-created', 'sign-in.succeeded']);
    expect(events[1]?.details).toMatchObject({ provider: STAFF, role: 'editor', secondFactor: 'provider' });
  });

  it('gives the administrator’s role when any of the person’s groups maps to it', async () => {
    const finish = await signedIn('st-2');
    expect((await reach(finish.cookies)).role).toBe('admin');
  });

  it('still asks for enrolment when the provider did not say a second factor was used', async () => {
    const finish = await signedIn('st-3');
    expect(finish.cookies['hcp-admin-2fa']).toBeUndefined();
    expect(await reach(finish.cookies)).toEqual({
      pages: 403,
      me: 'nora.nomfa@northbridge-pharma.co.uk',
      role: 'editor',
      canAccessAdmin: false,
    });
  });

  it('lets that account enrol without a password it never had, while its provider sign-in is fresh', async () => {
    const finish = await signedIn('st-3');
    const account = await adminByEmail('nora.nomfa@northbridge-pharma.co.uk');
    if (!account) throw new Error('The account is missing.');
    // A session begun by the provider more than ten minutes ago no longer stands in for the password.
    const sessions = (account.sessions ?? []).map((session) => ({
      ...session,
      createdAt: new Date(Date.now() - 11 * 60 * 1000).toISOString(),
    }));
    await server.payload.db.updateOne({ collection: 'admins', id: account.id, data: { sessions }, returning: false });
    const stale = await adminRest('POST', '/api/admins/two-factor-setup', finish.cookies, {});
    expect(stale.status).toBe(400);
    expect(String((stale.body.errors as { message: string }[])[0]?.message)).toMatch(
      /sign in again through your organisation/,
    );

    const fresh = await signedIn('st-3');
    const setup = await adminRest('POST', '/api/admins/two-factor-setup', fresh.cookies, {});
    expect(setup.status).toBe(200);
    const confirmed = await adminRest('POST', '/api/admins/two-factor-confirm', fresh.cookies, {
      code: await generate({ secret: String(setup.body.secret) }),
    });
    expect(confirmed.status).toBe(200);
    const passed = { ...fresh.cookies, ...confirmed.cookies };
    expect(await reach(passed)).toMatchObject({ pages: 200, canAccessAdmin: true });
  });

  it('refuses a person in no mapped group, and makes no account', async () => {
    expect(await signInThroughCompany('st-4')).toEqual({ kind: 'refused', reason: 'unmapped-group' });
    expect(await adminByEmail('outside.group@northbridge-pharma.co.uk')).toBeNull();
    const { docs } = await server.payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'sso.refused' } },
      overrideAccess: true,
    });
    expect(docs.map(({ details }) => details)).toContainEqual({
      provider: STAFF,
      reason: 'unmapped-group',
      audience: 'cms',
    });
  });
});

describe('the groups decide at every sign-in', () => {
  it('changes the role when the groups change, and records the change', async () => {
    const editor = idp.people.get('st-7');
    if (!editor) throw new Error('st-7 is missing');
    const first = await signedIn('st-7');
    expect((await reach(first.cookies)).role).toBe('editor');
    editor.groups = ['cms-admins'];
    const second = await signedIn('st-7');
    expect((await reach(second.cookies)).role).toBe('admin');
    const account = await adminByEmail('leaver.soon@northbridge-pharma.co.uk');
    expect(await eventsFor(account?.id ?? 0)).toContainEqual({
      action: 'roles.changed',
      details: { rolesBefore: ['editor'], rolesAfter: ['admin'] },
    });
  });

  it('refuses the next sign-in once the person leaves the groups, and ends the sessions they still had', async () => {
    const leaver = idp.people.get('st-7');
    if (!leaver) throw new Error('st-7 is missing');
    leaver.groups = ['cms-admins'];
    const before = await signedIn('st-7');
    expect((await reach(before.cookies)).pages).toBe(200);
    leaver.groups = ['all-staff'];
    expect(await signInThroughCompany('st-7')).toEqual({ kind: 'refused', reason: 'unmapped-group' });
    expect(await reach(before.cookies)).toMatchObject({ pages: 403, me: null, canAccessAdmin: false });
  });
});

describe('password sign-in beside the provider', () => {
  it('links an existing password account at its first sign-in, after which its password no longer signs in', async () => {
    const email = 'pat.password@northbridge-pharma.co.uk';
    const existing = await server.payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email, name: 'Pat Password', role: 'admin', password: TEST_PASSWORD },
    });
    expect((await adminRest('POST', '/api/admins/login', {}, { email, password: TEST_PASSWORD })).status).toBe(200);

    const finish = await signedIn('st-5');
    // The same account, its role now the group's.
    expect(await reach(finish.cookies)).toMatchObject({ me: email, role: 'editor' });
    expect((await adminByEmail(email))?.id).toBe(existing.id);

    const refused = await adminRest('POST', '/api/admins/login', {}, { email, password: TEST_PASSWORD });
    expect(refused.status).toBe(401);
    expect(refused.cookies['payload-token']).toBeUndefined();
    const events = await eventsFor(existing.id);
    expect(events).toContainEqual({ action: 'sso.linked', details: { provider: STAFF, by: 'sign-in' } });
    expect(events.at(-1)).toEqual({ action: 'sign-in.failed', details: { reason: 'provider-managed' } });
    // Nor can "Forgot password?" give it one: no mail is sent.
    expect(await sendAdminPasswordReset(server.payload, existing.id)).toBe(false);
  });

  it('never signs in to a break-glass account through the provider; its password still works', async () => {
    const email = 'bree.glass@northbridge-pharma.co.uk';
    await server.payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email, name: 'Break Glass', role: 'admin', password: TEST_PASSWORD, breakGlass: true },
    });
    expect(await signInThroughCompany('st-6')).toEqual({ kind: 'refused', reason: 'break-glass-account' });
    expect((await adminByEmail(email))?.sso?.provider ?? null).toBeNull();
    expect((await adminRest('POST', '/api/admins/login', {}, { email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('audiences', () => {
  it('does not offer a CMS-only provider to professionals, nor start a professional’s sign-in with it', async () => {
    const listed = SsoProvidersResponseSchema.parse(await (await fetch(`${server.baseUrl}/json/sso/providers`)).json());
    expect(listed.providers.map(({ id }) => id)).toEqual([PORTAL_ONLY]);
    const response = await fetch(`${server.baseUrl}/json/sso/${STAFF}/start`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe(`${env.publicUrl}/sso/complete#error=unknown-provider`);
  });

  it('refuses a sign-in whose provider stopped serving the CMS while the person was at its page', async () => {
    const { location, cookie } = await start();
    const row = await server.payload.db.findOne<{ id: number }>({
      collection: 'identity-providers',
      where: { providerId: { equals: STAFF } },
    });
    const setAudience = (audience: string[]) =>
      server.payload.db.updateOne({
        collection: 'identity-providers',
        id: row?.id ?? 0,
        data: { audience },
        returning: false,
      });
    await setAudience(['portal']);
    try {
      const url = new URL(await idp.signInAt(location, 'st-1'));
      const response = await fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
      expect(response.headers.get('location')).toBe(`${env.publicUrl}/admin/login?sso=wrong-audience`);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('payload-token='))).toBe(false);
      expect(await lastAuditEvent(server.payload, 'sso.refused')).toMatchObject({
        actorKind: 'anonymous',
        details: { provider: STAFF, reason: 'wrong-audience:cms' },
      });
    } finally {
      await setAudience(['cms']);
    }
  });

  it('does not let a provider that serves only the portal sign anyone in to the CMS', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/${PORTAL_ONLY}/start?audience=cms`, {
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe(`${env.publicUrl}/admin/login?sso=unknown-provider`);
  });
});

describe('the domains of a provider that serves the CMS', () => {
  const staffProvider = {
    providerId: 'domainless-staff',
    name: 'Staff without domains',
    type: 'oidc' as const,
    issuer: 'https://login.example.com',
    clientId: 'portal',
    clientSecret: 'a-secret',
    audience: ['cms' as const],
    claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
    roleMapping: [{ group: 'cms-admins', role: 'admin' as const }],
    source: 'admin' as const,
  };

  it('must be listed in the admin: a provider for editors with none is refused, saying why', async () => {
    for (const domains of [undefined, []]) {
      await expect(
        server.payload.create({
          collection: 'identity-providers',
          overrideAccess: true,
          data: { ...staffProvider, ...(domains ? { domains } : {}) },
        }),
      ).rejects.toMatchObject({
        data: {
          errors: [
            expect.objectContaining({
              path: 'domains',
              message:
                'List the email domains of a provider that signs editors in to the CMS: it reaches the CMS account of any address it vouches for.',
            }),
          ],
        },
      });
    }
    // Nor can one that has them be saved for the CMS once its domains are taken away.
    const row = await server.payload.db.findOne<{ id: number }>({
      collection: 'identity-providers',
      where: { providerId: { equals: STAFF } },
    });
    await expect(
      server.payload.update({
        collection: 'identity-providers',
        id: row?.id ?? 0,
        overrideAccess: true,
        data: { domains: [] },
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'domains' })] } });
  });

  it('leaves out a provider for editors stored without domains by an earlier version, and says why', async () => {
    const warn = vi.spyOn(server.payload.logger, 'warn');
    const stored = (await server.payload.db.create({
      collection: 'identity-providers',
      data: {
        ...staffProvider,
        issuer: idp.issuer,
        clientSecret: sealSecret(idp.clientSecret, env.sso.secretKey),
        domains: [],
        roleMapping: [],
      },
    })) as { id: number };
    try {
      const response = await fetch(`${server.baseUrl}/json/sso/${staffProvider.providerId}/start?audience=cms`, {
        redirect: 'manual',
      });
      expect(response.headers.get('location')).toBe(`${env.publicUrl}/admin/login?sso=unknown-provider`);
      const said = warn.mock.calls.map(([entry]) => entry as { provider?: string; problems?: string[] });
      expect(said).toContainEqual(
        expect.objectContaining({ provider: staffProvider.providerId, problems: ['domains'] }),
      );
    } finally {
      warn.mockRestore();
      await server.payload.db.deleteOne({ collection: 'identity-providers', where: { id: { equals: stored.id } } });
    }
  });

  it('keeps the sign-in to its domains: an address outside them reaches no CMS account, even one that exists', async () => {
    const email = 'ops.admin@partner-agency.example';
    const existing = await server.payload.create({
      collection: 'admins',
      overrideAccess: true,
      data: { email, name: 'Partner Ops', role: 'admin', password: TEST_PASSWORD },
    });
    expect(await signInThroughCompany('st-8')).toEqual({ kind: 'refused', reason: 'no-email' });
    expect((await adminByEmail(email))?.sso?.provider ?? null).toBeNull();
    expect((await adminRest('POST', '/api/admins/login', {}, { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await lastAuditEvent(server.payload, 'sso.refused'))?.details).toEqual({
      provider: STAFF,
      reason: 'unknown-domain',
    });
    expect(await eventsFor(existing.id)).not.toContainEqual(expect.objectContaining({ action: 'sso.linked' }));
  });
});

describe('an editor’s sign-in through the company’s SAML provider', () => {
  /** The ADFS page posting its answer to the ACS for an editor's sign-in, with the attributes given. */
  async function postAnswer(groups: string, sign: 'assertion' | 'none' = 'assertion') {
    const started = await fetch(`${server.baseUrl}/json/sso/${STAFF_SAML}/start?audience=cms`, { redirect: 'manual' });
    const answer = samlIdp.answer(started.headers.get('location') ?? '', 'adfs-1', {
      sign,
      attributes: {
        [CLAIM.email]: 'sam.adfs@northbridge-pharma.co.uk',
        [CLAIM.givenName]: 'Sam',
        [CLAIM.familyName]: 'Adfs',
        groups,
      },
    });
    return fetch(`${server.baseUrl}/json/sso/${STAFF_SAML}/acs`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState }).toString(),
    });
  }

  it('signs an editor in from the posted answer; without the provider’s MFA the two-step screen still asks', async () => {
    const response = await postAnswer('CMS Editors');
    expect(response.status).toBe(200);
    const cookies = Object.fromEntries(
      response.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';');
        return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      }),
    );
    expect(cookies['hcp-admin-2fa']).toBeUndefined();
    expect(await reach(cookies)).toEqual({
      pages: 403,
      me: 'sam.adfs@northbridge-pharma.co.uk',
      role: 'editor',
      canAccessAdmin: false,
    });
  });

  it('sends a refused answer back to the admin’s sign-in screen, not the portal’s', async () => {
    const outside = await postAnswer('All Staff');
    expect(outside.headers.get('location')).toBe(`${env.publicUrl}/admin/login?sso=unmapped-group`);
    const unsigned = await postAnswer('CMS Editors', 'none');
    expect(unsigned.headers.get('location')).toBe(`${env.publicUrl}/admin/login?sso=refused`);
  });
});
