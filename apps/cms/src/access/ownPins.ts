import type { Access } from 'payload';

/** Allows a portal account its own pins only; nobody else, CMS staff included (pins are a personal preference). */
export const ownPins: Access = ({ req }) =>
  req.user?.collection === 'users' ? { owner: { equals: req.user.id } } : false;
