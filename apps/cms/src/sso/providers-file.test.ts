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
        claims: { email: 'email', givenName: 'given_name', familyName: 'family_name', groups: 'groups' },
        roleMapping: [],
        mfaAsserted: false,
      },
    ]);
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

  it('derives a key of its own for the secrets administrators enter', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env.sso.secretKey).toHaveLength(32);
    expect(env.sso.secretKey.equals(env.twoFactor.secretKey)).toBe(false);
  });
});
