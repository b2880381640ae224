import { describe, expect, it } from 'vitest';

import {
  outcomeFragment,
  parseOutcomeFragment,
  safeReturnPath,
  SsoJwksSchema,
  SsoProviderConfigSchema,
  SsoProvidersFileSchema,
} from './sso';

describe('safeReturnPath', () => {
  it('keeps a path of the portal, with its query', () => {
    expect(safeReturnPath('/stability/vanclorin-1g?tab=matrix')).toBe('/stability/vanclorin-1g?tab=matrix');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'stability',
    '/json/api/v1/account',
    '/admin/collections/users',
    '/API',
    '/a\nb',
    '',
    undefined,
    null,
    `/${'a'.repeat(2001)}`,
  ])('sends %s to the home page', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });
});

describe('the finishing page’s fragment', () => {
  const code = 'A'.repeat(43);
  it('round-trips each outcome', () => {
    for (const outcome of [
      { kind: 'code', code, provider: 'northbridge', returnTo: '/education?x=1&y=2' },
      { kind: 'link', ticket: code, provider: 'northbridge', returnTo: '/' },
      { kind: 'failed', reason: 'cancelled' },
    ] as const) {
      expect(parseOutcomeFragment(`#${outcomeFragment(outcome)}`)).toEqual(outcome);
    }
  });

  it('refuses what the server never writes, and cleans a return path someone edited', () => {
    expect(parseOutcomeFragment('#error=made-up')).toBeUndefined();
    expect(parseOutcomeFragment('#code=short')).toBeUndefined();
    expect(parseOutcomeFragment('')).toBeUndefined();
    expect(parseOutcomeFragment(`#code=${code}&provider=nb&returnTo=https://evil.example`)).toEqual({
      kind: 'code',
      code,
      provider: 'nb',
      returnTo: '/',
    });
  });
});

describe('how an OpenID provider authenticates the portal', () => {
  const oidc = {
    id: 'cis2',
    type: 'oidc',
    name: 'NHS CIS2',
    issuer:
      'https://am.nhsint.auth-ptl.cis2.spineservices.nhs.uk/openam/oauth2/realms/root/realms/NHSIdentity/realms/Healthcare',
    clientId: '123456.apps.supplier',
    audience: ['portal'],
  };

  it('is client_secret_post, with its secret, when nothing says otherwise', () => {
    expect(SsoProviderConfigSchema.parse({ ...oidc, clientSecret: 's3cret' })).toMatchObject({
      tokenAuthMethod: 'client_secret_post',
      clientSecret: 's3cret',
    });
  });

  it('refuses client_secret_post without a secret, saying what to give', () => {
    for (const provider of [oidc, { ...oidc, tokenAuthMethod: 'client_secret_post' }]) {
      const result = SsoProviderConfigSchema.safeParse(provider);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['clientSecret'],
          message: 'Give the client secret the provider issued, or set tokenAuthMethod to private_key_jwt.',
        }),
      ]);
    }
  });

  it('takes private_key_jwt with no secret, in a deployment’s file too', () => {
    const [provider] = SsoProvidersFileSchema.parse([{ ...oidc, tokenAuthMethod: 'private_key_jwt' }]);
    expect(provider).toMatchObject({ tokenAuthMethod: 'private_key_jwt' });
    expect(provider).not.toHaveProperty('clientSecret');
  });

  it('refuses a method it does not speak', () => {
    expect(SsoProviderConfigSchema.safeParse({ ...oidc, tokenAuthMethod: 'client_secret_basic' }).success).toBe(false);
  });
});

describe('a provider that signs editors in to the CMS', () => {
  const staff = {
    id: 'staff',
    type: 'oidc',
    name: 'Company staff',
    issuer: 'https://login.example.com',
    clientId: 'portal',
    clientSecret: 's3cret',
    audience: ['cms'],
  };

  it('must list its email domains, whatever its protocol', () => {
    for (const provider of [
      staff,
      { ...staff, domains: [] },
      { ...staff, audience: ['portal', 'cms'] },
      { id: 'adfs', type: 'saml', name: 'ADFS', metadataUrl: 'https://adfs.example.com/metadata', audience: ['cms'] },
    ]) {
      const result = SsoProviderConfigSchema.safeParse(provider);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['domains'],
          message:
            'List the email domains of a provider that signs editors in to the CMS: it reaches the CMS account of any address it vouches for.',
        }),
      ]);
    }
  });

  it('is taken with its domains; a provider for professionals only may list none', () => {
    expect(SsoProviderConfigSchema.safeParse({ ...staff, domains: ['example.com'] }).success).toBe(true);
    expect(SsoProviderConfigSchema.safeParse({ ...staff, audience: ['portal'] }).success).toBe(true);
  });
});

describe('the portal’s key set', () => {
  const rsa = { kty: 'RSA', kid: 'k1', use: 'sig', alg: 'RS256', n: 'AQAB', e: 'AQAB' };
  const ec = { kty: 'EC', kid: 'k2', use: 'sig', alg: 'ES256', crv: 'P-256', x: 'xx', y: 'yy' };

  it('holds RSA and P-256 public keys, each with the algorithm of its type', () => {
    expect(SsoJwksSchema.parse({ keys: [rsa, ec] }).keys).toHaveLength(2);
    expect(SsoJwksSchema.safeParse({ keys: [{ ...rsa, alg: 'ES256' }] }).success).toBe(false);
  });

  it.each([
    ...['d', 'p', 'q', 'dp', 'dq', 'qi'].map((member) => ['RSA', member, { ...rsa, [member]: 'secret' }] as const),
    ['EC', 'd', { ...ec, d: 'secret' }] as const,
  ])('refuses an %s key with the private member %s', (_type, _member, key) => {
    expect(SsoJwksSchema.safeParse({ keys: [key] }).success).toBe(false);
  });
});
