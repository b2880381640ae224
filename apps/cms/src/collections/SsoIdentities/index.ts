import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';

import { isStaff, isStaffUser } from '../../access/isStaff';
import { nobody } from '../../access/nobody';
import { type AuditActor, recordAuditEvent } from '../../audit/record';

type Link = {
  id: number;
  provider: string;
  subject: string;
  email?: string | null;
  user?: number | { id: number } | null;
};

const accountOf = (link: Link) => (typeof link.user === 'object' && link.user ? link.user.id : link.user);

/** Who removed or made a link: an editor, the account itself (deleting itself), or the server. */
function actorOf(user: unknown): AuditActor {
  const caller = user as { id?: number; email?: string; collection?: string } | null | undefined;
  if (!caller?.id) return { kind: 'system' };
  const kind = caller.collection === 'admins' ? 'cms-account' : 'portal-account';
  return { kind, id: caller.id, email: caller.email ?? '' };
}

/** An editor's link made in /admin is recorded; links the sign-in makes are recorded by the sign-in (sso/accounts.ts). */
const recordLink: CollectionAfterChangeHook<Link> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !isStaffUser(req.user)) return doc;
  await recordAuditEvent(
    req.payload,
    {
      action: 'sso.linked',
      actor: actorOf(req.user),
      target: { collection: 'users', id: accountOf(doc) ?? undefined, label: doc.email ?? undefined },
      details: { provider: doc.provider, by: 'editor' },
    },
    req,
  );
  return doc;
};

const recordUnlink: CollectionAfterDeleteHook<Link> = async ({ doc, req }) => {
  await recordAuditEvent(
    req.payload,
    {
      action: 'sso.unlinked',
      actor: actorOf(req.user),
      target: { collection: 'users', id: accountOf(doc) ?? undefined, label: doc.email ?? undefined },
      details: { provider: doc.provider },
    },
    req,
  );
};

/**
 * Which portal account a person signing in through an identity provider reaches: the provider's id and the subject it
 * gives them (OIDC `sub`, SAML NameID). Made at their first sign-in (a new pending account, or linked with the
 * account's password), or by an editor here. Deleting a link makes the next sign-in through that provider ask again.
 */
export const SsoIdentities: CollectionConfig = {
  slug: 'sso-identities',
  labels: { singular: 'Single sign-on link', plural: 'Single sign-on links' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'provider', 'user', 'lastSignInAt'],
    group: 'People',
    hidden: ({ user }) => !isStaffUser(user),
    description:
      'Portal accounts and the hospital sign-ins that reach them. Link an account only when you know the person owns both; delete a link to stop that sign-in reaching the account.',
  },
  access: { read: isStaff, create: isStaff, update: nobody, delete: isStaff },
  hooks: { afterChange: [recordLink], afterDelete: [recordUnlink] },
  indexes: [{ fields: ['provider', 'subject'], unique: true }],
  fields: [
    { name: 'provider', type: 'text', required: true, index: true, admin: { description: 'The provider’s id.' } },
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: 500,
      admin: { description: 'The provider’s identifier for the person (OIDC sub, SAML NameID).' },
    },
    { name: 'email', type: 'email', admin: { description: 'The address the provider gave at the last sign-in.' } },
    { name: 'user', label: 'Portal account', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'lastSignInAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      // What a SAML single logout request must name: the NameID's format and qualifiers and the session's index, as
      // the last sign-in's assertion gave them.
      name: 'samlSession',
      type: 'json',
      admin: { hidden: true },
    },
  ],
};
