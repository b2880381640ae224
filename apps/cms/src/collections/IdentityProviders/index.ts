import {
  CMS_PROVIDER_DOMAINS_MESSAGE,
  cmsProviderListsDomains,
  EmailDomainSchema,
  MAX_MFA_ACR_VALUES,
  MfaAcrValueSchema,
  SSO_AUDIENCES,
  SSO_CMS_ROLES,
  SSO_PROVIDER_TYPES,
  SsoProviderIdSchema,
} from '@hcp/contracts/sso';
import type { CollectionConfig, FieldHook } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { nobodyField } from '../../access/nobody';
import { editableIdentityProviders } from '../../access/editableIdentityProviders';
import { env } from '../../env';
import { openSecret, sealSecret } from '../../two-factor/secret-box';

type ClientAuthentication = { tokenAuthMethod?: string | null; clientSecret?: string | null };

/**
 * The client secret is sealed before it is stored and never read back out through the admin: an empty field on save
 * keeps the secret already stored. A provider that authenticates with the portal's key keeps no secret at all.
 */
const sealClientSecret: FieldHook = ({ value, siblingData, siblingDocWithLocales }) => {
  const stored = siblingDocWithLocales as ClientAuthentication | undefined;
  const method = (siblingData as ClientAuthentication).tokenAuthMethod ?? stored?.tokenAuthMethod;
  if (method === 'private_key_jwt') return null;
  if (typeof value === 'string' && value.trim() !== '') {
    return openSecret(value, env.sso.secretKey) === undefined ? sealSecret(value.trim(), env.sso.secretKey) : value;
  }
  // The stored row as it is in the database: `originalDoc` has been through the hook below, which blanks it.
  return stored?.clientSecret ?? null;
};

/** The admin never shows a stored secret again, only that one is set. */
const hideClientSecret: FieldHook = ({ value }: { value?: unknown }) => (value ? '' : value);

const validateSlug = (value: unknown) => {
  const parsed = SsoProviderIdSchema.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Enter an id.';
  if (env.sso.fileProviders.some((provider) => provider.id === value)) {
    return 'A provider with this id is declared in the deployment’s SSO providers file.';
  }
  return true;
};

const validateDomains = (value: unknown, { data }: { data: unknown }) => {
  const domains = Array.isArray(value) ? (value as unknown[]) : [];
  for (const domain of domains) {
    const parsed = EmailDomainSchema.safeParse(domain);
    if (!parsed.success) return `${String(domain)}: ${parsed.error.issues[0]?.message ?? 'not a domain'}`;
  }
  const audience = (data as { audience?: unknown } | undefined)?.audience;
  const audiences = Array.isArray(audience)
    ? audience.filter((entry): entry is string => typeof entry === 'string')
    : [];
  if (!cmsProviderListsDomains({ audience: audiences, domains: domains.map(String) })) {
    return CMS_PROVIDER_DOMAINS_MESSAGE;
  }
  return true;
};

const validateAcrValues = (value: unknown) => {
  for (const acr of Array.isArray(value) ? value : []) {
    const parsed = MfaAcrValueSchema.safeParse(acr);
    if (!parsed.success) return `${String(acr)}: ${parsed.error.issues[0]?.message ?? 'not an acr value'}`;
  }
  return true;
};

const isOidc = (data: unknown) => (data as { type?: string } | undefined)?.type === 'oidc';
/** Only a provider that authenticates with a client secret asks for one. */
const usesClientSecret = (data: unknown) =>
  isOidc(data) && (data as ClientAuthentication).tokenAuthMethod !== 'private_key_jwt';
const isSaml = (data: unknown) => (data as { type?: string } | undefined)?.type === 'saml';

/**
 * The identity providers professionals and editors sign in through (issue 34, docs/sso.md). Administrators manage
 * them here; those a deployment declares in SSO_PROVIDERS_FILE are copied in at start, marked "file", and read-only.
 * The server reads the providers from sso/providers.ts, which joins both.
 */
