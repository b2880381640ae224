import type { SsoAudience, SsoProviderConfig } from '@hcp/contracts/sso';
import { SsoProviderConfigSchema } from '@hcp/contracts/sso';
import type { Payload } from 'payload';

import { env } from '../env';
import type { IdentityProvider } from '../payload-types';
import { openSecret } from '../two-factor/secret-box';

const COLLECTION = 'identity-providers';

/**
 * A provider managed in /admin, as the sign-in reads it: its sealed secret opened. A row that no longer makes a whole
 * provider (a secret sealed under another Payload secret, a field left empty, private_key_jwt without the portal's key
 * SSO_CLIENT_KEY) is left out, and logged.
 */
function fromRow(payload: Payload, row: IdentityProvider): SsoProviderConfig | undefined {
  const candidate = {
    id: row.providerId,
    name: row.name,
    type: row.type,
    domains: row.domains ?? [],
    audience: row.audience,
    claims: {
      email: row.claims.email,
      givenName: row.claims.givenName,
      familyName: row.claims.familyName,
      registrationNumber: row.claims.registrationNumber ?? undefined,
      groups: row.claims.groups,
    },
    roleMapping: (row.roleMapping ?? []).map(({ group, role }) => ({ group, role })),
    mfaAsserted: row.mfaAsserted ?? false,
    ...(row.type === 'oidc'
      ? {
          issuer: row.issuer ?? undefined,
          clientId: row.clientId ?? undefined,
          tokenAuthMethod: row.tokenAuthMethod ?? undefined,
          clientSecret: row.clientSecret ? openSecret(row.clientSecret, env.sso.secretKey) : undefined,
          mfaAcrValues: row.mfaAcrValues ?? [],
        }
      : {
          metadataUrl: row.metadataUrl ?? undefined,
          metadataXml: row.metadataXml ?? undefined,
        }),
  };
  const parsed = SsoProviderConfigSchema.safeParse(candidate);
  if (parsed.success && parsed.data.type === 'oidc' && parsed.data.tokenAuthMethod === 'private_key_jwt') {
    if (env.sso.clientKey) return parsed.data;
    payload.logger.warn({
      msg: 'an identity provider managed in the admin authenticates with private_key_jwt, but SSO_CLIENT_KEY is not set: it is not offered',
      provider: row.providerId,
    });
    return undefined;
  }
  if (parsed.success) return parsed.data;
  payload.logger.warn({
    msg: 'an identity provider managed in the admin is incomplete and is not offered',
    provider: row.providerId,
    problems: parsed.error.issues.map((issue) => issue.path.join('.')),
  });
  return undefined;
}

/** Every provider: those of the deployment's file, then those managed in /admin. */
export async function listProviders(payload: Payload): Promise<SsoProviderConfig[]> {
  const { docs } = await payload.db.find<IdentityProvider>({
    collection: COLLECTION,
    where: { source: { equals: 'admin' } },
    limit: 0,
    pagination: false,
    sort: 'name',
  });
  const fromFile = new Set(env.sso.fileProviders.map(({ id }) => id));
  const managed = docs
    .filter((row) => !fromFile.has(row.providerId))
    .map((row) => fromRow(payload, row))
    .filter((provider): provider is SsoProviderConfig => provider !== undefined);
  return [...env.sso.fileProviders, ...managed];
}

/** The provider with this id that serves `audience` (any audience when none is named), or undefined. */
export async function providerById(
  payload: Payload,
  id: string,
  audience?: SsoAudience,
): Promise<SsoProviderConfig | undefined> {
  return (await listProviders(payload)).find(
    (provider) => provider.id === id && (audience === undefined || provider.audience.includes(audience)),
  );
}

/** Home-realm discovery: the provider whose domains include the address's, for `audience`. */
export async function providerForEmail(
  payload: Payload,
  email: string,
  audience: SsoAudience,
): Promise<SsoProviderConfig | undefined> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return (await listProviders(payload)).find(
    (provider) => provider.audience.includes(audience) && provider.domains.includes(domain),
  );
}

/**
 * Copies the providers of SSO_PROVIDERS_FILE into the admin's list, read-only and without their secrets, so
 * administrators see every provider in one place; a provider removed from the file leaves the list.
 */
export async function syncFileProviders(payload: Payload): Promise<void> {
  const ids = env.sso.fileProviders.map(({ id }) => id);
  await payload.db.deleteMany({
    collection: COLLECTION,
    where: { and: [{ source: { equals: 'file' } }, ...(ids.length > 0 ? [{ providerId: { not_in: ids } }] : [])] },
  });
  for (const provider of env.sso.fileProviders) {
    const data = {
      providerId: provider.id,
      name: provider.name,
      type: provider.type,
      issuer: provider.type === 'oidc' ? provider.issuer : null,
      clientId: provider.type === 'oidc' ? provider.clientId : null,
      tokenAuthMethod: provider.type === 'oidc' ? provider.tokenAuthMethod : null,
      clientSecret: null,
      metadataUrl: provider.type === 'saml' ? (provider.metadataUrl ?? null) : null,
      metadataXml: provider.type === 'saml' ? (provider.metadataXml ?? null) : null,
      domains: provider.domains,
      audience: provider.audience,
      claims: provider.claims,
      roleMapping: provider.roleMapping,
      mfaAsserted: provider.mfaAsserted,
      mfaAcrValues: provider.type === 'oidc' ? provider.mfaAcrValues : [],
      source: 'file' as const,
    };
    const existing = await payload.db.findOne<IdentityProvider>({
      collection: COLLECTION,
      where: { providerId: { equals: provider.id } },
    });
    if (existing) await payload.db.updateOne({ collection: COLLECTION, id: existing.id, data, returning: false });
    else await payload.db.create({ collection: COLLECTION, data });
  }
}
