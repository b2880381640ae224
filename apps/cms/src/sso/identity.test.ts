import { SsoProviderConfigSchema } from '@hcp/contracts/sso';
import { describe, expect, it } from 'vitest';

import {
  acrIsMultiFactor,
  amrIsMultiFactor,
  authnContextIsMultiFactor,
  identityFromClaims,
  oidcSignInIsMultiFactor,
} from './identity';

const provider = SsoProviderConfigSchema.parse({
  id: 'northbridge',
  type: 'oidc',
  name: 'Northbridge NHS Trust',
  issuer: 'https://login.northbridge.nhs.uk',
  clientId: 'portal',
  clientSecret: 'x',
  domains: ['northbridge.nhs.uk'],
  audience: ['portal'],
  claims: { registrationNumber: 'gphc' },
  mfaAsserted: true,
});

const claims = {
  sub: 'abc',
  email: 'A.Okafor@Northbridge.nhs.uk',
  given_name: 'Amara',
  family_name: 'Okafor',
  gphc: '2054321',
  groups: ['pharmacy'],
};

describe('identityFromClaims', () => {
  it('maps the claims with the provider’s mapping, the email in lower case', () => {
    expect(identityFromClaims(provider, 'abc', claims, true)).toEqual({
      ok: true,
      identity: {
        provider: 'northbridge',
        subject: 'abc',
        email: 'a.okafor@northbridge.nhs.uk',
        givenName: 'Amara',
        familyName: 'Okafor',
        registrationNumber: '2054321',
        groups: ['pharmacy'],
        mfa: true,
        claims,
      },
    });
  });

  it('trusts the provider’s second factor only when the provider is marked as asserting it', () => {
    const untrusted = { ...provider, mfaAsserted: false };
    const mapped = identityFromClaims(untrusted, 'abc', claims, true);
    expect(mapped.ok && mapped.identity.mfa).toBe(false);
    const without = identityFromClaims(provider, 'abc', claims, false);
    expect(without.ok && without.identity.mfa).toBe(false);
  });

  it('refuses no email, an unverified email, and an email outside the provider’s domains', () => {
    expect(identityFromClaims(provider, 'abc', { ...claims, email: undefined }, false)).toEqual({
      ok: false,
      reason: 'no-email',
    });
    expect(identityFromClaims(provider, 'abc', { ...claims, email_verified: false }, false)).toEqual({
      ok: false,
      reason: 'email-unverified',
    });
    expect(identityFromClaims(provider, 'abc', { ...claims, email: 'x@evil.org' }, false)).toEqual({
      ok: false,
      reason: 'unknown-domain',
    });
    // A look-alike subdomain is another domain.
    expect(
      identityFromClaims(provider, 'abc', { ...claims, email: 'x@northbridge.nhs.uk.evil.org' }, false),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('amrIsMultiFactor', () => {
  it('reads RFC 8176 methods', () => {
    expect(amrIsMultiFactor(['pwd', 'mfa'])).toBe(true);
    expect(amrIsMultiFactor(['pwd', 'otp'])).toBe(true);
    expect(amrIsMultiFactor(['pwd'])).toBe(false);
    expect(amrIsMultiFactor('mfa')).toBe(false);
    expect(amrIsMultiFactor(undefined)).toBe(false);
  });
});

describe('acrIsMultiFactor', () => {
  it('counts the standard multi-factor classes from any provider', () => {
    expect(acrIsMultiFactor('http://schemas.openid.net/pape/policies/2007/06/multi-factor', [])).toBe(true);
    expect(acrIsMultiFactor('http://schemas.openid.net/pape/policies/2007/06/multi-factor-physical', [])).toBe(true);
    expect(acrIsMultiFactor('https://refeds.org/profile/mfa', [])).toBe(true);
  });

  it('counts a provider’s own value only when its list names it, exactly', () => {
    const cis2 = ['AAL3_ANY', 'AAL2_OR_AAL3_ANY'];
    expect(acrIsMultiFactor('AAL3_ANY', cis2)).toBe(true);
    expect(acrIsMultiFactor('AAL3_ANY', [])).toBe(false);
    // acr is case-sensitive, and CIS2's username-and-password class is one factor.
    expect(acrIsMultiFactor('aal3_any', cis2)).toBe(false);
    expect(acrIsMultiFactor('AAL1_USERPASS', cis2)).toBe(false);
    expect(acrIsMultiFactor('http://schemas.openid.net/pape/policies/2007/06/phishing-resistant', cis2)).toBe(false);
    expect(acrIsMultiFactor(['AAL3_ANY'], cis2)).toBe(false);
    expect(acrIsMultiFactor(undefined, cis2)).toBe(false);
  });
});

describe('oidcSignInIsMultiFactor', () => {
  const cis2 = { mfaAcrValues: ['AAL3_ANY'] };
  it('counts a sign-in whose amr or whose acr says more than one factor', () => {
    expect(oidcSignInIsMultiFactor({ amr: ['pwd', 'mfa'] }, cis2)).toBe(true);
    // CIS2 names its methods in its own words (amr ["N3_SMARTCARD"]): its acr says the assurance.
    expect(oidcSignInIsMultiFactor({ amr: ['N3_SMARTCARD'], acr: 'AAL3_ANY' }, cis2)).toBe(true);
    expect(oidcSignInIsMultiFactor({ amr: ['N3_SMARTCARD'], acr: 'AAL3_ANY' }, { mfaAcrValues: [] })).toBe(false);
    expect(oidcSignInIsMultiFactor({ amr: ['pwd'], acr: 'AAL1_USERPASS' }, cis2)).toBe(false);
    expect(oidcSignInIsMultiFactor({}, cis2)).toBe(false);
  });
});

describe('authnContextIsMultiFactor', () => {
  const none = {};
  it('counts the class refs of more than one factor, and no single-factor class', () => {
    expect(authnContextIsMultiFactor(['http://schemas.microsoft.com/claims/multipleauthn'], none)).toBe(true);
    expect(authnContextIsMultiFactor(['urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract'], none)).toBe(
      true,
    );
    expect(authnContextIsMultiFactor(['urn:oasis:names:tc:SAML:2.0:ac:classes:SmartcardPKI'], none)).toBe(true);
    expect(authnContextIsMultiFactor(['urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport'], none)).toBe(
      false,
    );
    expect(authnContextIsMultiFactor(['urn:oasis:names:tc:SAML:2.0:ac:classes:Smartcard'], none)).toBe(false);
    expect(authnContextIsMultiFactor([], none)).toBe(false);
  });

  it('reads Entra ID’s methods attribute', () => {
    const attribute = 'http://schemas.microsoft.com/claims/authnmethodsreferences';
    expect(
      authnContextIsMultiFactor([], {
        [attribute]: [
          'http://schemas.microsoft.com/ws/2008/06/identity/authenticationmethod/password',
          'http://schemas.microsoft.com/claims/multipleauthn',
        ],
      }),
    ).toBe(true);
    expect(
      authnContextIsMultiFactor([], {
        [attribute]: 'http://schemas.microsoft.com/ws/2008/06/identity/authenticationmethod/password',
      }),
    ).toBe(false);
  });
});
