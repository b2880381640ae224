// SAML on an https deployment that has the portal's own SAML signing key: single logout in both directions (issue 34)
// and the Secure, SameSite=None cookie that ties the IdP's answer to the browser that started (login CSRF). The key
// pair is made here at each run; sso-saml.test.ts covers the same provider without a key, on http.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const sp = await vi.hoisted(async () => {
  const { selfSignedCertificate } = await import('./saml-idp');
  const keys = selfSignedCertificate('portal.test SAML signing');
  process.env.PUBLIC_URL = 'https://portal.test';
  process.env.SSO_SAML_SIGNING_KEY = keys.privateKey;
  process.env.SSO_SAML_SIGNING_CERT = keys.certificate;
  return keys;
});

import { TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { parseOutcomeFragment, type SsoOutcome, SsoSignOutSchema } from '@hcp/contracts/sso';

import { createPortalAccount, postJson, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import {
  CLAIM,
  type HospitalSamlIdp,
  type LogoutOptions,
  readRedirectMessage,
  SAML_RSA_SHA1,
  SAML_RSA_SHA256,
  type SamlAnswer,
  startHospitalSamlIdp,
} from './saml-idp';

const PROVIDER = 'riverside';
const PUBLIC_URL = 'https://portal.test';
const ENTITY_ID = `${PUBLIC_URL}/json/sso/${PROVIDER}/metadata`;
const SLO = `${PUBLIC_URL}/json/sso/${PROVIDER}/slo`;
const COOKIE = '__Secure-hcp-sso-saml-browser';

let server: TestServer;
let idp: HospitalSamlIdp;

const person = (nameId: string, name: string) => ({
  nameId,
  email: `${name}@riverside.nhs.uk`,
  givenName: name,
  familyName: 'Tester',
});

beforeAll(async () => {
  server = await startTestServer();
  idp = await startHospitalSamlIdp({
    people: [
      person('rv-3001', 'aoife'),
      person('rv-3002', 'bryn'),
      person('rv-3003', 'cara'),
      person('rv-3004', 'dara'),
      person('rv-3005', 'eoin'),
      person('rv-3006', 'fionn'),
      person('rv-3007', 'grainne'),
      person('rv-3008', 'hugh'),
      person('rv-3009', 'ide'),
    ],
  });
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: {
      providerId: PROVIDER,
      name: 'Riverside Hospitals',
      type: 'saml',
      metadataUrl: idp.metadataUrl,
      domains: ['riverside.nhs.uk'],
      audience: ['portal'],
      claims: { email: CLAIM.email, givenName: CLAIM.givenName, familyName: CLAIM.familyName, groups: 'groups' },
      mfaAsserted: true,
      source: 'admin',
    },
  });
  // The company's own provider, for editors signing in to /admin only: it has no portal session to end.
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: {
      providerId: 'riverside-staff',
      name: 'Riverside staff',
      type: 'saml',
      metadataUrl: idp.metadataUrl,
      domains: ['riverside.nhs.uk'],
      audience: ['cms'],
      claims: { email: CLAIM.email, givenName: CLAIM.givenName, familyName: CLAIM.familyName, groups: 'groups' },
      roleMapping: [{ group: 'CMS Editors', role: 'editor' }],
      source: 'admin',
    },
  });
}, 120_000);

afterAll(async () => {
  await idp.close();
  await server.close();
});

/** The browser's visit to `start`: where it is sent, and the cookie it is given (`name=value`), if any. */
async function start(): Promise<{ location: string; cookie: string | undefined; setCookie: string | undefined }> {
  const response = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/start`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE}=`));
  return { location: response.headers.get('location') ?? '', cookie: setCookie?.split(';')[0], setCookie };
}

