import type { CollectionBeforeChangeHook } from 'payload';

import type { User } from '../../../payload-types';
import { isBarredByStaff } from '../status';

/** Suspending an account, or rejecting its registration, ends every session it has, at once. */
export const revokeSessionsWhenSuspended: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && isBarredByStaff(data.status) && originalDoc?.status !== data.status) {
    return { ...data, sessions: [] };
  }
  return data;
};
