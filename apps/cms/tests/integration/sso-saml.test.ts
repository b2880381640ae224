import http from 'node:http';
import { inflateRawSync } from 'node:zlib';

import { AccountSchema } from '@hcp/contracts/account';
import { MfaRequiredSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import {
  parseOutcomeFragment,
  type SsoOutcome,
  SsoProvidersResponseSchema,
  SsoSignOutSchema,
} from '@hcp/contracts/sso';
import { TwoFactorSetupSchema } from '@hcp/contracts/two-factor';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { env } from '../../src/env';
import type { User } from '../../src/payload-types';
import { claimAssertion } from '../../src/sso/tickets';
import {
  createPortalAccount,
  createRole,
  lastAuditEvent,
  postJson,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { type AnswerOptions, CLAIM, type HospitalSamlIdp, type SamlAnswer, startHospitalSamlIdp } from './saml-idp';

const PROVIDER = 'riverside';
const ACS = `${env.publicUrl}/json/sso/${PROVIDER}/acs`;
const ENTITY_ID = `${env.publicUrl}/json/sso/${PROVIDER}/metadata`;

let server: TestServer;
let idp: HospitalSamlIdp;

beforeAll(async () => {
  server = await startTestServer();
  idp = await startHospitalSamlIdp({
    people: [
      { nameId: 'rv-2001', email: 'niamh.byrne@riverside.nhs.uk', givenName: 'Niamh', familyName: 'Byrne' },
      { nameId: 'rv-2002', email: 'tamper@riverside.nhs.uk', givenName: 'Tam', familyName: 'Per' },
      { nameId: 'rv-2003', email: 'replay@riverside.nhs.uk', givenName: 'Re', familyName: 'Play' },
      { nameId: 'rv-2004', email: 'twice@riverside.nhs.uk', givenName: 'Twi', familyName: 'Ce' },
      { nameId: 'rv-2005', email: 'leaving@riverside.nhs.uk', givenName: 'Lea', familyName: 'Ving' },
      // ADFS asked this person for a second factor: its class ref says multipleauthn.
      { nameId: 'rv-2006', email: 'two.step@riverside.nhs.uk', givenName: 'Two', familyName: 'Step', mfa: true },
    ],
  });
  const common = {
    type: 'saml' as const,
    domains: ['riverside.nhs.uk'],
    audience: ['portal' as const],
    claims: { email: CLAIM.email, givenName: CLAIM.givenName, familyName: CLAIM.familyName, groups: 'groups' },
    mfaAsserted: true,
    source: 'admin' as const,
  };
  // Managed in the admin, as an administrator enters it: the metadata by URL, and a second trust's pasted in.
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: { ...common, providerId: PROVIDER, name: 'Riverside Hospitals', metadataUrl: idp.metadataUrl },
  });
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: { ...common, providerId: 'riverside-pasted', name: 'Riverside (pasted)', metadataXml: idp.metadataXml },
  });
}, 120_000);

afterAll(async () => {
  await idp.close();
  await server.close();
});

/** The browser's visit to `start`: the IdP's address it is sent to, with the AuthnRequest and RelayState. */
async function start(provider = PROVIDER, returnTo?: string): Promise<string> {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const response = await fetch(`${server.baseUrl}/json/sso/${provider}/start${query}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

/** The IdP's page posting its answer to the ACS, as the browser does: the portal's outcome. */
async function post(answer: Pick<SamlAnswer, 'SAMLResponse' | 'RelayState'>, provider = PROVIDER) {
  const response = await fetch(`${server.baseUrl}/json/sso/${provider}/acs`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: answer.SAMLResponse, RelayState: answer.RelayState }).toString(),
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${env.publicUrl}/sso/complete`);
  expect(location.search).toBe('');
  return parseOutcomeFragment(location.hash);
}

async function signInThroughHospital(
  nameId: string,
  options?: AnswerOptions,
  returnTo?: string,
): Promise<SsoOutcome | undefined> {
  return post(idp.answer(await start(PROVIDER, returnTo), nameId, options));
}