/** The IdP's page posting its answer to the ACS, with the browser's cookie when it has one. */
async function post(
  answer: Pick<SamlAnswer, 'SAMLResponse' | 'RelayState'>,
  cookie: string | undefined,
): Promise<{ outcome: SsoOutcome | undefined; setCookies: string[] }> {
  const response = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/acs`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState }).toString(),
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/sso/complete`);
  return { outcome: parseOutcomeFragment(location.hash), setCookies: response.headers.getSetCookie() };
}

/** Signs in through the hospital in one browser: the portal's token, and the session index of the IdP's session. */
async function signInAs(nameId: string): Promise<{ token: string; sessionIndex: string }> {
  const { location, cookie } = await start();
  const answer = idp.answer(location, nameId);
  const { outcome } = await post(answer, cookie);
  expect(outcome).toMatchObject({ kind: 'code' });
  const exchanged = await postJson(server.baseUrl, '/json/sso/exchange', {
    code: outcome?.kind === 'code' ? outcome.code : '',
  });
  expect(exchanged.status).toBe(200);
  const { token } = TokenResponseSchema.parse(await exchanged.json());
  return { token, sessionIndex: /SessionIndex="([^"]+)"/.exec(answer.xml)?.[1] ?? '' };
}

/** The portal's question before it signs out: where the browser goes to end the hospital's session. */
async function signOutAddress(token: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return SsoSignOutSchema.parse(await response.json()).location;
}

/** The portal's own sign-out: every session of the account ends. */
async function portalSignOut(token: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}/json/api/v1/account/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
}

/** The browser following an address at PUBLIC_URL (here, the test server): the status and where it is sent. */
async function visit(url: string): Promise<{ status: number; location: string | null; body: unknown }> {
  const { pathname, search } = new URL(url);
  expect(url.startsWith(PUBLIC_URL)).toBe(true);
  const response = await fetch(`${server.baseUrl}${pathname}${search}`, { redirect: 'manual' });
  const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : undefined;
  return { status: response.status, location: response.headers.get('location'), body };
}

/** Whether the token still opens the account: 200, or 403 once its session has ended. */
async function accountStatus(token: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/json/api/v1/account`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

/** The refusals of single sign-on messages in the audit trail so far, newest first. */
async function refusals(): Promise<unknown[]> {
  const { docs } = await server.payload.find({
    collection: 'audit-events',
    where: { action: { equals: 'sso.refused' } },
    sort: '-id',
    limit: 100,
    overrideAccess: true,
  });
  return docs.map((event) => event.details);
}

/** The single logouts in the audit trail so far, newest first: whose, and who asked. */
async function signOuts(): Promise<{ label: string | null | undefined; details: unknown }[]> {
  const { docs } = await server.payload.find({
    collection: 'audit-events',
    where: { action: { equals: 'sso.signed-out' } },
    sort: '-id',
    limit: 100,
    overrideAccess: true,
  });
  return docs.map((event) => ({ label: event.targetLabel, details: event.details }));
}

describe('the SP metadata with the portal’s signing key', () => {
  it('publishes the signing certificate and the single logout service, and signs the AuthnRequests', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/metadata`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const certificate = sp.certificate.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(xml.replace(/\s+/g, '')).toContain(`<ds:X509Certificate>${certificate}</ds:X509Certificate>`);
    expect(xml).toContain('KeyDescriptor use="signing"');
    expect(xml).toContain('AuthnRequestsSigned="true"');
    const service = `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${SLO}"/>`;
    expect(xml).toContain(service);
    // Where the metadata schema puts it: after the keys, before the NameID formats and the ACS.
    expect(xml.indexOf(service)).toBeGreaterThan(xml.indexOf('</KeyDescriptor>'));
    expect(xml.indexOf(service)).toBeLessThan(xml.indexOf('<NameIDFormat>'));

    const { location } = await start();
    const request = readRedirectMessage(location, sp.certificate);
    expect(request).toMatchObject({ signed: true, sigAlg: SAML_RSA_SHA256 });
  });

  it('offers no single logout for a provider that only signs editors in to /admin', async () => {
    const xml = await (await fetch(`${server.baseUrl}/json/sso/riverside-staff/metadata`)).text();
    expect(xml).toContain('KeyDescriptor use="signing"');
    expect(xml).not.toContain('SingleLogoutService');
    const slo = await fetch(`${server.baseUrl}/json/sso/riverside-staff/slo?SAMLRequest=x`, { redirect: 'manual' });
    expect(slo.status).toBe(404);
  });
});

