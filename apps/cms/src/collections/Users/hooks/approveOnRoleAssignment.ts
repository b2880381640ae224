import type { CollectionBeforeChangeHook } from 'payload';

import type { User } from '../../../payload-types';

/** Approving a pending registration means giving it roles: the first roles move it from pending to approved. */
export const approveOnRoleAssignment: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || originalDoc?.status !== 'pending') return data;
  const roles = data.roles ?? originalDoc.roles ?? [];
  if (roles.length > 0 && (data.status === undefined || data.status === 'pending'))
    return { ...data, status: 'approved' };
  return data;
};
