import type { CollectionBeforeChangeHook } from 'payload';

import type { User } from '../../../payload-types';

/** Suspending an account ends every session it has, at once. */
export const revokeSessionsWhenSuspended: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.status === 'suspended' && originalDoc?.status !== 'suspended') {
    return { ...data, sessions: [] };
  }
  return data;
};