describe('signing out through the hospital (SP-initiated single logout)', () => {
  it('sends a signed LogoutRequest naming the sign-in’s NameID and session, and comes home on the answer', async () => {
    const { token, sessionIndex } = await signInAs('rv-3001');
    const before = (await refusals()).length;
    const location = await signOutAddress(token);
    expect(location.startsWith(`${idp.sloUrl}?`)).toBe(true);
    const request = idp.readFromSp(location, sp.certificate);
    expect(request).toMatchObject({
      signedBySp: true,
      sigAlg: SAML_RSA_SHA256,
      destination: idp.sloUrl,
      issuer: ENTITY_ID,
    });
    expect(request.relayState).toMatch(/^[\w-]{43}$/);
    expect(request.xml).toContain(
      'Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">rv-3001</saml:NameID>',
    );
    expect(sessionIndex).not.toBe('');
    expect(request.xml).toContain(`>${sessionIndex}</saml2p:SessionIndex>`);
    // The portal ends its sessions before the browser leaves: the token works no more.
    await portalSignOut(token);
    expect(await accountStatus(token)).toBe(403);

    const home = await visit(idp.logoutResponse(request, SLO));
    expect(home).toMatchObject({ status: 302, location: `${PUBLIC_URL}/` });
    expect(await refusals()).toHaveLength(before);
    expect((await signOuts())[0]).toEqual({
      label: 'aoife@riverside.nhs.uk',
      details: { provider: PROVIDER, by: 'portal' },
    });
  });

  it('names the session of a sign-in that linked an existing account with its password', async () => {
    await createPortalAccount(server.payload, {
      email: 'ide@riverside.nhs.uk',
      firstName: 'Ide',
      lastName: 'Tester',
      roles: [],
    });
    const { location, cookie } = await start();
    const answer = idp.answer(location, 'rv-3009');
    const { outcome } = await post(answer, cookie);
    expect(outcome).toMatchObject({ kind: 'link' });
    const linked = await postJson(server.baseUrl, '/json/sso/link', {
      ticket: outcome?.kind === 'link' ? outcome.ticket : '',
      password: TEST_PASSWORD,
    });
    expect(linked.status).toBe(200);
    const { token } = TokenResponseSchema.parse(await linked.json());
    const request = idp.readFromSp(await signOutAddress(token), sp.certificate);
    const sessionIndex = /SessionIndex="([^"]+)"/.exec(answer.xml)?.[1] ?? '';
    expect(sessionIndex).not.toBe('');
    expect(request.xml).toContain(`>${sessionIndex}</saml2p:SessionIndex>`);
  });

  it('forgets the hospital’s session once it confirms: a later sign-out has nothing to end there', async () => {
    const first = await signInAs('rv-3002');
    const second = await signInAs('rv-3002');
    // The newest sign-in's session is the one named.
    const request = idp.readFromSp(await signOutAddress(second.token), sp.certificate);
    expect(request.xml).toContain(`>${second.sessionIndex}</saml2p:SessionIndex>`);
    expect((await visit(idp.logoutResponse(request, SLO))).location).toBe(`${PUBLIC_URL}/`);
    expect(await signOutAddress(first.token)).toBe(`${PUBLIC_URL}/json/sso/${PROVIDER}/logout`);
    // That address, with no session to end at the hospital, goes home.
    expect(await visit(`${PUBLIC_URL}/json/sso/${PROVIDER}/logout`)).toMatchObject({
      status: 302,
      location: `${PUBLIC_URL}/`,
    });
  });

  it('refuses a forged or misdirected LogoutResponse, records why, and still takes the real one once', async () => {
    const { token } = await signInAs('rv-3003');
    const request = idp.readFromSp(await signOutAddress(token), sp.certificate);
    const cases: [LogoutOptions, string][] = [
      [{ strangerKey: true }, 'logout:bad-signature'],
      [{ unsigned: true }, 'logout:unsigned'],
      [{ sigAlg: SAML_RSA_SHA1 }, 'logout:weak-signature'],
      [{ inResponseTo: '_never-sent' }, 'logout:unknown-request'],
      [{ issuer: 'https://sts.elsewhere.example/adfs/services/trust' }, 'logout:wrong-issuer'],
      [{ destination: 'https://another-portal.example/slo' }, 'logout:wrong-destination'],
    ];
    for (const [options, reason] of cases) {
      // The browser goes home all the same: the portal's session ended before it left.
      expect(await visit(idp.logoutResponse(request, SLO, options))).toMatchObject({
        status: 302,
        location: `${PUBLIC_URL}/`,
      });
      expect((await refusals())[0], reason).toEqual({ provider: PROVIDER, reason });
    }
    // None of them spent the request: the IdP's real answer is still taken, and only once.
    const real = idp.logoutResponse(request, SLO);
    const before = (await refusals()).length;
    await visit(real);
    expect(await refusals()).toHaveLength(before);
    await visit(real);
    expect((await refusals())[0]).toEqual({ provider: PROVIDER, reason: 'logout:unknown-request' });
  });

  it('records an IdP that answers it could not end the session', async () => {
    const { token } = await signInAs('rv-3004');
    const request = idp.readFromSp(await signOutAddress(token), sp.certificate);
    const failed = idp.logoutResponse(request, SLO, { status: 'urn:oasis:names:tc:SAML:2.0:status:Responder' });
    expect((await visit(failed)).location).toBe(`${PUBLIC_URL}/`);
    expect((await refusals())[0]).toEqual({ provider: PROVIDER, reason: 'logout:status:Responder' });
  });
});

