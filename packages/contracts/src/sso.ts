import { z } from 'zod';

/** Who may sign in through an identity provider: portal professionals, CMS editors and administrators, or both. */
export const SSO_AUDIENCES = ['portal', 'cms'] as const;
export type SsoAudience = (typeof SSO_AUDIENCES)[number];

export const SSO_PROVIDER_TYPES = ['oidc', 'saml'] as const;
export type SsoProviderType = (typeof SSO_PROVIDER_TYPES)[number];

/** The CMS roles a provider's group may grant. */
export const SSO_CMS_ROLES = ['admin', 'editor'] as const;
export type SsoCmsRole = (typeof SSO_CMS_ROLES)[number];

/** A provider's id is a slug: it names the provider in its redirect addresses (`/json/sso/{id}/callback`). */
export const SsoProviderIdSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'Use lower-case letters, digits and hyphens (at most 40).');

/** An email domain as people type it after the @: lower case, at least one dot. */
export const EmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter a domain such as trust.nhs.uk.',
  );

/**
 * Which claim (OIDC) or attribute (SAML) carries each part of the identity. The defaults are OIDC's standard claims;
 * SAML providers usually name theirs with URIs.
 */
export const SsoClaimMappingSchema = z
  .object({
    email: z.string().min(1).max(200).default('email'),
    givenName: z.string().min(1).max(200).default('given_name'),
    familyName: z.string().min(1).max(200).default('family_name'),
    registrationNumber: z.string().min(1).max(200).optional(),
    groups: z.string().min(1).max(200).default('groups'),
  })
  .strict();
export type SsoClaimMapping = z.infer<typeof SsoClaimMappingSchema>;

const providerCommon = {
  id: SsoProviderIdSchema,
  name: z.string().trim().min(1).max(100),
  domains: z.array(EmailDomainSchema).max(50).default([]),
  audience: z.array(z.enum(SSO_AUDIENCES)).min(1, 'Name at least one audience: portal, cms or both.'),
  claims: SsoClaimMappingSchema.default(SsoClaimMappingSchema.parse({})),
  /** For CMS sign-in: a person in one of these groups gets the role; in none, they are refused. */
  roleMapping: z
    .array(z.object({ group: z.string().trim().min(1).max(200), role: z.enum(SSO_CMS_ROLES) }).strict())
    .max(50)
    .default([]),
  /**
   * The provider asserts its own multi-factor sign-in: a sign-in whose `amr` (OIDC) or authentication context (SAML)
   * says so skips the portal's code step.
   */
  mfaAsserted: z.boolean().default(false),
};

/**
 * A provider that signs editors in to the CMS must list its email domains. Its sign-in links an existing CMS account by
 * email without asking (docs/sso.md), so without domains it could reach any editor's account by asserting the address.
 */
export function cmsProviderListsDomains(provider: {
  audience: readonly string[];
  domains: readonly string[];
}): boolean {
  return !provider.audience.includes('cms') || provider.domains.length > 0;
}

export const CMS_PROVIDER_DOMAINS_MESSAGE =
  'List the email domains of a provider that signs editors in to the CMS: it reaches the CMS account of any address it vouches for.';

const cmsDomainsIssue = { message: CMS_PROVIDER_DOMAINS_MESSAGE, path: ['domains'] };

/** An `acr` value a provider sends in its ID tokens, as its administrator lists it (compared exactly: case-sensitive). */
export const MfaAcrValueSchema = z
  .string()
  .trim()
  .min(1, 'Enter an acr value.')
  .max(200, 'Enter an acr value of at most 200 characters.');

/** How many acr values one provider may list. */
export const MAX_MFA_ACR_VALUES = 20;

/**
 * How the portal proves itself at an OpenID provider's token endpoint: a shared secret in the request's body, or an
 * assertion signed with the portal's own key (RFC 7523, OpenID Connect Core 9), which NHS CIS2 asks for.
 */
export const SSO_TOKEN_AUTH_METHODS = ['client_secret_post', 'private_key_jwt'] as const;
export type SsoTokenAuthMethod = (typeof SSO_TOKEN_AUTH_METHODS)[number];

export const OidcProviderConfigSchema = z
  .object({
    ...providerCommon,
    type: z.literal('oidc'),
    issuer: z.url({ protocol: /^https?$/ }),
    clientId: z.string().min(1).max(500),
    tokenAuthMethod: z.enum(SSO_TOKEN_AUTH_METHODS).default('client_secret_post'),
    /** Only for `client_secret_post`; with `private_key_jwt` the portal's key (SSO_CLIENT_KEY) signs instead. */
    clientSecret: z.string().min(1).max(2000).optional(),
    /**
     * The provider's own `acr` values that name a multi-factor sign-in (NHS CIS2's `AAL3_ANY`…), counted with
     * `mfaAsserted` besides the standard ones every provider means the same by. Compared exactly: acr is case-sensitive.
     */
    mfaAcrValues: z.array(MfaAcrValueSchema).max(MAX_MFA_ACR_VALUES).default([]),
  })
  .strict()
  .refine((provider) => provider.tokenAuthMethod !== 'client_secret_post' || provider.clientSecret !== undefined, {
    message: 'Give the client secret the provider issued, or set tokenAuthMethod to private_key_jwt.',
    path: ['clientSecret'],
  })
  .refine(cmsProviderListsDomains, cmsDomainsIssue);

