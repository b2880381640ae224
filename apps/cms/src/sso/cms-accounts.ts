import { randomBytes } from 'node:crypto';

import type { SsoCmsRole, SsoProviderConfig } from '@hcp/contracts/sso';
import type { Payload } from 'payload';

import { type AuditOrigin, withAuditOrigin } from '../audit/origin';
import { recordAuditEvent } from '../audit/record';
import { ROLE_FROM_PROVIDER } from '../collections/Admins/hooks/firstAccountIsAdministrator';
import type { Admin } from '../payload-types';
import { inTransaction } from '../utilities/inTransaction';
import type { SsoIdentity } from './identity';

type Origin = Required<Omit<AuditOrigin, 'actor'>>;

/** Why an editor's sign-in through a provider reaches no CMS account, in the audit trail's words. */
export type CmsRefusal =
  /** The person is in none of the groups the provider maps to a role. */
  | 'unmapped-group'
  /** The email is a break-glass account's, which signs in with its password only. */
  | 'break-glass-account'
  /** The email's account already signs in through another provider, or as another person of this one. */
  | 'linked-elsewhere';

export type CmsAccountOutcome = { ok: true; admin: Admin; created: boolean } | { ok: false; reason: CmsRefusal };

/**
 * The role a provider's groups give: administrator when any group maps to it, else editor when any maps to that,
 * else none (the person is refused). Group names are compared exactly, as providers send ids or names verbatim.
 */
export function roleForGroups(
  roleMapping: SsoProviderConfig['roleMapping'],
  groups: readonly string[],
): SsoCmsRole | undefined {
  const given = new Set(groups);
  const roles = new Set(roleMapping.filter(({ group }) => given.has(group)).map(({ role }) => role));
  if (roles.has('admin')) return 'admin';
  return roles.has('editor') ? 'editor' : undefined;
}

/** Whether a CMS account signs in through an identity provider (and so never with its password). */
export function isProviderManaged(admin: Pick<Admin, 'sso' | 'breakGlass'>): boolean {
  return !admin.breakGlass && Boolean(admin.sso?.provider);
}

async function adminLinkedTo(payload: Payload, identity: SsoIdentity): Promise<Admin | null> {
  return payload.db.findOne<Admin>({
    collection: 'admins',
    where: {
      and: [{ 'sso.provider': { equals: identity.provider } }, { 'sso.subject': { equals: identity.subject } }],
    },
  });
}

/** Ends every session of a CMS account at once: the provider no longer vouches for the person. */
async function endSessions(payload: Payload, id: number): Promise<void> {
  await payload.db.updateOne({ collection: 'admins', id, data: { sessions: [] }, returning: false });
}

/**
 * Brings a provider-managed account up to date with this sign-in, in one transaction: the role its groups give
 * (recorded as `roles.changed` when it changes), the groups and the time. A link made now is recorded as `sso.linked`.
 */
async function updateFromSignIn(
  payload: Payload,
  admin: Admin,
  identity: SsoIdentity,
  role: SsoCmsRole,
  origin: Origin,
  linking: boolean,
): Promise<Admin> {
  return inTransaction(payload, async (req) => {
    const updated = await payload.update({
      collection: 'admins',
      id: admin.id,
      req,
      // The provider's checked sign-in is the authority here; nobody is signed in on this request yet.
      overrideAccess: true,
      context: withAuditOrigin({ ...origin, actor: { kind: 'system' } }),
      data: {
        role,
        sso: {
          provider: identity.provider,
          subject: identity.subject,
          groups: identity.groups,
          lastSignInAt: new Date().toISOString(),
        },
      },
    });
    if (linking) {
      // A reset link mailed before the link must not set a password the account can no longer use.
      await payload.db.updateOne({
        collection: 'admins',
        id: admin.id,
        req,
        data: { resetPasswordToken: null, resetPasswordExpiration: null },
        returning: false,
      });
      await recordAuditEvent(
        payload,
        {
          action: 'sso.linked',
          actor: { kind: 'cms-account', id: admin.id, email: admin.email },
          target: { collection: 'admins', id: admin.id, label: admin.email },
          ...origin,
          details: { provider: identity.provider, by: 'sign-in' },
        },
        req,
      );
    }
    return updated;
  });
}