describe('the hospital ending the session (IdP-initiated single logout)', () => {
  it('ends every portal session of the linked account, no one else’s, and answers a signed LogoutResponse', async () => {
    const laptop = await signInAs('rv-3005');
    const phone = await signInAs('rv-3005');
    const someoneElse = await signInAs('rv-3006');
    expect(await accountStatus(laptop.token)).toBe(200);
    expect(await accountStatus(phone.token)).toBe(200);

    const { url, id } = idp.logoutRequest(SLO, 'rv-3005', { sessionIndex: phone.sessionIndex, relayState: 'adfs-77' });
    const answer = await visit(url);
    expect(answer.status).toBe(302);
    expect(answer.location?.startsWith(`${idp.sloUrl}?`)).toBe(true);
    const response = idp.readFromSp(answer.location ?? '', sp.certificate);
    expect(response).toMatchObject({
      signedBySp: true,
      sigAlg: SAML_RSA_SHA256,
      destination: idp.sloUrl,
      issuer: ENTITY_ID,
      relayState: 'adfs-77',
    });
    expect(response.xml).toContain(`InResponseTo="${id}"`);
    expect(response.xml).toContain('StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"');

    expect(await accountStatus(laptop.token)).toBe(403);
    expect(await accountStatus(phone.token)).toBe(403);
    expect(await accountStatus(someoneElse.token)).toBe(200);
    expect((await signOuts())[0]).toEqual({
      label: 'eoin@riverside.nhs.uk',
      details: { provider: PROVIDER, by: 'provider' },
    });
  });

  it('answers Success for someone with no portal account, and ends nothing', async () => {
    const { token } = await signInAs('rv-3007');
    const answer = await visit(idp.logoutRequest(SLO, 'rv-nobody').url);
    expect(idp.readFromSp(answer.location ?? '', sp.certificate).xml).toContain('status:Success');
    expect(await accountStatus(token)).toBe(200);
  });

  it('refuses a request it cannot trust, records why, and ends no session', async () => {
    const { token } = await signInAs('rv-3008');
    const cases: [LogoutOptions, string][] = [
      [{ unsigned: true }, 'logout:unsigned'],
      [{ strangerKey: true }, 'logout:bad-signature'],
      [{ sigAlg: SAML_RSA_SHA1 }, 'logout:weak-signature'],
      [{ issuer: 'https://sts.elsewhere.example/adfs/services/trust' }, 'logout:wrong-issuer'],
      [{ destination: 'https://another-portal.example/slo' }, 'logout:wrong-destination'],
      [{ issueInstant: new Date(Date.now() - 10 * 60_000) }, 'logout:expired'],
      [{ issueInstant: new Date(Date.now() + 5 * 60_000) }, 'logout:not-yet-valid'],
    ];
    for (const [options, reason] of cases) {
      const answer = await visit(idp.logoutRequest(SLO, 'rv-3008', options).url);
      expect(answer.status, reason).toBe(400);
      expect(ApiErrorSchema.parse(answer.body).code).toBe('sso_logout_refused');
      expect((await refusals())[0]).toEqual({ provider: PROVIDER, reason });
      expect(await accountStatus(token)).toBe(200);
    }

    // A request seen once is refused the second time, even after the person has signed in again.
    const { url } = idp.logoutRequest(SLO, 'rv-3008');
    expect((await visit(url)).status).toBe(302);
    expect(await accountStatus(token)).toBe(403);
    const again = await signInAs('rv-3008');
    expect((await visit(url)).status).toBe(400);
    expect((await refusals())[0]).toEqual({ provider: PROVIDER, reason: 'logout:replay' });
    expect(await accountStatus(again.token)).toBe(200);
  });
});

