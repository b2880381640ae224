import { AccountSchema } from '@hcp/contracts/account';
import { MfaRequiredSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { generateKeyPairSync } from 'node:crypto';

import {
  parseOutcomeFragment,
  type SsoOutcome,
  SsoDiscoverResponseSchema,
  SsoJwksSchema,
  SsoLinkInfoSchema,
  SsoProvidersResponseSchema,
} from '@hcp/contracts/sso';
import { TwoFactorSetupSchema } from '@hcp/contracts/two-factor';
import { calculateJwkThumbprint } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The portal's signing key (private_key_jwt), made for this run, never committed: the server reads it as SSO_CLIENT_KEY.
const portalPublicJwk = await vi.hoisted(async () => {
  const crypto = await import('node:crypto');
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  process.env.SSO_CLIENT_KEY = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return publicKey.export({ format: 'jwk' });
});

import { env } from '../../src/env';
import type { Admin, IdentityProvider, SsoIdentity, SsoTicket, User } from '../../src/payload-types';
import { parseClientKey } from '../../src/sso/client-key';
import { syncFileProviders } from '../../src/sso/providers';
import { hashSecretToken } from '../../src/utilities/secretToken';
import {
  createPortalAccount,
  createRole,
  lastAuditEvent,
  postJson,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { type HospitalIdp, startHospitalIdp } from './oidc-idp';

const PROVIDER = 'northbridge';
const CALLBACK = `${env.publicUrl}/json/sso/${PROVIDER}/callback`;
/** Two providers that authenticate the portal by its key: one given the key set once, one reading it by address. */
const KEY_PROVIDER = 'cis2';
const KEY_PROVIDER_BY_ADDRESS = 'cis2-by-address';
const KEY_CLIENT = 'portal-signed';
const KEY_CLIENT_BY_ADDRESS = 'portal-signed-by-address';

let server: TestServer;
let idp: HospitalIdp;

beforeAll(async () => {
  server = await startTestServer();
  // As an administrator registers the portal with CIS2: the key set the portal publishes, given once or by address.
  const jwks = SsoJwksSchema.parse(await (await fetch(`${server.baseUrl}/json/sso/jwks`)).json());
  idp = await startHospitalIdp({
    redirectUris: [CALLBACK, `${env.publicUrl}/json/sso/northbridge-other/callback`],
    postLogoutRedirectUris: [`${env.publicUrl}/`],
    keyClients: [
      { clientId: KEY_CLIENT, redirectUris: [`${env.publicUrl}/json/sso/${KEY_PROVIDER}/callback`], jwks },
      {
        clientId: KEY_CLIENT_BY_ADDRESS,
        redirectUris: [`${env.publicUrl}/json/sso/${KEY_PROVIDER_BY_ADDRESS}/callback`],
        jwksUri: `${server.baseUrl}/json/sso/jwks`,
      },
    ],
    people: [
      {
        sub: 'nb-1001',
        password: 'hospital-pass',
        email: 'amara.okafor@northbridge.nhs.uk',
        given_name: 'Amara',
        family_name: 'Okafor',
      },
      {
        sub: 'nb-1002',
        password: 'hospital-pass',
        email: 'existing@northbridge.nhs.uk',
        given_name: 'Sam',
        family_name: 'Lee',
      },
      {
        sub: 'nb-1003',
        password: 'hospital-pass',
        email: 'someone@elsewhere.org',
        given_name: 'Out',
        family_name: 'Side',
      },
      {
        sub: 'nb-1004',
        password: 'hospital-pass',
        email: 'enrolled@northbridge.nhs.uk',
        given_name: 'En',
        family_name: 'Rolled',
      },
      {
        sub: 'nb-1005',
        password: 'hospital-pass',
        email: 'mfa@northbridge.nhs.uk',
        given_name: 'Em',
        family_name: 'Fa',
        mfa: true,
      },
      {
        sub: 'nb-1006',
        password: 'hospital-pass',
        email: 'tamper@northbridge.nhs.uk',
        given_name: 'Tam',
        family_name: 'Per',
      },
      {
        sub: 'nb-1007',
        password: 'hospital-pass',
        email: 'aal3@northbridge.nhs.uk',
        given_name: 'Ada',
        family_name: 'Smartcard',
        // As NHS CIS2 answers a smartcard sign-in: its own method name, and the assurance in acr.
        amr: ['N3_SMARTCARD'],
        acr: 'AAL3_ANY',
      },
      {
        sub: 'nb-1008',
        password: 'hospital-pass',
        email: 'userpass@northbridge.nhs.uk',
        given_name: 'Uma',
        family_name: 'Password',
        acr: 'AAL1_USERPASS',
      },
      {
        sub: 'nb-1009',
        password: 'hospital-pass',
        email: 'refeds@northbridge.nhs.uk',
        given_name: 'Rex',
        family_name: 'Feds',
        acr: 'https://refeds.org/profile/mfa',
      },
      {
        sub: 'nb-1010',
        password: 'hospital-pass',
        email: 'linked.by.editor@northbridge.nhs.uk',
        given_name: 'Lin',
        family_name: 'Ked',
      },
      {
        sub: 'cis-2001',
        password: 'smartcard-pin',
        email: 'riya.shah@nhs.net',
        given_name: 'Riya',
        family_name: 'Shah',
      },
      {
        sub: 'cis-2002',
        password: 'smartcard-pin',
        email: 'tom.price@nhs.net',
        given_name: 'Tom',
        family_name: 'Price',
      },
    ],
  });
  // Managed in the admin, as an administrator enters it: the secret is sealed before it is stored.
  await server.payload.create({
    collection: 'identity-providers',
    overrideAccess: true,
    data: {
      providerId: PROVIDER,
      name: 'Northbridge NHS Trust',
      type: 'oidc',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: ['northbridge.nhs.uk'],
      audience: ['portal'],
      claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
      mfaAsserted: true,
      // The trust's own class for a smartcard sign-in; the standard multi-factor classes count without being listed.
      mfaAcrValues: ['AAL3_ANY'],
      source: 'admin',
    },
  });
}, 120_000);

afterAll(async () => {
  await idp.close();
  await server.close();
});

/** The browser's visit to `start`: where it is sent, and the cookie that ties the callback to it. */
async function start(provider = PROVIDER, returnTo?: string) {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const response = await fetch(`${server.baseUrl}/json/sso/${provider}/start${query}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('hcp-sso-browser='));
  return { location: response.headers.get('location') ?? '', cookie: cookie?.split(';')[0] };
}

/** The provider's redirect back to the portal's callback, as the browser makes it: the portal's outcome. */
async function callback(callbackUrl: string, cookie: string | undefined): Promise<SsoOutcome | undefined> {
  const url = new URL(callbackUrl);
  const response = await fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${env.publicUrl}/sso/complete`);
  // Nothing secret in a query: the outcome travels in the fragment only.
  expect(location.search).toBe('');
  return parseOutcomeFragment(location.hash);
}

async function signInThroughHospital(sub: string, returnTo?: string): Promise<SsoOutcome | undefined> {
  const { location, cookie } = await start(PROVIDER, returnTo);
  return callback(await idp.signInAt(location, sub), cookie);
}

const exchange = (code: string) => postJson(server.baseUrl, '/json/sso/exchange', { code });

async function userByEmail(email: string): Promise<User | null> {
  return server.payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email } } });
}

