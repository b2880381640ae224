import type { OidcProviderConfig, SsoProviderConfig } from '@hcp/contracts/sso';

/** What a SAML LogoutRequest for a sign-in's session must name: its NameID as given, and the session's index. */
export type SamlSession = {
  nameId: string;
  format?: string | undefined;
  nameQualifier?: string | undefined;
  spNameQualifier?: string | undefined;
  sessionIndex?: string | undefined;
};

/** Who a provider says signed in, in the portal's words, whatever protocol carried it. */
export type SsoIdentity = {
  provider: string;
  /** The provider's stable identifier for the person: OIDC `sub`, SAML NameID. */
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
  registrationNumber: string | undefined;
  groups: string[];
  /** The provider asserted a multi-factor sign-in and is trusted to (`mfaAsserted`). */
  mfa: boolean;
  /** The claims that came with the sign-in, kept with a new pending account for the editor who approves it. */
  claims: Record<string, string | string[]>;
  /** SAML only: the session the sign-in began at the provider, kept with the link for single logout. */
  samlSession?: SamlSession | undefined;
};

/** Why an identity cannot be used, in the audit trail's words. */
export type IdentityRefusal = 'no-email' | 'unknown-domain' | 'email-unverified';

/** RFC 8176 methods that are a second factor (or more than one factor at once). */
const MULTI_FACTOR_METHODS = new Set([
  'mfa',
  'otp',
  'hwk',
  'swk',
  'sms',
  'tel',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
]);

/** Whether an OIDC sign-in's `amr` says it used more than one factor. */
export function amrIsMultiFactor(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((method) => typeof method === 'string' && MULTI_FACTOR_METHODS.has(method));
}

/**
 * `acr` values that mean a multi-factor sign-in whoever issues them: OpenID PAPE's two multi-factor policies and the
 * REFEDS MFA profile. Other values (NHS CIS2's `AAL3_ANY`, a provider's own names) mean what that provider says, so
 * they count only when its administrator lists them (`mfaAcrValues`).
 */
export const MULTI_FACTOR_ACR_VALUES = new Set([
  'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
  'http://schemas.openid.net/pape/policies/2007/06/multi-factor-physical',
  'https://refeds.org/profile/mfa',
]);

/** Whether an OIDC sign-in's `acr` names a multi-factor class: a standard one, or one of the provider's own list. */
export function acrIsMultiFactor(acr: unknown, providerValues: readonly string[]): boolean {
  return typeof acr === 'string' && (MULTI_FACTOR_ACR_VALUES.has(acr) || providerValues.includes(acr));
}

/** Whether an OIDC sign-in used more than one factor, as its `amr` methods or its `acr` class say. */
export function oidcSignInIsMultiFactor(
  claims: Readonly<Record<string, unknown>>,
  provider: Pick<OidcProviderConfig, 'mfaAcrValues'>,
): boolean {
  return amrIsMultiFactor(claims.amr) || acrIsMultiFactor(claims.acr, provider.mfaAcrValues);
}

/**
 * SAML authentication context classes that are more than one factor: Microsoft's (ADFS, Entra ID), the SAML 2.0
 * classes that combine a device or a card with a PIN or password, and the REFEDS MFA profile. `Smartcard` alone, a
 * password over TLS, Kerberos and X509 are one factor and not counted.
 */
export const MULTI_FACTOR_CLASS_REFS = new Set([
  'http://schemas.microsoft.com/claims/multipleauthn',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorUnregistered',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:SmartcardPKI',
  'https://refeds.org/profile/mfa',
]);

/** Entra ID names its sign-in's methods in this attribute rather than in the class ref. */
const AUTHN_METHODS_ATTRIBUTE = 'http://schemas.microsoft.com/claims/authnmethodsreferences';

/** Whether a SAML sign-in's AuthnContextClassRef (or Entra ID's methods attribute) says it used more than one factor. */
export function authnContextIsMultiFactor(classRefs: string[], attributes: Record<string, unknown>): boolean {
  const methods = list(attributes[AUTHN_METHODS_ATTRIBUTE]);
  return [...classRefs, ...methods].some((ref) => MULTI_FACTOR_CLASS_REFS.has(ref));
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0].trim() || undefined;
  return undefined;
}

function list(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The claims worth keeping with an account: short text values only, so nothing odd lands in the admin. */
function keptClaims(claims: Record<string, unknown>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(claims).slice(0, 40)) {
    if (typeof value === 'string' && value.length <= 500) kept[name] = value;
    else if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) kept[name] = value.slice(0, 50);
  }
  return kept;
}

/**
 * Maps a provider's claims (or SAML attributes) to an identity with the provider's claim mapping. Refuses an identity
 * without an email, one whose provider says the email is not verified, and one whose email lies outside the provider's
 * domains: a provider speaks only for its own people.
 */
export function identityFromClaims(
  provider: SsoProviderConfig,
  subject: string,
  claims: Record<string, unknown>,
  multiFactor: boolean,
): { ok: true; identity: SsoIdentity } | { ok: false; reason: IdentityRefusal } {
  const email = text(claims[provider.claims.email])?.toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { ok: false, reason: 'no-email' };
  if (claims.email_verified === false) return { ok: false, reason: 'email-unverified' };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (provider.domains.length > 0 && !provider.domains.includes(domain)) return { ok: false, reason: 'unknown-domain' };
  const registrationClaim = provider.claims.registrationNumber;
  return {
    ok: true,
    identity: {
      provider: provider.id,
      subject,
      email,
      givenName: (text(claims[provider.claims.givenName]) ?? '').slice(0, 100),
      familyName: (text(claims[provider.claims.familyName]) ?? '').slice(0, 100),
      registrationNumber: registrationClaim ? text(claims[registrationClaim])?.slice(0, 20) : undefined,
      groups: list(claims[provider.claims.groups]),
      mfa: provider.mfaAsserted && multiFactor,
      claims: keptClaims(claims),
    },
  };
}

/** How a provider's sign-in ended, whatever protocol carried it: an identity, or why there is none. */
export type SignInOutcome<Request extends { returnTo: string }> =
  | { ok: true; identity: SsoIdentity; request: Request }
  | { ok: false; reason: 'expired' | 'cancelled' | 'refused' | IdentityRefusal; detail?: string };
