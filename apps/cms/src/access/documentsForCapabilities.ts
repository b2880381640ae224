import type { Access } from 'payload';

import { CONTENT_AREA_OPTIONS } from '../collections/Documents/areas';
import { capabilitiesOf } from './publishedFor';
import { isStaffUser } from './isStaff';

const AREAS = new Set<string>(CONTENT_AREA_OPTIONS.map((option) => option.value));

/** Allows CMS staff every document; a portal account only documents of the areas its roles open. */
export const documentsForCapabilities: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  if (req.user?.collection !== 'users') return false;
  // Only capabilities that name an area: PostgreSQL refuses values outside the `area` enum (read, wb_edit_current_user…).
  const areas = capabilitiesOf(req.user).filter((capability) => AREAS.has(capability));
  return areas.length > 0 ? { area: { in: areas } } : false;
};
