import type { FieldAccess } from 'payload';

import { isStaffUser } from './isStaff';

/** Lets CMS staff change a portal account's field, and the account its own (its choices, set through the portal API). */
export const staffOrOwnAccountField: FieldAccess = ({ req, id }) =>
  isStaffUser(req.user) || (req.user?.collection === 'users' && id !== undefined && String(req.user.id) === String(id));
