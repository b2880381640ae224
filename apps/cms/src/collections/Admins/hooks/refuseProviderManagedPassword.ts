import { AuthenticationError, type CollectionBeforeOperationHook } from 'payload';

import type { Admin } from '../../../payload-types';
import { isProviderManaged } from '../../../sso/cms-accounts';

/**
 * An account an identity provider signs in to never signs in with a password, nor resets one: its access follows the
 * provider's groups, and a password would outlive the person's removal from them. The refusal reads exactly as a wrong
 * password does (the sign-in screen offers the provider's button instead); the trail records why.
 */
export const refuseProviderManagedPassword: CollectionBeforeOperationHook = async (hook) => {
  const { args, req } = hook;
  // Read as a plain name: Payload's union still lists operations it has deprecated.
  if ((hook as { operation: string }).operation !== 'login' || req.payloadAPI === 'local') return args;
  const email: unknown = (args as { data?: { email?: unknown } }).data?.email;
  if (typeof email !== 'string') return args;
  const account = await req.payload.db.findOne<Admin>({
    collection: 'admins',
    req,
    where: { email: { equals: email.trim().toLowerCase() } },
  });
  if (account && isProviderManaged(account)) {
    (req.context as Record<string, unknown>).signInRefusal = 'provider-managed';
    throw new AuthenticationError(req.t);
  }
  return args;
};
