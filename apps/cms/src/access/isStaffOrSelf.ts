import type { Access, AuthCollectionSlug } from 'payload';

import { isStaffUser } from './isStaff';

/** Allows CMS staff every account of `collection`, and an account of that collection itself only. */
export function isStaffOrSelf(collection: AuthCollectionSlug): Access {
  return ({ req }) => {
    if (isStaffUser(req.user)) return true;
    if (req.user?.collection === collection) return { id: { equals: req.user.id } };
    return false;
  };
}