describe('the browser that started is the one that finishes (Secure, SameSite=None cookie)', () => {
  it('gives the browser an HttpOnly, Secure, SameSite=None cookie on /json/sso for ten minutes', async () => {
    const { setCookie } = await start();
    expect(setCookie).toMatch(new RegExp(`^${COOKIE}=[\\w-]{43};`));
    const attributes = (setCookie ?? '').split(/;\s*/).slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=600', 'Path=/json/sso', 'HttpOnly', 'Secure']));
    expect(attributes).toContain('SameSite=None');
  });

  it('signs in with the cookie, and spends it', async () => {
    const { location, cookie } = await start();
    const { outcome, setCookies } = await post(idp.answer(location, 'rv-3001'), cookie);
    expect(outcome).toMatchObject({ kind: 'code' });
    expect(setCookies.find((set) => set.startsWith(`${COOKIE}=`))).toMatch(/Max-Age=0/);
  });

  it('refuses an answer without the cookie or with another sign-in’s, as from another browser', async () => {
    const victim = await start();
    const withoutCookie = await post(idp.answer(victim.location, 'rv-3001'), undefined);
    expect(withoutCookie.outcome).toEqual({ kind: 'failed', reason: 'expired' });
    expect((await refusals())[0]).toEqual({ provider: PROVIDER, reason: 'expired:other-browser' });

    const attacker = await start();
    const victimsBrowser = await start();
    const forced = await post(idp.answer(attacker.location, 'rv-3001'), victimsBrowser.cookie);
    expect(forced.outcome).toEqual({ kind: 'failed', reason: 'expired' });
    expect((await refusals())[0]).toEqual({ provider: PROVIDER, reason: 'expired:other-browser' });
    // The refused request is spent: its own browser cannot use it afterwards either.
    const late = await post(idp.answer(attacker.location, 'rv-3001'), attacker.cookie);
    expect(late.outcome).toEqual({ kind: 'failed', reason: 'expired' });
  });
});
