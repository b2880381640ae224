import type { Access } from 'payload';

import { isAdministratorUser } from './isAdministrator';

/** Allows CMS administrators every push subscription; a portal account only its own browsers'; nobody else any. */
export const ownPushSubscriptions: Access = ({ req }) => {
  if (isAdministratorUser(req.user)) return true;
  if (req.user?.collection === 'users') return { account: { equals: req.user.id } };
  return false;
};
