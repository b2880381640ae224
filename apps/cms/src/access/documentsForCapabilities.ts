import type { Access } from 'payload';

import { capabilitiesOf } from './publishedFor';
import { isStaffUser } from './isStaff';

/** Allows CMS staff every document; a portal account only documents of the areas its roles open. */
export const documentsForCapabilities: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  if (req.user?.collection !== 'users') return false;
  const capabilities = capabilitiesOf(req.user);
  return capabilities.length > 0 ? { area: { in: capabilities } } : false;
};
