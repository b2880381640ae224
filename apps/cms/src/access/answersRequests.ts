import type { Access } from 'payload';

import { isStaffUser } from './isStaff';
import { HAS_LIFE_CYCLE } from './submissionsForStaff';

/** Allows CMS staff (administrators and editors) to move requests through their life cycle; no other change. */
export const answersRequests: Access = ({ req }) => (isStaffUser(req.user) ? HAS_LIFE_CYCLE : false);