/** The newest `sso.refused` event's details. */
async function lastRefusal(): Promise<unknown> {
  return (await lastAuditEvent(server.payload, 'sso.refused'))?.details;
}

async function auditActions(targetId: number): Promise<string[]> {
  const { docs } = await server.payload.find({
    collection: 'audit-events',
    where: { targetId: { equals: String(targetId) } },
    sort: 'at',
    overrideAccess: true,
    limit: 50,
  });
  return docs.map((event) => event.action);
}

describe('finding the organisation', () => {
  it('lists the providers professionals may use, by name, with no secret or address', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/providers`);
    const body = SsoProvidersResponseSchema.parse(await response.json());
    expect(body.providers).toEqual([{ id: PROVIDER, name: 'Northbridge NHS Trust' }]);
    expect(JSON.stringify(body)).not.toContain(idp.clientSecret);
  });

  it('finds the provider of an address’s domain, and none for another domain', async () => {
    const found = await postJson(server.baseUrl, '/json/sso/discover', { email: 'A.Person@Northbridge.NHS.uk' });
    expect(SsoDiscoverResponseSchema.parse(await found.json()).provider).toEqual({
      id: PROVIDER,
      name: 'Northbridge NHS Trust',
    });
    const none = await postJson(server.baseUrl, '/json/sso/discover', { email: 'someone@gmail.com' });
    expect(SsoDiscoverResponseSchema.parse(await none.json()).provider).toBeNull();
    const bad = await postJson(server.baseUrl, '/json/sso/discover', { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).data.params?.email).toMatch(/work email/);
  });

  it('stores the client secret sealed, and the admin never shows it again', async () => {
    const row = await server.payload.db.findOne<IdentityProvider>({
      collection: 'identity-providers',
      where: { providerId: { equals: PROVIDER } },
    });
    expect(row?.clientSecret).toMatch(/^v1\./);
    expect(row?.clientSecret).not.toContain(idp.clientSecret);
    const { docs } = await server.payload.find({ collection: 'identity-providers', overrideAccess: true });
    expect(docs[0]?.clientSecret).toBe('');
    expect(docs[0]?.clientSecretStored).toBe(true);
  });
});

describe('a professional’s first sign-in through their hospital', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and a cookie only the sign-in routes get', async () => {
    const { location, cookie } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(cookie).toBeTruthy();
  });

  it('makes a pending account in the registration queue, with the provider and its claims, and a one-time code', async () => {
    const outcome = await signInThroughHospital('nb-1001', '/stability?q=vanc');
    expect(outcome).toMatchObject({ kind: 'code', returnTo: '/stability?q=vanc' });
    const account = await userByEmail('amara.okafor@northbridge.nhs.uk');
    expect(account).toMatchObject({
      status: 'pending',
      firstName: 'Amara',
      lastName: 'Okafor',
      organisation: 'Northbridge NHS Trust',
      ssoSignUp: { provider: 'Northbridge NHS Trust' },
    });
    expect(account?.ssoSignUp?.claims).toMatchObject({ email: 'amara.okafor@northbridge.nhs.uk', sub: 'nb-1001' });

    const response = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(response.status).toBe(200);
    const { token } = TokenResponseSchema.parse(await response.json());
    const me = await fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(AccountSchema.parse(await me.json())).toMatchObject({ email: 'amara.okafor@northbridge.nhs.uk' });
    expect(await auditActions(account?.id ?? 0)).toEqual(
      expect.arrayContaining(['sso.account-created', 'sso.linked', 'sign-in.succeeded']),
    );
  });

  it('takes the one-time code once only', async () => {
    const outcome = await signInThroughHospital('nb-1001');
    const code = outcome?.kind === 'code' ? outcome.code : '';
    const [first, second] = await Promise.all([exchange(code), exchange(code)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(ApiErrorSchema.parse(await again.json()).code).toBe('sso_ticket_invalid');
  });

  it('takes the one-time code for 60 seconds only', async () => {
    const outcome = await signInThroughHospital('nb-1001');
    const code = outcome?.kind === 'code' ? outcome.code : '';
    const keyHash = hashSecretToken(code);
    const ticket = await server.payload.db.findOne<SsoTicket>({
      collection: 'sso-tickets',
      where: { keyHash: { equals: keyHash } },
    });
    const lifetime = new Date(ticket?.expiresAt ?? 0).getTime() - new Date(ticket?.createdAt ?? 0).getTime();
    expect(lifetime).toBeGreaterThan(59_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    // The minute has passed: the code is still stored, but no longer taken.
    await server.payload.db.updateOne({
      collection: 'sso-tickets',
      where: { keyHash: { equals: keyHash } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    });
    const answer = await exchange(code);
    expect(answer.status).toBe(401);
    expect(ApiErrorSchema.parse(await answer.json())).toMatchObject({
      code: 'sso_ticket_invalid',
      message: 'This sign-in has expired or was already used. Please sign in again.',
    });
  });

  it('reaches the same account at the next sign-in, and never makes a second one', async () => {
    await signInThroughHospital('nb-1001');
    const { totalDocs } = await server.payload.count({
      collection: 'users',
      where: { email: { equals: 'amara.okafor@northbridge.nhs.uk' } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(1);
  });

  it('goes back only to a portal path: another site or the API becomes the home page', async () => {
    for (const returnTo of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/json/api/v1/account',
      '/admin',
    ]) {
      expect(await signInThroughHospital('nb-1001', returnTo)).toMatchObject({ kind: 'code', returnTo: '/' });
    }
  });

  it('refuses an address outside the provider’s domains, and records why', async () => {
    expect(await signInThroughHospital('nb-1003')).toEqual({ kind: 'failed', reason: 'no-email' });
    expect(await userByEmail('someone@elsewhere.org')).toBeNull();
    const { docs } = await server.payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'sso.refused' } },
      overrideAccess: true,
    });
    expect(docs.map((event) => event.details)).toContainEqual({ provider: PROVIDER, reason: 'unknown-domain' });
  });
});

describe('what the callback checks', () => {
  it('refuses a callback with another state, and one from a browser that did not start the sign-in', async () => {
    const { location, cookie } = await start();
    const back = new URL(await idp.signInAt(location, 'nb-1006'));
    back.searchParams.set('state', 'x'.repeat(43));
    expect(await callback(back.toString(), cookie)).toEqual({ kind: 'failed', reason: 'expired' });

    const second = await start();
    const returned = await idp.signInAt(second.location, 'nb-1006');
    expect(await callback(returned, undefined)).toEqual({ kind: 'failed', reason: 'expired' });
    // The state was spent by that try: the right browser cannot use it afterwards either.
    expect(await callback(returned, second.cookie)).toEqual({ kind: 'failed', reason: 'expired' });
  });

  it.each([
    ['a nonce it never sent', (claims: Record<string, unknown>) => ({ ...claims, nonce: 'forged' })],
    ['another issuer', (claims: Record<string, unknown>) => ({ ...claims, iss: 'http://127.0.0.1:1/other' })],
    ['another audience', (claims: Record<string, unknown>) => ({ ...claims, aud: 'someone-else' })],
    [
      'an expired ID token',
      (claims: Record<string, unknown>) => ({
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 600,
        exp: Math.floor(Date.now() / 1000) - 120,
      }),
    ],
  ])('refuses an ID token with %s, and makes no account', async (_name, change) => {
    const { location, cookie } = await start();
    const back = await idp.signInAt(location, 'nb-1006');
    idp.tamperNextIdToken(change);
    expect(await callback(back, cookie)).toEqual({ kind: 'failed', reason: 'refused' });
    expect(await userByEmail('tamper@northbridge.nhs.uk')).toBeNull();
  });

  it('refuses an ID token signed by a key the provider never published, and records the refusal', async () => {
    const { location, cookie } = await start();
    const back = await idp.signInAt(location, 'nb-1006');
    idp.tamperNextIdToken((claims) => claims, { signer: 'stranger' });
    expect(await callback(back, cookie)).toEqual({ kind: 'failed', reason: 'refused' });
    expect(await userByEmail('tamper@northbridge.nhs.uk')).toBeNull();
    expect(await lastRefusal()).toEqual({ provider: PROVIDER, reason: 'refused:OAUTH_INVALID_RESPONSE' });
  });

  it('accepts an ID token a few seconds past its expiry (clock skew), as the tolerance allows', async () => {
    const { location, cookie } = await start();
    const back = await idp.signInAt(location, 'nb-1006');
    idp.tamperNextIdToken((claims) => ({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(await callback(back, cookie)).toMatchObject({ kind: 'code' });
  });

  it('ends an unknown provider on the finishing page with an error', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/nobody/start`, { redirect: 'manual' });
    expect(parseOutcomeFragment(new URL(response.headers.get('location') ?? '').hash)).toEqual({
      kind: 'failed',
      reason: 'unknown-provider',
    });
  });
});

