import { AREAS } from '@hcp/contracts/areas';
import type { Access } from 'payload';

import { capabilitiesOf } from './capabilitiesOf';
import { isStaffUser } from './isStaff';

/** Allows CMS staff, and portal accounts whose roles open the clinical requests area. */
export const readsClinicalRequests: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  return req.user?.collection === 'users' && capabilitiesOf(req.user).includes(AREAS['clinical-requests'].capability);
};
