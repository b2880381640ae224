import type { Access, Where } from 'payload';

import { CONTENT_AREA_OPTIONS } from '../collections/Documents/areas';
import { capabilitiesOf } from './publishedFor';
import { isStaffUser } from './isStaff';

const AREAS = new Set<string>(CONTENT_AREA_OPTIONS.map((option) => option.value));
const NO_DOCUMENT: Where = { id: { exists: false } };

/** Allows CMS staff every document; a portal account only documents of the areas its roles open; no one else any. */
export const documentsForCapabilities: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  if (req.user?.collection !== 'users') return false;
  // Only content areas: PostgreSQL refuses an enum comparison with a value outside the enum (read, wb_edit_current_user…).
  const areas = capabilitiesOf(req.user).filter((capability) => AREAS.has(capability));
  // An account whose roles open no area matches no document (a query, not a refusal, so finders answer 404).
  return areas.length > 0 ? { area: { in: areas } } : NO_DOCUMENT;
};