export const SamlProviderConfigSchema = z
  .object({
    ...providerCommon,
    type: z.literal('saml'),
    metadataUrl: z.url({ protocol: /^https?$/ }).optional(),
    metadataXml: z.string().min(1).max(200_000).optional(),
  })
  .strict()
  .refine((provider) => Boolean(provider.metadataUrl) !== Boolean(provider.metadataXml), {
    message: 'Give the identity provider’s metadata as a URL or as XML, one of the two.',
    path: ['metadataUrl'],
  })
  .refine(cmsProviderListsDomains, cmsDomainsIssue);

export const SsoProviderConfigSchema = z.discriminatedUnion('type', [
  OidcProviderConfigSchema,
  SamlProviderConfigSchema,
]);
export type SsoProviderConfig = z.infer<typeof SsoProviderConfigSchema>;
export type OidcProviderConfig = z.infer<typeof OidcProviderConfigSchema>;
export type SamlProviderConfig = z.infer<typeof SamlProviderConfigSchema>;

/** The file `SSO_PROVIDERS_FILE` names: the providers of a deployment kept as code. Ids are unique. */
export const SsoProvidersFileSchema = z.array(SsoProviderConfigSchema).superRefine((providers, context) => {
  const seen = new Set<string>();
  providers.forEach((provider, index) => {
    if (seen.has(provider.id)) {
      context.addIssue({ code: 'custom', path: [index, 'id'], message: `The id ${provider.id} is used twice.` });
    }
    seen.add(provider.id);
  });
});

/** The public half of the portal's signing key, as a JWK (RFC 7517): never a private member (`d`, `p`, `q`…). */
export const SsoPublicJwkSchema = z
  .discriminatedUnion('kty', [
    z
      .object({
        kty: z.literal('RSA'),
        kid: z.string(),
        use: z.literal('sig'),
        alg: z.literal('RS256'),
        n: z.string(),
        e: z.string(),
      })
      .strict(),
    z
      .object({
        kty: z.literal('EC'),
        kid: z.string(),
        use: z.literal('sig'),
        alg: z.literal('ES256'),
        crv: z.literal('P-256'),
        x: z.string(),
        y: z.string(),
      })
      .strict(),
  ])
  .meta({ id: 'SsoPublicJwk' });
export type SsoPublicJwk = z.infer<typeof SsoPublicJwkSchema>;

/** Answer of GET sso/jwks: the keys the portal signs its client assertions with (none without SSO_CLIENT_KEY). */
export const SsoJwksSchema = z.object({ keys: z.array(SsoPublicJwkSchema) }).meta({ id: 'SsoJwks' });
export type SsoJwks = z.infer<typeof SsoJwksSchema>;

/** What the sign-in screen learns of a provider: no secrets, no addresses. */
export const SsoProviderSummarySchema = z
  .object({ id: SsoProviderIdSchema, name: z.string() })
  .meta({ id: 'SsoProviderSummary' });
export type SsoProviderSummary = z.infer<typeof SsoProviderSummarySchema>;

/** Answer of GET sso/providers: the providers professionals may sign in through, by name. */
export const SsoProvidersResponseSchema = z
  .object({ providers: z.array(SsoProviderSummarySchema) })
  .meta({ id: 'SsoProvidersResponse' });
export type SsoProvidersResponse = z.infer<typeof SsoProvidersResponseSchema>;

/** Body of POST sso/discover: the address whose domain names the provider (home-realm discovery). */
export const SsoDiscoverRequestSchema = z
  .object({
    email: z
      .string({ error: 'Enter your work email address.' })
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email('Enter your work email address, like name@trust.nhs.uk.')),
  })
  .strict()
  .meta({ id: 'SsoDiscoverRequest' });
export type SsoDiscoverRequest = z.infer<typeof SsoDiscoverRequestSchema>;

/** Answer of POST sso/discover: the provider of the address's domain, or none. */
export const SsoDiscoverResponseSchema = z
  .object({ provider: SsoProviderSummarySchema.nullable() })
  .meta({ id: 'SsoDiscoverResponse' });
export type SsoDiscoverResponse = z.infer<typeof SsoDiscoverResponseSchema>;

