// SAML on an https deployment: the Secure, SameSite=None cookie that ties the IdP's answer to the browser that
// started (login CSRF). sso-saml.test.ts covers the same provider on http, where no such cookie can be set.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.PUBLIC_URL = 'https://portal.test';
});

import { parseOutcomeFragment, type SsoOutcome } from '@hcp/contracts/sso';

import { startTestServer, type TestServer } from './harness';
import { CLAIM, type HospitalSamlIdp, type SamlAnswer, startHospitalSamlIdp } from './saml-idp';

const PROVIDER = 'riverside';
const PUBLIC_URL = 'https://portal.test';
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
    people: [person('rv-3001', 'aoife')],
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

/** The refusals of single sign-on in the audit trail so far, newest first. */
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