describe('an address that already has a portal account', () => {
  it('is never linked silently: the owner links it once with the account’s password', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'existing@northbridge.nhs.uk',
      firstName: 'Sam',
      lastName: 'Lee',
      roles: [],
    });
    const outcome = await signInThroughHospital('nb-1002', '/education');
    expect(outcome).toMatchObject({ kind: 'link', returnTo: '/education' });
    const ticket = outcome?.kind === 'link' ? outcome.ticket : '';
    const { totalDocs } = await server.payload.count({
      collection: 'sso-identities',
      where: { user: { equals: id } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(0);

    const info = await postJson(server.baseUrl, '/json/sso/link/info', { ticket });
    expect(SsoLinkInfoSchema.parse(await info.json())).toEqual({
      email: 'existing@northbridge.nhs.uk',
      provider: { id: PROVIDER, name: 'Northbridge NHS Trust' },
    });
    const wrong = await postJson(server.baseUrl, '/json/sso/link', { ticket, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(ApiErrorSchema.parse(await wrong.json()).code).toBe('invalid_credentials');

    const linked = await postJson(server.baseUrl, '/json/sso/link', { ticket, password: TEST_PASSWORD });
    expect(linked.status).toBe(200);
    TokenResponseSchema.parse(await linked.json());
    expect((await postJson(server.baseUrl, '/json/sso/link', { ticket, password: TEST_PASSWORD })).status).toBe(401);

    // From now on the hospital's sign-in reaches the account straight away, and the password still works too.
    expect(await signInThroughHospital('nb-1002')).toMatchObject({ kind: 'code' });
    expect(
      (
        await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
          username: 'existing@northbridge.nhs.uk',
          password: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(await auditActions(id)).toContain('sso.linked');
  });
});

/** An account linked to its hospital sign-in, with two-step sign-in turned on. */
async function linkedAndEnrolled(sub: string, email: string): Promise<void> {
  const role = await createRole(server.payload, `Self-service ${sub}`, ['read', 'wb_edit_current_user']);
  await createPortalAccount(server.payload, { email, firstName: 'Test', lastName: 'Person', roles: [role] });
  const first = await signInThroughHospital(sub);
  const link = await postJson(server.baseUrl, '/json/sso/link', {
    ticket: first?.kind === 'link' ? first.ticket : '',
    password: TEST_PASSWORD,
  });
  const { token } = TokenResponseSchema.parse(await link.json());
  const auth = { authorization: `Bearer ${token}` };
  const setup = TwoFactorSetupSchema.parse(
    await (await postJson(server.baseUrl, '/json/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, auth)).json(),
  );
  const code = await generate({ secret: setup.secret });
  expect((await postJson(server.baseUrl, '/json/api/v1/account/2fa/confirm', { code }, auth)).status).toBe(200);
}

describe('the second factor', () => {
  it('asks an enrolled account for its code when the provider asserted no multi-factor sign-in', async () => {
    await linkedAndEnrolled('nb-1004', 'enrolled@northbridge.nhs.uk');
    const outcome = await signInThroughHospital('nb-1004');
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(401);
    expect(MfaRequiredSchema.parse(await answer.json()).code).toBe('mfa_required');
  });

  it('skips the portal’s code step when the trusted provider says the person used a second factor', async () => {
    await linkedAndEnrolled('nb-1005', 'mfa@northbridge.nhs.uk');
    const outcome = await signInThroughHospital('nb-1005');
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(200);
  });

  it('skips it when the ID token’s acr is one the provider counts as multi-factor (NHS CIS2’s AAL3_ANY)', async () => {
    await linkedAndEnrolled('nb-1007', 'aal3@northbridge.nhs.uk');
    const outcome = await signInThroughHospital('nb-1007');
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(200);
    const account = await userByEmail('aal3@northbridge.nhs.uk');
    const { docs } = await server.payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'sign-in.succeeded' } }, { targetId: { equals: String(account?.id) } }] },
      sort: '-id',
      limit: 1,
      overrideAccess: true,
    });
    expect(docs[0]?.details).toEqual({ provider: PROVIDER, secondFactor: 'provider' });
  });

  it('skips it for the standard REFEDS MFA class, which no provider needs to list', async () => {
    await linkedAndEnrolled('nb-1009', 'refeds@northbridge.nhs.uk');
    const outcome = await signInThroughHospital('nb-1009');
    expect((await exchange(outcome?.kind === 'code' ? outcome.code : '')).status).toBe(200);
  });

  it('asks for the code when the acr is a class the provider does not count (one factor: AAL1_USERPASS)', async () => {
    await linkedAndEnrolled('nb-1008', 'userpass@northbridge.nhs.uk');
    const outcome = await signInThroughHospital('nb-1008');
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(401);
    expect(MfaRequiredSchema.parse(await answer.json()).code).toBe('mfa_required');
  });
});

