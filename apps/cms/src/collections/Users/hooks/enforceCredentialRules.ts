import { type CollectionBeforeChangeHook, type RequestContext, ValidationError } from 'payload';

import type { User } from '../../../payload-types';
import { newSecretToken } from '../../../utilities/secretToken';
import { credentialProofFor } from '../credentialProof';

/** A new address waits this long for its confirmation. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What `notifyCredentialChanges` mails and revokes once the change is saved. */
export type CredentialChange = {
  password?: true;
  emailRequested?: { newEmail: string; token: string };
  emailConfirmed?: { oldEmail: string };
};

const CHANGES_KEY = 'credentialChanges';

export function credentialChangeOf(context: RequestContext, userId: number): CredentialChange | undefined {
  return (context[CHANGES_KEY] as Record<number, CredentialChange> | undefined)?.[userId];
}

function remember(context: RequestContext, userId: number, change: CredentialChange): void {
  const changes = (context[CHANGES_KEY] as Record<number, CredentialChange> | undefined) ?? {};
  changes[userId] = change;
  context[CHANGES_KEY] = changes;
}

const NO_PROOF =
  'Only the account holder can change the password or email address of a portal account: with the current password on the portal, or through a password reset link. To help someone who forgot their password, ask them to use “Forgot your password?” on the portal.';

/**
 * One set of credential rules on every path (portal API, Payload's REST and local API, the admin UI): a portal
 * account's password or email changes only with a proof the server's own code made (the current password, a reset
 * link, or the new address's confirmation link). A new address is not applied at once: it waits, with a hashed,
 * single-use, expiring token mailed to it, until `confirm-email-change` applies it.
 */
export const enforceCredentialRules: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data;
  const password: unknown = (data as { password?: unknown }).password;
  const changesPassword = typeof password === 'string' && password !== '';
  const newEmail = typeof data.email === 'string' ? data.email.trim().toLowerCase() : undefined;
  const changesEmail = newEmail !== undefined && newEmail !== originalDoc.email.toLowerCase();
  if (!changesPassword && !changesEmail) return data;

  const proof = credentialProofFor(req.context, originalDoc.id);
  const refuse = (paths: string[]) =>
    new ValidationError({ collection: 'users', errors: paths.map((path) => ({ path, message: NO_PROOF })) }, req.t);
  if (!proof) throw refuse([...(changesPassword ? ['password'] : []), ...(changesEmail ? ['email'] : [])]);

  if (proof.kind === 'email-confirmation') {
    if (changesPassword || newEmail !== originalDoc.pendingEmail?.address) throw refuse(['email']);
    remember(req.context, originalDoc.id, { emailConfirmed: { oldEmail: originalDoc.email } });
    return { ...data, email: newEmail, pendingEmail: { address: null, tokenHash: null, expiresAt: null } };
  }
  if (changesEmail && proof.kind !== 'current-password') throw refuse(['email']);

  const change: CredentialChange = changesPassword ? { password: true } : {};
  if (!changesEmail || !newEmail) {
    remember(req.context, originalDoc.id, change);
    return data;
  }
  // The address stays as it is until the link sent to the new one is followed.
  const { token, stored } = newSecretToken(EMAIL_CHANGE_LIFETIME_MS);
  remember(req.context, originalDoc.id, { ...change, emailRequested: { newEmail, token } });
  return { ...data, email: originalDoc.email, pendingEmail: { address: newEmail, ...stored } };
};
