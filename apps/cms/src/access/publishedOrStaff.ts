import type { Access } from 'payload';

import { isStaffUser } from './isStaff';

/** Allows CMS staff every version; everyone else, signed in or not, only what is published. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { _status: { equals: 'published' } };
