import { randomBytes } from 'node:crypto';

import type { SsoProviderConfig } from '@hcp/contracts/sso';
import type { Payload, PayloadRequest } from 'payload';

import type { AuditOrigin } from '../audit/origin';
import { recordAuditEvent } from '../audit/record';
import type { SsoIdentity as SsoIdentityLink, User } from '../payload-types';
import { inTransaction } from '../utilities/inTransaction';
import type { SsoIdentity } from './identity';

const LINKS = 'sso-identities';

/** Where a professional's sign-in through a provider leads. */
export type PortalAccountOutcome =
  /** A linked account (or one just made, pending approval): a session may start, subject to its status. */
  | { kind: 'account'; user: User; created: boolean }
  /** The email belongs to an account not linked to this provider: its owner must confirm with its password. */
  | { kind: 'link'; user: User };

type Origin = Required<Omit<AuditOrigin, 'actor'>>;

/** The portal account with this id, read directly (the sign-in's own checks decide what it may do). */
export async function userById(payload: Payload, id: number): Promise<User | null> {
  return payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } });
}

/** The account linked to the provider's subject, its link brought up to date with this sign-in. */
async function linkedAccount(payload: Payload, identity: SsoIdentity): Promise<User | null> {
  const link = await payload.db.findOne<SsoIdentityLink>({
    collection: LINKS,
    where: { and: [{ provider: { equals: identity.provider } }, { subject: { equals: identity.subject } }] },
  });
  if (!link) return null;
  await payload.db.updateOne({
    collection: LINKS,
    id: link.id,
    // A SAML sign-in's session replaces the last one's: single logout names the newest (saml-logout.ts).
    data: {
      email: identity.email,
      lastSignInAt: new Date().toISOString(),
      ...(identity.samlSession ? { samlSession: identity.samlSession } : {}),
    },
    returning: false,
  });
  return userById(payload, typeof link.user === 'object' ? link.user.id : link.user);
}

/** Links the provider's subject to an account; recorded in the audit trail as the owner's (or an editor's) act. */
export async function linkIdentity(
  payload: Payload,
  identity: Pick<SsoIdentity, 'provider' | 'subject' | 'email' | 'samlSession'>,
  user: Pick<User, 'id' | 'email'>,
  origin: Origin,
  by: 'password' | 'sign-up',
  req?: PayloadRequest,
): Promise<void> {
  await payload.db.create({
    collection: LINKS,
    ...(req ? { req } : {}),
    data: {
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      user: user.id,
      lastSignInAt: new Date().toISOString(),
      ...(identity.samlSession ? { samlSession: identity.samlSession } : {}),
    },
  });
  await recordAuditEvent(
    payload,
    {
      action: 'sso.linked',
      actor: { kind: 'portal-account', id: user.id, email: user.email },
      target: { collection: 'users', id: user.id, label: user.email },
      ...origin,
      details: { provider: identity.provider, by },
    },
    req,
  );
}

/**
 * A new professional's account from their first sign-in: pending, with no roles, in the registration queue with the
 * provider's name and the claims it gave, so an editor approves it by giving roles, as for any registration. Its
 * password is random and never told: the person signs in through the provider, or sets one with a password reset.
 */
async function createPendingAccount(
  payload: Payload,
  provider: SsoProviderConfig,
  identity: SsoIdentity,
  origin: Origin,
): Promise<User> {
  // The account, its link and their records are written together or not at all.
  return inTransaction(payload, async (req) => {
    const user = await payload.create({
      collection: 'users',
      req,
      // Nobody is signed in: the provider's checked ID token is the proof.
      overrideAccess: true,
      data: {
        email: identity.email,
        password: randomBytes(32).toString('base64url'),
        firstName: identity.givenName || identity.email.slice(0, identity.email.indexOf('@')),
        lastName: identity.familyName || '-',
        organisation: provider.name,
        ...(identity.registrationNumber ? { registrationNumber: identity.registrationNumber } : {}),
        status: 'pending',
        roles: [],
        ssoSignUp: { provider: provider.name, claims: identity.claims },
      },
    });
    await recordAuditEvent(
      payload,
      {
        action: 'sso.account-created',
        actor: { kind: 'portal-account', id: user.id, email: user.email },
        target: { collection: 'users', id: user.id, label: user.email },
        ...origin,
        details: { provider: provider.id },
      },
      req,
    );
    await linkIdentity(payload, identity, user, origin, 'sign-up', req);
    return user;
  });
}

/**
 * Finds the portal account a provider's sign-in reaches: the one linked to its subject; else, for an unknown email, a
 * new pending account; else (the email has an account) a link the owner confirms with the account's password. An
 * existing account is never linked silently: whoever controls a provider would otherwise take over any account.
 */
export async function portalAccountFor(
  payload: Payload,
  provider: SsoProviderConfig,
  identity: SsoIdentity,
  origin: Origin,
): Promise<PortalAccountOutcome> {
  const linked = await linkedAccount(payload, identity);
  if (linked) return { kind: 'account', user: linked, created: false };
  const existing = await payload.db.findOne<User>({
    collection: 'users',
    where: { email: { equals: identity.email } },
  });
  if (existing) return { kind: 'link', user: existing };
  try {
    return { kind: 'account', user: await createPendingAccount(payload, provider, identity, origin), created: true };
  } catch (error) {
    // Two first sign-ins at once: the other one made the account (or its link); this one goes on as a later sign-in.
    const again = (await linkedAccount(payload, identity)) ?? null;
    if (again) return { kind: 'account', user: again, created: false };
    throw error;
  }
}
