import type { Access, AuthCollectionSlug } from 'payload';

import { isAdministratorUser } from './isAdministrator';

/** Allows CMS administrators every account of `collection`, and an account of that collection itself only. */
export function isAdministratorOrSelf(collection: AuthCollectionSlug): Access {
  return ({ req }) => {
    if (isAdministratorUser(req.user)) return true;
    if (req.user?.collection === collection) return { id: { equals: req.user.id } };
    return false;
  };
}