/** A one-time code or ticket of the sign-in's last step: 32 random bytes, base64url. */
const OneTimeSecretSchema = z
  .string({ error: 'This sign-in link is incomplete. Please sign in again.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This sign-in link is incomplete. Please sign in again.');

/** Body of POST sso/exchange: the one-time code the provider's sign-in ended with (60 s, single use). */
export const SsoExchangeRequestSchema = z
  .object({ code: OneTimeSecretSchema })
  .strict()
  .meta({ id: 'SsoExchangeRequest' });
export type SsoExchangeRequest = z.infer<typeof SsoExchangeRequestSchema>;

/**
 * Body of POST sso/link: the ticket a sign-in ended with when its email belongs to an account not yet linked to the
 * provider, and that account's password, which the person gives once to link them.
 */
export const SsoLinkRequestSchema = z
  .object({
    ticket: OneTimeSecretSchema,
    password: z.string({ error: 'Enter your portal password.' }).min(1, 'Enter your portal password.').max(1024),
  })
  .strict()
  .meta({ id: 'SsoLinkRequest' });
export type SsoLinkRequest = z.infer<typeof SsoLinkRequestSchema>;

/** Body of POST sso/link/info: the ticket whose account the page names. */
export const SsoLinkInfoRequestSchema = z
  .object({ ticket: OneTimeSecretSchema })
  .strict()
  .meta({ id: 'SsoLinkInfoRequest' });
export type SsoLinkInfoRequest = z.infer<typeof SsoLinkInfoRequestSchema>;

/** Answer of POST sso/link/info: whom the ticket is about, so the page can say which account it links. */
export const SsoLinkInfoSchema = z
  .object({ email: z.string(), provider: SsoProviderSummarySchema })
  .meta({ id: 'SsoLinkInfo' });
export type SsoLinkInfo = z.infer<typeof SsoLinkInfoSchema>;

/**
 * Answer of POST sso/{id}/logout: where the browser goes, once the portal's sessions are ended, to end the
 * organisation's own session too: its SAML single logout service with a signed LogoutRequest, or this API's
 * `sso/{id}/logout` (OpenID Connect end-session, or the home page).
 */
export const SsoSignOutSchema = z.object({ location: z.url({ protocol: /^https?$/ }) }).meta({ id: 'SsoSignOut' });
export type SsoSignOut = z.infer<typeof SsoSignOutSchema>;

/** Why a provider's sign-in did not reach the portal, as the portal page that finishes it is told (in its fragment). */
export const SSO_FAILURES = [
  'cancelled',
  'expired',
  'refused',
  'unknown-provider',
  'no-email',
  'wrong-audience',
  'not-permitted',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

/**
 * Why an editor's sign-in through a provider did not reach the CMS, as the admin's sign-in screen is told
 * (`/admin/login?sso=…`): the portal's reasons, and the CMS's own (no mapped group, a break-glass account, an account
 * another identity signs in to).
 */
export const ADMIN_SSO_REFUSALS = [
  ...SSO_FAILURES,
  'unmapped-group',
  'break-glass-account',
  'linked-elsewhere',
] as const;
export type AdminSsoRefusal = (typeof ADMIN_SSO_REFUSALS)[number];

/** Where the provider's sign-in ends in the portal: a code to exchange, a ticket to link, or a failure. */
export const SsoOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('code'), code: OneTimeSecretSchema, provider: SsoProviderIdSchema, returnTo: z.string() }),
  z.object({
    kind: z.literal('link'),
    ticket: OneTimeSecretSchema,
    provider: SsoProviderIdSchema,
    returnTo: z.string(),
  }),
  z.object({ kind: z.literal('failed'), reason: z.enum(SSO_FAILURES) }),
]);
export type SsoOutcome = z.infer<typeof SsoOutcomeSchema>;

/** The portal path the finishing page lives at; the server sends the browser there with the outcome in the fragment. */
export const SSO_COMPLETE_PATH = '/sso/complete';

/**
 * A return path after sign-in: a path of this portal only, never another site (`//evil`, `/\evil`, a scheme) and never
 * the API or the admin. Anything else is the home page.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 2000) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  if (/[\p{Cc}\\]/u.test(candidate)) return '/';
  if (/^\/(?:json|admin|api)(?:[/?#]|$)/i.test(candidate)) return '/';
  return candidate;
}

/** The outcome as the fragment of the finishing page's address: never in a query, so no server log or Referer has it. */
export function outcomeFragment(outcome: SsoOutcome): string {
  const parts = new URLSearchParams();
  if (outcome.kind === 'failed') parts.set('error', outcome.reason);
  else {
    if (outcome.kind === 'code') parts.set('code', outcome.code);
    else parts.set('ticket', outcome.ticket);
    parts.set('provider', outcome.provider);
    parts.set('returnTo', outcome.returnTo);
  }
  return parts.toString();
}

/** Reads the finishing page's fragment back; undefined when it is not one the server writes. */
export function parseOutcomeFragment(fragment: string): SsoOutcome | undefined {
  const parts = new URLSearchParams(fragment.replace(/^#/, ''));
  const error = parts.get('error');
  const code = parts.get('code');
  const ticket = parts.get('ticket');
  const returnTo = safeReturnPath(parts.get('returnTo'));
  const provider = parts.get('provider');
  const candidate = error
    ? { kind: 'failed', reason: error }
    : code
      ? { kind: 'code', code, provider, returnTo }
      : ticket
        ? { kind: 'link', ticket, provider, returnTo }
        : undefined;
  const parsed = SsoOutcomeSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}
