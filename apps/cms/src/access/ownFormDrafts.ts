import type { Access } from 'payload';

/** Allows a portal account its own saved form drafts only; nobody else, CMS staff included (unfinished, unsent work). */
export const ownFormDrafts: Access = ({ req }) =>
  req.user?.collection === 'users' ? { owner: { equals: req.user.id } } : false;
