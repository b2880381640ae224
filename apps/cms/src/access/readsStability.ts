import { AREAS } from '@hcp/contracts/areas';
import type { Access } from 'payload';

import { capabilitiesOf } from './capabilitiesOf';
import { isStaffUser } from './isStaff';

/**
 * Allows CMS staff, and portal accounts whose roles open the stability area: for the Y-site drug vocabulary, which
 * the Y-site routes read as the caller (Payload's own API stays closed to portal accounts).
 */
export const readsStability: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  return req.user?.collection === 'users' && capabilitiesOf(req.user).includes(AREAS.stability.capability);
};