const exchange = (code: string) => postJson(server.baseUrl, '/json/sso/exchange', { code });

async function userByEmail(email: string): Promise<User | null> {
  return server.payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email } } });
}

/** The reason of the last refused sign-in in the audit trail. */
async function lastRefusal(): Promise<unknown> {
  return (await lastAuditEvent(server.payload, 'sso.refused'))?.details;
}

describe('starting a SAML sign-in', () => {
  it('offers the provider on the sign-in screen', async () => {
    const listed = SsoProvidersResponseSchema.parse(await (await fetch(`${server.baseUrl}/json/sso/providers`)).json());
    expect(listed.providers).toContainEqual({ id: PROVIDER, name: 'Riverside Hospitals' });
  });

  // On http a SameSite=None cookie cannot be set (browsers want it Secure): the RelayState alone binds the answer.
  it('sends the browser to the IdP with an AuthnRequest (HTTP-Redirect) and a RelayState, and no cookie', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/start`, { redirect: 'manual' });
    const url = new URL(response.headers.get('location') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(idp.ssoUrl);
    expect(url.searchParams.get('RelayState')).toMatch(/^[\w-]{43}$/);
    expect(response.headers.getSetCookie()).toEqual([]);
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString();
    expect(request).toContain(`AssertionConsumerServiceURL="${ACS}"`);
    expect(request).toContain(`Destination="${idp.ssoUrl}"`);
    expect(request).toContain(`>${ENTITY_ID}</saml:Issuer>`);
    expect(request).toMatch(/ID="_[0-9a-f]{40}"/);
    // Without the portal's signing key the request goes unsigned.
    expect(url.searchParams.has('Signature')).toBe(false);
    expect(url.searchParams.has('SigAlg')).toBe(false);
    // The IdP's own policy decides the factors: asking for a class would forbid its MFA.
    expect(request).not.toContain('RequestedAuthnContext');
  });

  it('reads the metadata pasted in the admin as well as from its URL', async () => {
    const location = await start('riverside-pasted');
    expect(new URL(location).searchParams.get('SAMLRequest')).toBeTruthy();
  });
});

describe('the SP metadata', () => {
  it('names the entity id, the ACS for the POST binding and asks for signed assertions', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/metadata`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/samlmetadata+xml');
    const xml = await response.text();
    expect(xml).toContain(`entityID="${ENTITY_ID}"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
    expect(xml).toMatch(
      new RegExp(`Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ACS.replace(/\./g, '\\.')}"`),
    );
  });

  it('answers 404 for an unknown provider', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/nobody/metadata`);
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json()).code).toBe('rest_no_route');
  });
});

describe('a professional’s first sign-in through their hospital’s ADFS', () => {
  it('makes a pending account with the attributes, and a one-time code that signs in', async () => {
    const outcome = await signInThroughHospital('rv-2001', undefined, '/education');
    expect(outcome).toMatchObject({ kind: 'code', provider: PROVIDER, returnTo: '/education' });
    const account = await userByEmail('niamh.byrne@riverside.nhs.uk');
    expect(account).toMatchObject({
      status: 'pending',
      firstName: 'Niamh',
      lastName: 'Byrne',
      organisation: 'Riverside Hospitals',
      ssoSignUp: { provider: 'Riverside Hospitals' },
    });
    expect(account?.ssoSignUp?.claims).toMatchObject({ [CLAIM.email]: 'niamh.byrne@riverside.nhs.uk' });

    const response = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(response.status).toBe(200);
    const { token } = TokenResponseSchema.parse(await response.json());
    const me = await fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(AccountSchema.parse(await me.json())).toMatchObject({ email: 'niamh.byrne@riverside.nhs.uk' });
  });

  it('reaches the same account at the next sign-in, also when the response is signed as well', async () => {
    expect(await signInThroughHospital('rv-2001', { sign: 'both' })).toMatchObject({ kind: 'code' });
    const { totalDocs } = await server.payload.count({
      collection: 'users',
      where: { email: { equals: 'niamh.byrne@riverside.nhs.uk' } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(1);
  });
});

/** Wraps a signed response: the signed assertion moves inside an attacker's copy, which carries its signature. */
function wrapInsideForgery(xml: string): string {
  const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
  const forged = signed
    .replace('niamh.byrne@riverside.nhs.uk', 'attacker@riverside.nhs.uk')
    .replace('tamper@riverside.nhs.uk', 'attacker@riverside.nhs.uk')
    .replace('</saml:Assertion>', `<saml:Advice>${signed}</saml:Advice></saml:Assertion>`);
  return xml.replace(signed, forged);
}

/** Puts an unsigned assertion of the attacker's beside the signed one. */
function addUnsignedBeside(xml: string): string {
  const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
  const forged = signed
    .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
    .replace('tamper@riverside.nhs.uk', 'attacker@riverside.nhs.uk')
    .replace(/ID="[^"]+"/, 'ID="_forged"');
  return xml.replace(signed, `${forged}${signed}`);
}

/** Moves the signed assertion out of the way (into the response's Extensions) and puts an attacker's in its place. */
function moveSignedAway(xml: string): string {
  const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
  const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(signed)?.[0] ?? '';
  const forged = signed
    .replace(signature, '')
    .replace('tamper@riverside.nhs.uk', 'attacker@riverside.nhs.uk')
    .replace(/ID="[^"]+"/, 'ID="_forged"')
    .replace('</saml:Issuer>', `</saml:Issuer>${signature}`);
  return xml
    .replace(signed, forged)
    .replace('<samlp:Status>', `<samlp:Extensions>${signed}</samlp:Extensions><samlp:Status>`);
}

describe('the second factor of an account enrolled in two-step sign-in', () => {
  const email = 'two.step@riverside.nhs.uk';
  const UNMARKED = 'riverside-unmarked';
  let account: number;

  beforeAll(async () => {
    // The same ADFS registered a second time, by an administrator who does not trust its multi-factor claim.
    await server.payload.create({
      collection: 'identity-providers',
      overrideAccess: true,
      data: {
        providerId: UNMARKED,
        name: 'Riverside (MFA not trusted)',
        type: 'saml',
        metadataXml: idp.metadataXml,
        domains: ['riverside.nhs.uk'],
        audience: ['portal'],
        claims: { email: CLAIM.email, givenName: CLAIM.givenName, familyName: CLAIM.familyName, groups: 'groups' },
        mfaAsserted: false,
        source: 'admin',
      },
    });
    const role = await createRole(server.payload, 'Self-service two-step', ['read', 'wb_edit_current_user']);
    account = await createPortalAccount(server.payload, { email, firstName: 'Two', lastName: 'Step', roles: [role] });
  });

  /** A sign-in through `provider` whose answer says multipleauthn, as ADFS answers this person. */
  async function signInWithSecondFactor(provider: string) {
    const answer = idp.answer(await start(provider), 'rv-2006');
    expect(answer.xml).toContain(
      '<saml:AuthnContextClassRef>http://schemas.microsoft.com/claims/multipleauthn</saml:AuthnContextClassRef>',
    );
    return post(answer, provider);
  }

  /** Links the account to `provider`'s sign-in with its password: the link is made before any second factor. */
  async function linkWithPassword(provider: string) {
    const outcome = await signInWithSecondFactor(provider);
    expect(outcome).toMatchObject({ kind: 'link' });
    return postJson(server.baseUrl, '/json/sso/link', {
      ticket: outcome?.kind === 'link' ? outcome.ticket : '',
      password: TEST_PASSWORD,
    });
  }

  it('skips the code step when a provider marked as asserting MFA answers multipleauthn', async () => {
    const linked = await linkWithPassword(PROVIDER);
    expect(linked.status).toBe(200);
    const auth = { authorization: `Bearer ${TokenResponseSchema.parse(await linked.json()).token}` };
    const setup = TwoFactorSetupSchema.parse(
      await (
        await postJson(server.baseUrl, '/json/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, auth)
      ).json(),
    );
    const code = await generate({ secret: setup.secret });
    expect((await postJson(server.baseUrl, '/json/api/v1/account/2fa/confirm', { code }, auth)).status).toBe(200);

    const outcome = await signInWithSecondFactor(PROVIDER);
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(200);
    const { docs } = await server.payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'sign-in.succeeded' } }, { targetId: { equals: String(account) } }] },
      sort: '-id',
      limit: 1,
      overrideAccess: true,
    });
    expect(docs[0]?.details).toEqual({ provider: PROVIDER, secondFactor: 'provider' });
  });

  it('still asks for the code when the same answer comes through a provider not marked as asserting MFA', async () => {
    const linked = await linkWithPassword(UNMARKED);
    expect(linked.status).toBe(401);
    expect(MfaRequiredSchema.parse(await linked.json()).code).toBe('mfa_required');

    const outcome = await signInWithSecondFactor(UNMARKED);
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(401);
    expect(MfaRequiredSchema.parse(await answer.json()).code).toBe('mfa_required');
  });
});

describe('what the assertion consumer service refuses', () => {
  it.each<[string, AnswerOptions, string]>([
    ['an unsigned assertion', { sign: 'none' }, 'refused:unsigned'],
    ['a signed response whose assertion is unsigned', { sign: 'response' }, 'refused:unsigned'],
    ['an assertion signed by a key the metadata does not list', { strangerKey: true }, 'refused:bad-signature'],
    [
      'an attribute changed after signing',
      { afterSigning: (xml) => xml.replace('tamper@riverside.nhs.uk', 'someone.else@riverside.nhs.uk') },
      'refused:bad-signature',
    ],
    [
      'the signed assertion wrapped inside a forged one',
      { afterSigning: wrapInsideForgery },
      'refused:signature-wrapping',
    ],
    [
      'a second, unsigned assertion beside the signed one',
      { afterSigning: addUnsignedBeside },
      'refused:signature-wrapping',
    ],
    [
      'the signed assertion moved away and a forged one in its place',
      { afterSigning: moveSignedAway },
      'refused:signature-wrapping',
    ],
    ['another audience', { audience: 'https://another-portal.example/saml' }, 'refused:wrong-audience'],
    ['another recipient', { recipient: 'https://another-portal.example/acs' }, 'refused:wrong-recipient'],
    ['another destination', { destination: 'https://another-portal.example/acs' }, 'refused:wrong-destination'],
    ['another issuer', { issuer: 'https://sts.elsewhere.example/adfs/services/trust' }, 'refused:wrong-issuer'],
    ['an expired NotOnOrAfter', { notOnOrAfter: new Date(Date.now() - 60_000) }, 'refused:expired'],
    ['an InResponseTo this server never issued', { inResponseTo: '_never-issued' }, 'expired:unknown-request'],
    [
      'a transient NameID',
      { nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient' },
      'refused:transient-name-id',
    ],
    [
      'a failure status from the IdP',
      { status: 'urn:oasis:names:tc:SAML:2.0:status:Responder' },
      'cancelled:Responder',
    ],
  ])('refuses %s, records why, and makes no account', async (_name, options, reason) => {
    const outcome = await signInThroughHospital('rv-2002', options);
    expect(outcome?.kind).toBe('failed');
    expect(await lastRefusal()).toEqual({ provider: PROVIDER, reason });
    expect(await userByEmail('tamper@riverside.nhs.uk')).toBeNull();
    expect(await userByEmail('attacker@riverside.nhs.uk')).toBeNull();
  });

  it('accepts a NotOnOrAfter a few seconds past (clock skew), as the 30 s allowed', async () => {
    const outcome = await signInThroughHospital('rv-2002', { notOnOrAfter: new Date(Date.now() - 5_000) });
    expect(outcome).toMatchObject({ kind: 'code' });
  });

  it('refuses a response with no RelayState, or one that names another provider’s request', async () => {
    const answer = idp.answer(await start(), 'rv-2002');
    expect(await post({ ...answer, RelayState: '' })).toEqual({ kind: 'failed', reason: 'expired' });
    expect(await post(answer, 'riverside-pasted')).toEqual({ kind: 'failed', reason: 'expired' });
    expect(await lastRefusal()).toEqual({ provider: 'riverside-pasted', reason: 'expired:unknown-request' });
  });

  it('takes the form only: JSON is refused, and so is a body over 256 KiB', async () => {
    const json = await postJson(server.baseUrl, `/json/sso/${PROVIDER}/acs`, { SAMLResponse: 'x', RelayState: 'y' });
    expect(json.status).toBe(415);
    // Its own connection, which declares 300 KiB and is answered before any of it is sent.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/json/sso/${PROVIDER}/acs`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(300 * 1024) },
      });
      request.on('response', (response) => {
        resolve(response.statusCode);
        request.destroy();
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });
});

