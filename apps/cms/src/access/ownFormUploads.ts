import type { Access } from 'payload';

import { isAdministratorUser } from './isAdministrator';

/** Allows CMS administrators every form upload; a portal account only the files it uploaded; nobody else any. */
export const ownFormUploads: Access = ({ req }) => {
  if (isAdministratorUser(req.user)) return true;
  if (req.user?.collection === 'users') return { uploadedBy: { equals: req.user.id } };
  return false;
};