describe('a link an editor makes or deletes in /admin (People → Single sign-on links)', () => {
  const email = 'linked.by.editor@northbridge.nhs.uk';
  let accountId: number;
  let editor: Admin & { collection: 'admins' };
  let owner: User & { collection: 'users' };

  beforeAll(async () => {
    // An administrator first, so the editor is not made one as the very first CMS account.
    for (const [address, role] of [
      ['links-admin@example.org', 'admin'],
      ['links-editor@example.org', 'editor'],
    ] as const) {
      const made = await server.payload.create({
        collection: 'admins',
        overrideAccess: true,
        data: { email: address, name: address, role, password: TEST_PASSWORD },
      });
      if (role === 'editor') editor = { ...made, collection: 'admins' };
    }
    const role = await createRole(server.payload, 'Self-service links', ['read', 'wb_edit_current_user']);
    accountId = await createPortalAccount(server.payload, { email, firstName: 'Lin', lastName: 'Ked', roles: [role] });
    const account = await userByEmail(email);
    if (!account) throw new Error('The portal account is missing.');
    owner = { ...account, collection: 'users' };
  });

  /** The account's audit events of `action`, newest first, with who did it. */
  async function events(action: string) {
    const { docs } = await server.payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: action } }, { targetId: { equals: String(accountId) } }] },
      sort: '-id',
      overrideAccess: true,
    });
    return docs.map(({ actorKind, actorId, actorEmail, details }) => ({ actorKind, actorId, actorEmail, details }));
  }

  const linkData = () => ({ provider: PROVIDER, subject: 'nb-1010', email, user: accountId });

  it('lets a staff member link the account, records who did, and the next sign-in reaches it', async () => {
    expect(editor.role).toBe('editor');
    // Before the link the sign-in asks for the account's password, as for any existing address.
    expect(await signInThroughHospital('nb-1010')).toMatchObject({ kind: 'link' });
    await server.payload.create({
      collection: 'sso-identities',
      data: linkData(),
      user: editor,
      overrideAccess: false,
    });
    expect(await events('sso.linked')).toEqual([
      {
        actorKind: 'cms-account',
        actorId: String(editor.id),
        actorEmail: 'links-editor@example.org',
        details: { provider: PROVIDER, by: 'editor' },
      },
    ]);

    const outcome = await signInThroughHospital('nb-1010');
    expect(outcome).toMatchObject({ kind: 'code' });
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(200);
    const { token } = TokenResponseSchema.parse(await answer.json());
    const me = await fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(AccountSchema.parse(await me.json())).toMatchObject({ email });
  });

  it('does not let a portal account make or delete a link, not even to itself', async () => {
    await expect(
      server.payload.create({
        collection: 'sso-identities',
        data: { ...linkData(), subject: 'nb-1003' },
        user: owner,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i);
    const link = await server.payload.db.findOne<SsoIdentity>({
      collection: 'sso-identities',
      where: { subject: { equals: 'nb-1010' } },
    });
    await expect(
      server.payload.delete({ collection: 'sso-identities', id: link?.id ?? 0, user: owner, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i);
    const { totalDocs } = await server.payload.count({
      collection: 'sso-identities',
      where: { user: { equals: accountId } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(1);
    expect(await events('sso.unlinked')).toEqual([]);
  });

  it('lets a staff member delete the link, records who did, and the next sign-in asks for the password again', async () => {
    const link = await server.payload.db.findOne<SsoIdentity>({
      collection: 'sso-identities',
      where: { subject: { equals: 'nb-1010' } },
    });
    await server.payload.delete({
      collection: 'sso-identities',
      id: link?.id ?? 0,
      user: editor,
      overrideAccess: false,
    });
    expect(await events('sso.unlinked')).toEqual([
      {
        actorKind: 'cms-account',
        actorId: String(editor.id),
        actorEmail: 'links-editor@example.org',
        details: { provider: PROVIDER },
      },
    ]);
    expect(await signInThroughHospital('nb-1010')).toMatchObject({ kind: 'link' });
  });
});

describe('a suspended account', () => {
  it('is refused at the exchange as at password sign-in', async () => {
    const account = await userByEmail('amara.okafor@northbridge.nhs.uk');
    await server.payload.update({
      collection: 'users',
      id: account?.id ?? 0,
      data: { status: 'suspended' },
      overrideAccess: true,
    });
    const outcome = await signInThroughHospital('nb-1001');
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(401);
    expect(ApiErrorSchema.parse(await answer.json()).code).toBe('account_suspended');
  });
});

describe('an account that is deleted', () => {
  it('takes its single sign-on links with it, each recorded as unlinked', async () => {
    const account = await userByEmail('amara.okafor@northbridge.nhs.uk');
    const id = account?.id ?? 0;
    await server.payload.delete({ collection: 'users', id, overrideAccess: true });
    const { totalDocs } = await server.payload.count({
      collection: 'sso-identities',
      where: { user: { equals: id } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(0);
    expect(await auditActions(id)).toContain('sso.unlinked');
    // The next sign-in through the trust starts afresh: a new pending account.
    expect(await signInThroughHospital('nb-1001')).toMatchObject({ kind: 'code' });
    expect(await userByEmail('amara.okafor@northbridge.nhs.uk')).toMatchObject({ status: 'pending' });
  });
});

describe('the deployment’s providers file', () => {
  it('shows its providers in the admin’s list, read-only, without their secrets', async () => {
    const saved = env.sso;
    env.sso = {
      ...saved,
      fileProviders: [
        {
          id: 'file-trust',
          type: 'oidc',
          name: 'File Trust',
          issuer: idp.issuer,
          clientId: idp.clientId,
          tokenAuthMethod: 'client_secret_post',
          clientSecret: 'from-the-file',
          domains: ['file.nhs.uk'],
          audience: ['portal'],
          claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
          roleMapping: [],
          mfaAsserted: false,
          mfaAcrValues: [],
        },
      ],
    };
    try {
      await syncFileProviders(server.payload);
      const { docs } = await server.payload.find({
        collection: 'identity-providers',
        where: { providerId: { equals: 'file-trust' } },
        overrideAccess: true,
      });
      expect(docs[0]).toMatchObject({ source: 'file', name: 'File Trust', clientSecret: null });
      const admin = await server.payload.create({
        collection: 'admins',
        overrideAccess: true,
        data: { email: 'sso-admin@example.org', name: 'SSO Admin', role: 'admin', password: TEST_PASSWORD },
      });
      await expect(
        server.payload.update({
          collection: 'identity-providers',
          id: docs[0]?.id ?? 0,
          data: { name: 'Changed' },
          user: { ...admin, collection: 'admins' },
          overrideAccess: false,
        }),
      ).rejects.toThrow();
      const listed = SsoProvidersResponseSchema.parse(
        await (await fetch(`${server.baseUrl}/json/sso/providers`)).json(),
      );
      expect(listed.providers.map(({ id }) => id)).toEqual(['file-trust', PROVIDER]);
    } finally {
      env.sso = saved;
      await syncFileProviders(server.payload);
    }
    const { totalDocs } = await server.payload.count({ collection: 'identity-providers', overrideAccess: true });
    expect(totalDocs).toBe(1);
  });
});

describe('the client secret an administrator entered', () => {
  it('keeps the stored secret when the provider is saved with the field left empty, as the admin’s form sends it', async () => {
    const row = await server.payload.db.findOne<IdentityProvider>({
      collection: 'identity-providers',
      where: { providerId: { equals: PROVIDER } },
    });
    await server.payload.update({
      collection: 'identity-providers',
      id: row?.id ?? 0,
      overrideAccess: true,
      data: { clientSecret: '', name: 'Northbridge NHS Trust' },
    });
    const after = await server.payload.db.findOne<IdentityProvider>({
      collection: 'identity-providers',
      where: { providerId: { equals: PROVIDER } },
    });
    expect(after?.clientSecret).toBe(row?.clientSecret);
    expect(await signInThroughHospital('nb-1001')).toMatchObject({ kind: 'code' });
  });
});

describe('a provider that authenticates the portal by its key (private_key_jwt, as NHS CIS2 asks)', () => {
  const keyProvider = (providerId: string, clientId: string) => ({
    providerId,
    name: providerId === KEY_PROVIDER ? 'NHS CIS2' : 'NHS CIS2 (key by address)',
    type: 'oidc' as const,
    issuer: idp.issuer,
    clientId,
    tokenAuthMethod: 'private_key_jwt' as const,
    domains: ['nhs.net'],
    audience: ['portal' as const],
    claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
    source: 'admin' as const,
  });

  beforeAll(async () => {
    for (const [providerId, clientId] of [
      [KEY_PROVIDER, KEY_CLIENT],
      [KEY_PROVIDER_BY_ADDRESS, KEY_CLIENT_BY_ADDRESS],
    ] as const) {
      await server.payload.create({
        collection: 'identity-providers',
        overrideAccess: true,
        data: keyProvider(providerId, clientId),
      });
    }
  });

  async function signInThrough(provider: string, sub: string): Promise<SsoOutcome | undefined> {
    const { location, cookie } = await start(provider);
    return callback(await idp.signInAt(location, sub), cookie);
  }

  it('publishes the public key at /json/sso/jwks, public for an hour, and never a private member', async () => {
    const response = await fetch(`${server.baseUrl}/json/sso/jwks`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = (await response.json()) as { keys: Record<string, unknown>[] };
    const kid = await calculateJwkThumbprint({ kty: 'RSA', n: portalPublicJwk.n, e: portalPublicJwk.e }, 'sha256');
    expect(body).toEqual({
      keys: [{ kty: 'RSA', kid, use: 'sig', alg: 'RS256', n: portalPublicJwk.n, e: portalPublicJwk.e }],
    });
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(body.keys[0]).not.toHaveProperty(member);
  });

  it('signs in with an assertion signed by the portal’s key, naming the token endpoint, and sends no secret', async () => {
    const outcome = await signInThrough(KEY_PROVIDER, 'cis-2001');
    expect(outcome).toMatchObject({ kind: 'code', provider: KEY_PROVIDER });
    const answer = await exchange(outcome?.kind === 'code' ? outcome.code : '');
    expect(answer.status).toBe(200);
    expect(await userByEmail('riya.shah@nhs.net')).toMatchObject({ status: 'pending', organisation: 'NHS CIS2' });

    const request = idp.tokenRequests.at(-1);
    expect(request).toMatchObject({ clientId: KEY_CLIENT, clientSecretSent: false, error: undefined });
    expect(request?.assertion?.header).toMatchObject({ alg: 'RS256', kid: env.sso.clientKey?.kid });
    const claims = request?.assertion?.payload;
    expect(claims).toMatchObject({ iss: KEY_CLIENT, sub: KEY_CLIENT, aud: `${idp.issuer}/token` });
    expect(claims?.jti).toEqual(expect.any(String));
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(60);
  });

  it('signs in through a provider that reads the portal’s key from /json/sso/jwks', async () => {
    expect(await signInThrough(KEY_PROVIDER_BY_ADDRESS, 'cis-2002')).toMatchObject({ kind: 'code' });
    expect(idp.tokenRequests.at(-1)).toMatchObject({ clientId: KEY_CLIENT_BY_ADDRESS, error: undefined });
  });

  it('is refused by the provider when the portal signs with a key it does not know, and the refusal is recorded', async () => {
    const saved = env.sso;
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    env.sso = { ...saved, clientKey: parseClientKey(stranger.export({ format: 'pem', type: 'pkcs8' }).toString()) };
    try {
      expect(await signInThrough(KEY_PROVIDER, 'cis-2001')).toEqual({ kind: 'failed', reason: 'refused' });
      const request = idp.tokenRequests.at(-1);
      expect(request).toMatchObject({ clientId: KEY_CLIENT, error: 'invalid_client' });
      expect(request?.assertion?.header.kid).toBe(env.sso.clientKey?.kid);
    } finally {
      env.sso = saved;
    }
    const { docs } = await server.payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'sso.refused' } },
      sort: '-at',
      overrideAccess: true,
    });
    const refusal = docs[0]?.details as { provider?: string; reason?: string } | undefined;
    expect(refusal?.provider).toBe(KEY_PROVIDER);
    expect(refusal?.reason).toBe('refused:OAUTH_RESPONSE_BODY_ERROR');
    // The portal's own key works again at once.
    expect(await signInThrough(KEY_PROVIDER, 'cis-2001')).toMatchObject({ kind: 'code' });
  });

  it('is not offered, and the server says why, while SSO_CLIENT_KEY is not set', async () => {
    const saved = env.sso;
    const warn = vi.spyOn(server.payload.logger, 'warn');
    env.sso = { ...saved, clientKey: undefined };
    try {
      const listed = SsoProvidersResponseSchema.parse(
        await (await fetch(`${server.baseUrl}/json/sso/providers`)).json(),
      );
      expect(listed.providers.map(({ id }) => id)).toEqual([PROVIDER]);
      const { location } = await start(KEY_PROVIDER);
      expect(parseOutcomeFragment(new URL(location).hash)).toEqual({ kind: 'failed', reason: 'unknown-provider' });
      const said = warn.mock.calls.map(([entry]) => entry as { provider?: string; msg?: string });
      expect(said.filter(({ provider }) => provider === KEY_PROVIDER).map(({ msg }) => msg)).toContain(
        'an identity provider managed in the admin authenticates with private_key_jwt, but SSO_CLIENT_KEY is not set: it is not offered',
      );
      expect(await (await fetch(`${server.baseUrl}/json/sso/jwks`)).json()).toEqual({ keys: [] });
    } finally {
      env.sso = saved;
      warn.mockRestore();
    }
  });

  it('asks the admin for a client secret only with client_secret_post, and keeps none with private_key_jwt', async () => {
    const secretless = { ...keyProvider('secretless', 'portal'), tokenAuthMethod: 'client_secret_post' as const };
    await expect(
      server.payload.create({ collection: 'identity-providers', overrideAccess: true, data: secretless }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'clientSecret',
            message: 'Enter the client secret the provider issued, or choose private_key_jwt.',
          }),
        ],
      },
    });

    const switching = await server.payload.create({
      collection: 'identity-providers',
      overrideAccess: true,
      data: { ...secretless, providerId: 'switching', clientSecret: 'a-secret-no-longer-needed' },
    });
    const stored = async () =>
      (
        await server.payload.db.findOne<IdentityProvider>({
          collection: 'identity-providers',
          where: { id: { equals: switching.id } },
        })
      )?.clientSecret;
    expect(await stored()).toMatch(/^v1\./);
    const switched = await server.payload.update({
      collection: 'identity-providers',
      id: switching.id,
      overrideAccess: true,
      data: { tokenAuthMethod: 'private_key_jwt' },
    });
    expect(await stored()).toBeNull();
    expect(switched.clientSecretStored).toBe(false);
    await server.payload.delete({ collection: 'identity-providers', id: switching.id, overrideAccess: true });
  });
});