/** A new CMS account for a person the provider puts in a mapped group: its password random and never told. */
async function createFromSignIn(
  payload: Payload,
  identity: SsoIdentity,
  role: SsoCmsRole,
  origin: Origin,
): Promise<Admin> {
  return inTransaction(payload, async (req) => {
    const name = [identity.givenName, identity.familyName].filter(Boolean).join(' ');
    const admin = await payload.create({
      collection: 'admins',
      req,
      // The provider's checked sign-in, and its group mapping, are the authority; nobody is signed in yet.
      overrideAccess: true,
      context: { ...withAuditOrigin({ ...origin, actor: { kind: 'system' } }), [ROLE_FROM_PROVIDER]: true },
      data: {
        email: identity.email,
        name: name || identity.email.slice(0, identity.email.indexOf('@')),
        password: randomBytes(32).toString('base64url'),
        role,
        breakGlass: false,
        sso: {
          provider: identity.provider,
          subject: identity.subject,
          groups: identity.groups,
          lastSignInAt: new Date().toISOString(),
        },
      },
    });
    await recordAuditEvent(
      payload,
      {
        action: 'sso.account-created',
        actor: { kind: 'cms-account', id: admin.id, email: admin.email },
        target: { collection: 'admins', id: admin.id, label: admin.email },
        ...origin,
        details: { provider: identity.provider, role },
      },
      req,
    );
    return admin;
  });
}

/**
 * Finds (or makes) the CMS account an editor's sign-in through a provider reaches, its role set from the provider's
 * groups at every sign-in. A person in no mapped group is refused, and any session of their linked account ends now:
 * losing the group removes the access. An existing account with the email is linked at its first sign-in (a provider
 * serving the CMS is trusted to grant roles, so reaching an account gives it nothing more), except a break-glass
 * account, which only ever signs in with its password, and an account another identity already signs in to.
 */
export async function cmsAccountFor(
  payload: Payload,
  provider: SsoProviderConfig,
  identity: SsoIdentity,
  origin: Origin,
): Promise<CmsAccountOutcome> {
  const role = roleForGroups(provider.roleMapping, identity.groups);
  const linked = await adminLinkedTo(payload, identity);
  if (!role) {
    if (linked) await endSessions(payload, linked.id);
    return { ok: false, reason: 'unmapped-group' };
  }
  if (linked) {
    if (linked.breakGlass) return { ok: false, reason: 'break-glass-account' };
    return { ok: true, admin: await updateFromSignIn(payload, linked, identity, role, origin, false), created: false };
  }
  const existing = await payload.db.findOne<Admin>({
    collection: 'admins',
    where: { email: { equals: identity.email } },
  });
  if (existing?.breakGlass) return { ok: false, reason: 'break-glass-account' };
  if (existing?.sso?.provider) return { ok: false, reason: 'linked-elsewhere' };
  if (existing) {
    return { ok: true, admin: await updateFromSignIn(payload, existing, identity, role, origin, true), created: false };
  }
  try {
    return { ok: true, admin: await createFromSignIn(payload, identity, role, origin), created: true };
  } catch (error) {
    // Two first sign-ins at once: the other one made the account; this one goes on as a later sign-in.
    const again = await adminLinkedTo(payload, identity);
    if (again) {
      return { ok: true, admin: await updateFromSignIn(payload, again, identity, role, origin, false), created: false };
    }
    throw error;
  }
}

/** The CMS account a refused sign-in concerned, if any (linked to the identity, or holding its email), for the trail. */
export async function linkedAdminOf(payload: Payload, identity: SsoIdentity): Promise<Admin | null> {
  return (
    (await adminLinkedTo(payload, identity)) ??
    payload.db.findOne<Admin>({ collection: 'admins', where: { email: { equals: identity.email } } })
  );
}