export const IdentityProviders: CollectionConfig = {
  slug: 'identity-providers',
  labels: { singular: 'Identity provider', plural: 'Identity providers' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'providerId', 'type', 'audience', 'source'],
    group: 'Administration',
    hidden: ({ user }) => !isAdministratorUser(user),
    description:
      'Hospitals’ and the company’s sign-in services (OpenID Connect or SAML). People whose email domain is listed sign in through them. See docs/sso.md for the addresses to register.',
  },
  access: {
    read: isAdministrator,
    create: isAdministrator,
    update: editableIdentityProviders,
    delete: editableIdentityProviders,
  },
  fields: [
    {
      name: 'providerId',
      label: 'Id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: {
        description: 'Lower-case letters, digits and hyphens. It names the provider in the addresses it calls back.',
      },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 100,
      admin: { description: 'Shown on the sign-in screen.' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'oidc',
      options: SSO_PROVIDER_TYPES.map((value) => ({ value, label: value === 'oidc' ? 'OpenID Connect' : 'SAML 2.0' })),
    },
    {
      name: 'issuer',
      type: 'text',
      maxLength: 500,
      admin: { condition: isOidc, description: 'The issuer URL; its discovery document is read from it.' },
      validate: (value: unknown, { data }: { data: unknown }) =>
        !isOidc(data) || (typeof value === 'string' && /^https?:\/\/\S+$/.test(value)) || 'Enter the issuer URL.',
    },
    {
      name: 'clientId',
      label: 'Client id',
      type: 'text',
      maxLength: 500,
      admin: { condition: isOidc },
    },
    {
      name: 'tokenAuthMethod',
      label: 'Client authentication',
      type: 'select',
      required: true,
      defaultValue: 'client_secret_post',
      options: [
        { value: 'client_secret_post', label: 'Client secret (client_secret_post)' },
        { value: 'private_key_jwt', label: 'Signed assertion with the portal’s key (private_key_jwt)' },
      ],
      admin: {
        condition: isOidc,
        description:
          'How the portal proves itself at the provider’s token endpoint. NHS CIS2 asks for private_key_jwt: the portal signs with its key SSO_CLIENT_KEY and publishes the public key at /json/sso/jwks. While SSO_CLIENT_KEY is not set, a provider set to private_key_jwt is not offered (the server logs it).',
      },
    },
    {
      // Read before the secret below is blanked for the admin: whether one is stored, since it is never shown again.
      name: 'clientSecretStored',
      label: 'A client secret is stored',
      type: 'checkbox',
      virtual: true,
      hooks: { afterRead: [({ siblingData }) => Boolean((siblingData as { clientSecret?: unknown }).clientSecret)] },
      admin: { condition: usesClientSecret, readOnly: true },
    },
    {
      name: 'clientSecret',
      label: 'Client secret',
      type: 'text',
      maxLength: 2000,
      hooks: { beforeChange: [sealClientSecret], afterRead: [hideClientSecret] },
      // On save, checked after the hook above (the new secret sealed, or the one already stored); while the form is
      // edited the field shows empty, and the flag above says whether a secret is stored.
      validate: (value: unknown, { data }: { data: unknown }) =>
        !usesClientSecret(data) ||
        (typeof value === 'string' && value !== '') ||
        (data as { clientSecretStored?: unknown }).clientSecretStored === true ||
        'Enter the client secret the provider issued, or choose private_key_jwt.',
      admin: {
        condition: usesClientSecret,
        description: 'Stored encrypted and never shown again. Leave empty to keep the secret already stored.',
      },
    },
    {
      name: 'metadataUrl',
      label: 'Metadata URL',
      type: 'text',
      maxLength: 500,
      admin: { condition: isSaml, description: 'The identity provider’s SAML metadata, or paste it below.' },
    },
    {
      name: 'metadataXml',
      label: 'Metadata XML',
      type: 'textarea',
      maxLength: 200_000,
      admin: { condition: isSaml },
    },
    {
      name: 'domains',
      type: 'text',
      hasMany: true,
      validate: validateDomains,
      admin: {
        description:
          'Email domains whose people sign in here, such as northbridge.nhs.uk. Required for the CMS audience: its sign-in reaches the CMS account of any address in them.',
      },
    },
    {
      name: 'audience',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['portal'],
      options: SSO_AUDIENCES.map((value) => ({
        value,
        label: value === 'portal' ? 'Portal: professionals' : 'CMS: editors and administrators',
      })),
    },
    {
      name: 'claims',
      label: 'Claim mapping',
      type: 'group',
      admin: { description: 'Which claims (OIDC) or attributes (SAML) carry each part of the identity.' },
      fields: [
        { name: 'email', type: 'text', defaultValue: 'email', required: true },
        { name: 'givenName', label: 'Given name', type: 'text', defaultValue: 'given_name', required: true },
        { name: 'familyName', label: 'Family name', type: 'text', defaultValue: 'family_name', required: true },
        { name: 'registrationNumber', label: 'Registration number (optional)', type: 'text' },
        { name: 'groups', type: 'text', defaultValue: 'groups', required: true },
      ],
    },
    {
      name: 'roleMapping',
      label: 'CMS roles by group',
      type: 'array',
      admin: {
        description:
          'For CMS sign-in: a person in one of these groups gets its role at each sign-in; in none, they are refused.',
      },
      fields: [
        { name: 'group', type: 'text', required: true, maxLength: 200 },
        {
          name: 'role',
          type: 'select',
          required: true,
          options: SSO_CMS_ROLES.map((value) => ({ value, label: value === 'admin' ? 'Administrator' : 'Editor' })),
        },
      ],
    },
    {
      name: 'mfaAsserted',
      label: 'The provider asserts multi-factor sign-in',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'When its sign-in says a second factor was used (OIDC amr “mfa” or an acr value below, SAML authentication context), the portal’s own code step is skipped.',
      },
    },
    {
      name: 'mfaAcrValues',
      label: 'acr values that count as multi-factor',
      type: 'text',
      hasMany: true,
      maxRows: MAX_MFA_ACR_VALUES,
      validate: validateAcrValues,
      admin: {
        condition: isOidc,
        description:
          'The provider’s own acr values that mean a second factor was used, exactly as its ID tokens send them: for NHS CIS2, AAL3_ANY and AAL2_OR_AAL3_ANY (see docs/sso.md). The standard ones (OpenID PAPE multi-factor, https://refeds.org/profile/mfa) always count. Only while the box above is ticked.',
      },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      options: [
        { value: 'admin', label: 'Managed here' },
        { value: 'file', label: 'Deployment file (read-only)' },
      ],
      access: { create: nobodyField, update: nobodyField },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
};
