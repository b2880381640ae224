import type { CollectionBeforeValidateHook } from 'payload';

/** A new personal record belongs to the portal account that writes it, whatever the request says. */
export const setOwner: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user?.collection === 'users') return { ...data, owner: req.user.id };
  return data;
};
