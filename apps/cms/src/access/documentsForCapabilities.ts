import type { Access } from 'payload';

import { contentAreasAmong } from '../collections/Documents/areas';
import { capabilitiesOf } from './capabilitiesOf';
import { isStaffUser } from './isStaff';

/** Allows CMS staff every document; a portal account only documents of the areas its roles open. */
export const documentsForCapabilities: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  if (req.user?.collection !== 'users') return false;
  // Only area capabilities: PostgreSQL refuses values outside the `area` enum (such as `read`) in the query.
  const areas = contentAreasAmong(capabilitiesOf(req.user));
  return areas.length > 0 ? { area: { in: areas } } : false;
};
