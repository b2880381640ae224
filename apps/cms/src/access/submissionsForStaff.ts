import type { Access, Where } from 'payload';

import { isAdministratorUser } from './isAdministrator';
import { isStaffUser } from './isStaff';

/** Submissions that are requests with a life cycle (a signed-in person's request); public contact has none. */
export const HAS_LIFE_CYCLE: Where = { status: { exists: true } };

/**
 * Allows CMS administrators every submission; editors only requests with a life cycle, which they answer (anonymous
 * contact messages stay with administrators); nobody else any.
 */
export const submissionsForStaff: Access = ({ req }) => {
  if (isAdministratorUser(req.user)) return true;
  return isStaffUser(req.user) ? HAS_LIFE_CYCLE : false;
};
