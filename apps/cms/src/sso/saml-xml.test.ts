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
} = {}): string {
  return `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${id}"><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}<SingleSignOnService Binding="${binding}" Location="${sso}"/></IDPSSODescriptor></EntityDescriptor>`;
}

describe('parseIdpMetadata', () => {
  it('reads the entity id, the HTTP-Redirect sign-on address and the signing certificates', () => {
    const metadata = parseIdpMetadata(entity(), https);
    expect(metadata).toEqual({
      entityId: 'https://sts.trust.nhs.uk/adfs/services/trust',
      ssoUrl: 'https://sts.trust.nhs.uk/adfs/ls/',
      certificates: [expect.stringContaining('-----BEGIN CERTIFICATE-----')],
    });
    expect(base64(metadata.certificates[0] ?? '')).toBe(base64(signing.certificate));
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
