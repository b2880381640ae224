import type { FieldAccess } from 'payload';

import { isStaffUser } from './isStaff';

/** Allows CMS staff only: for fields that are internal, such as the team addresses a form's mails go to. */
export const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req.user);
