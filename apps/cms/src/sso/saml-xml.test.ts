import { describe, expect, it } from 'vitest';

// A certificate is checked as X.509, so the tests need real ones: the test IdP's builder makes them.
import { selfSignedCertificate } from '../../tests/integration/saml-idp';
import { parseIdpMetadata } from './saml-xml';

const signing = selfSignedCertificate('Signing');
const other = selfSignedCertificate('Encryption');
const base64 = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

const https = (url: URL) => url.protocol === 'https:';

function entity({
  id = 'https://sts.trust.nhs.uk/adfs/services/trust',
  sso = 'https://sts.trust.nhs.uk/adfs/ls/',
  binding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  keys = `<KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${base64(signing.certificate)}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>`,
  logout = '',
} = {}): string {
  return `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${id}"><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}${logout}<SingleSignOnService Binding="${binding}" Location="${sso}"/></IDPSSODescriptor></EntityDescriptor>`;
}

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const logoutService = (binding: string, location: string, responseLocation?: string) =>
  `<SingleLogoutService Binding="${binding}" Location="${location}"${responseLocation ? ` ResponseLocation="${responseLocation}"` : ''}/>`;

describe('parseIdpMetadata', () => {
  it('reads the entity id, the HTTP-Redirect sign-on address and the signing certificates', () => {
    const metadata = parseIdpMetadata(entity(), https);
    expect(metadata).toEqual({
      entityId: 'https://sts.trust.nhs.uk/adfs/services/trust',
      ssoUrl: 'https://sts.trust.nhs.uk/adfs/ls/',
      certificates: [expect.stringContaining('-----BEGIN CERTIFICATE-----')],
      singleLogout: undefined,
    });
    expect(base64(metadata.certificates[0] ?? '')).toBe(base64(signing.certificate));
  });

  it('reads the HTTP-Redirect single logout address, and its ResponseLocation when it has one', () => {
    const ls = 'https://sts.trust.nhs.uk/adfs/ls/';
    expect(parseIdpMetadata(entity({ logout: logoutService(REDIRECT, ls) }), https).singleLogout).toEqual({
      url: ls,
      responseUrl: ls,
    });
    // ADFS lists the POST binding first; only Redirect is used.
    const both = logoutService(POST, `${ls}post`) + logoutService(REDIRECT, ls, `${ls}?answer`);
    expect(parseIdpMetadata(entity({ logout: both }), https).singleLogout).toEqual({
      url: ls,
      responseUrl: `${ls}?answer`,
    });
  });

  it('offers no single logout for a POST-only or plain-http one, and still signs in', () => {
    for (const logout of [
      logoutService(POST, 'https://sts.trust.nhs.uk/adfs/ls/'),
      logoutService(REDIRECT, 'http://sts.trust.nhs.uk/adfs/ls/'),
      logoutService(REDIRECT, 'https://sts.trust.nhs.uk/adfs/ls/', 'http://sts.trust.nhs.uk/answer'),
      logoutService(REDIRECT, 'not a url'),
    ]) {
      const metadata = parseIdpMetadata(entity({ logout }), https);
      expect(metadata.singleLogout).toBeUndefined();
      expect(metadata.ssoUrl).toBe('https://sts.trust.nhs.uk/adfs/ls/');
    }
  });

  it('takes a key with no use, ignores an encryption key, and keeps every signing key (rollover)', () => {
    const key = (pem: string, use?: string) =>
      `<KeyDescriptor${use ? ` use="${use}"` : ''}><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${base64(pem)}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>`;
    expect(
      parseIdpMetadata(entity({ keys: key(other.certificate, 'encryption') + key(signing.certificate) }), https)
        .certificates,
    ).toHaveLength(1);
    expect(
      parseIdpMetadata(entity({ keys: key(other.certificate, 'signing') + key(signing.certificate, 'signing') }), https)
        .certificates,
    ).toHaveLength(2);
    expect(() => parseIdpMetadata(entity({ keys: key(other.certificate, 'encryption') }), https)).toThrow(
      /no signing certificate/,
    );
  });

  it('finds the one identity provider of an aggregate, and refuses an aggregate of several', () => {
    const aggregate = (...entities: string[]) =>
      `<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata">${entities.join('')}</EntitiesDescriptor>`;
    expect(parseIdpMetadata(aggregate(entity()), https).entityId).toBe('https://sts.trust.nhs.uk/adfs/services/trust');
    expect(() => parseIdpMetadata(aggregate(entity(), entity({ id: 'https://other' })), https)).toThrow(
      /2 identity providers/,
    );
  });

  it('refuses a document type, a sign-on address that is not https, no Redirect binding and a bad certificate', () => {
    expect(() => parseIdpMetadata(`<!DOCTYPE x [<!ENTITY a "b">]>${entity()}`, https)).toThrow(/document type/);
    expect(() => parseIdpMetadata(entity({ sso: 'http://sts.trust.nhs.uk/adfs/ls/' }), https)).toThrow(/https/);
    expect(() =>
      parseIdpMetadata(entity({ binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST' }), https),
    ).toThrow(/HTTP-Redirect/);
    const bad = `<KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>AAAA</X509Certificate></X509Data></KeyInfo></KeyDescriptor>`;
    expect(() => parseIdpMetadata(entity({ keys: bad }), https)).toThrow(/not a valid X.509/);
    expect(() => parseIdpMetadata('<html><body>Sign in</body></html>', https)).toThrow(/no EntityDescriptor/);
    expect(() => parseIdpMetadata('<EntityDescriptor', https)).toThrow();
  });
});
