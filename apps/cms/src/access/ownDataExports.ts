import type { Access } from 'payload';

/** Allows a portal account its own data exports only; nobody else, CMS staff included (a copy of someone's data). */
export const ownDataExports: Access = ({ req }) =>
  req.user?.collection === 'users' ? { account: { equals: req.user.id } } : false;