describe('a replayed assertion', () => {
  it('is refused when posted again, and when posted twice at once only one signs in', async () => {
    const answer = idp.answer(await start(), 'rv-2003');
    expect(await post(answer)).toMatchObject({ kind: 'code' });
    expect(await post(answer)).toEqual({ kind: 'failed', reason: 'expired' });

    const again = idp.answer(await start(), 'rv-2003');
    const outcomes = await Promise.all([post(again), post(again), post(again)]);
    expect(outcomes.filter((outcome) => outcome?.kind === 'code')).toHaveLength(1);
  });

  it('is refused by its id even when it answers a new request, in whichever process it arrives', async () => {
    // An IdP (or a captured assertion re-signed by one) that reuses an assertion id for a second request.
    const first = idp.answer(await start(), 'rv-2004', { assertionId: '_reused-assertion-id' });
    expect(await post(first)).toMatchObject({ kind: 'code' });
    const second = idp.answer(await start(), 'rv-2004', { assertionId: '_reused-assertion-id' });
    expect(await post(second)).toEqual({ kind: 'failed', reason: 'refused' });
    expect(await lastRefusal()).toEqual({ provider: PROVIDER, reason: 'refused:replay' });
    // The record lives in the database: any process sees it, until the assertion expires.
    const until = new Date(Date.now() + 60_000);
    expect(await claimAssertion(server.payload, PROVIDER, '_reused-assertion-id', until)).toBe(false);
    expect(await claimAssertion(server.payload, 'riverside-pasted', '_reused-assertion-id', until)).toBe(true);
  });
});

describe('without the portal’s SAML signing key', () => {
  it('offers no single logout: the metadata lists no signing key and no single logout service', async () => {
    const xml = await (await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/metadata`)).text();
    expect(xml).toContain('AuthnRequestsSigned="false"');
    expect(xml).not.toContain('KeyDescriptor');
    expect(xml).not.toContain('SingleLogoutService');
    const slo = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/slo?SAMLRequest=x`, { redirect: 'manual' });
    expect(slo.status).toBe(404);
  });

  it('signs out to the home page, as before: the hospital’s session is left as it is', async () => {
    const outcome = await signInThroughHospital('rv-2005');
    const exchanged = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    const { token } = TokenResponseSchema.parse(await exchanged.json());
    const answer = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const { location } = SsoSignOutSchema.parse(await answer.json());
    expect(location).toBe(`${env.publicUrl}/json/sso/${PROVIDER}/logout`);
    const home = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/logout`, { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe(`${env.publicUrl}/`);
  });

  it('answers where to sign out only to a signed-in caller', async () => {
    const anonymous = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/logout`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const forged = await fetch(`${server.baseUrl}/json/sso/${PROVIDER}/logout`, {
      method: 'POST',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.status).toBe(403);
  });
});
