import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseEnv } from '../env';

function fileWith(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hcp-sso-')), 'providers.json');
  writeFileSync(file, content);
  return file;
}

const MINIMAL = [
  {
    id: 'northbridge',
    type: 'oidc',
    name: 'Northbridge NHS Trust',
    issuer: 'http://127.0.0.1:4000',
    clientId: 'portal',
    clientSecret: 's3cret',
    domains: ['northbridge.nhs.uk'],
    audience: ['portal'],
  },
];

describe('SSO_PROVIDERS_FILE', () => {
  it('reads the issue’s minimal file, with the standard claims and no second-factor trust by default', () => {
    const env = parseEnv({ NODE_ENV: 'development', SSO_PROVIDERS_FILE: fileWith(JSON.stringify(MINIMAL)) });
    expect(env.sso.fileProviders).toEqual([
      {
        ...MINIMAL[0],
        tokenAuthMethod: 'client_secret_post',
        claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
        roleMapping: [],
        mfaAsserted: false,
        mfaAcrValues: [],
      },
    ]);
  });

  it('reads the acr values a provider counts as multi-factor', () => {
    const cis2 = { ...MINIMAL[0], mfaAsserted: true, mfaAcrValues: ['AAL3_ANY', 'AAL2_OR_AAL3_ANY'] };
    const env = parseEnv({ NODE_ENV: 'development', SSO_PROVIDERS_FILE: fileWith(JSON.stringify([cis2])) });
    expect(env.sso.fileProviders[0]).toMatchObject({
      mfaAsserted: true,
      mfaAcrValues: ['AAL3_ANY', 'AAL2_OR_AAL3_ANY'],
    });
    const blank = { ...cis2, mfaAcrValues: [' '] };
    expect(() => parseEnv({ SSO_PROVIDERS_FILE: fileWith(JSON.stringify([blank])) })).toThrow(
      /SSO_PROVIDERS_FILE 0\.mfaAcrValues\.0/,
    );
  });

  it('has no providers without the setting', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).sso.fileProviders).toEqual([]);
  });

  it('stops the start, naming the problem, for a missing file, bad JSON, a bad entry or an id used twice', () => {
    expect(() => parseEnv({ SSO_PROVIDERS_FILE: '/nonexistent/providers.json' })).toThrow(/cannot read/);
    expect(() => parseEnv({ SSO_PROVIDERS_FILE: fileWith('[{') })).toThrow(/not valid JSON/);
    expect(() => parseEnv({ SSO_PROVIDERS_FILE: fileWith(JSON.stringify([{ ...MINIMAL[0], audience: [] }])) })).toThrow(
      /SSO_PROVIDERS_FILE 0\.audience: Name at least one audience/,
    );
    expect(() => parseEnv({ SSO_PROVIDERS_FILE: fileWith(JSON.stringify([MINIMAL[0], MINIMAL[0]])) })).toThrow(
      /id northbridge is used twice/,
    );
    const saml = { id: 'adfs', type: 'saml', name: 'ADFS', domains: [], audience: ['cms'] };
    expect(() => parseEnv({ SSO_PROVIDERS_FILE: fileWith(JSON.stringify([saml])) })).toThrow(
      /metadata as a URL or as XML/,
    );
  });

  it('stops the start for a provider that authenticates with a client secret and has none', () => {
    const withoutSecret = { ...MINIMAL[0], clientSecret: undefined };
    expect(() => parseEnv({ SSO_PROVIDERS_FILE: fileWith(JSON.stringify([withoutSecret])) })).toThrow(
      /SSO_PROVIDERS_FILE 0\.clientSecret: Give the client secret the provider issued, or set tokenAuthMethod to private_key_jwt/,
    );
  });

  describe('a provider that authenticates with the portal’s key (private_key_jwt)', () => {
    // JSON leaves the undefined secret out.
    const cis2 = [{ ...MINIMAL[0], id: 'cis2', tokenAuthMethod: 'private_key_jwt', clientSecret: undefined }];
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();

    it('is read without a client secret when SSO_CLIENT_KEY is set', () => {
      const env = parseEnv({ SSO_PROVIDERS_FILE: fileWith(JSON.stringify(cis2)), SSO_CLIENT_KEY: key });
      expect(env.sso.fileProviders).toEqual([
        expect.objectContaining({ id: 'cis2', tokenAuthMethod: 'private_key_jwt' }),
      ]);
      expect(env.sso.fileProviders[0]).not.toHaveProperty('clientSecret');
    });

    it('stops the start, naming the provider and the setting, when SSO_CLIENT_KEY is not set', () => {
      expect(() => parseEnv({ SSO_PROVIDERS_FILE: fileWith(JSON.stringify(cis2)) })).toThrow(
        /SSO_PROVIDERS_FILE: cis2 authenticates with private_key_jwt, which needs the portal's key: set SSO_CLIENT_KEY/,
      );
    });
  });

  it('derives a key of its own for the secrets administrators enter', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env.sso.secretKey).toHaveLength(32);
    expect(env.sso.secretKey.equals(env.twoFactor.secretKey)).toBe(false);
  });
});
