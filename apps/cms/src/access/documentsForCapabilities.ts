import type { Capability } from '@hcp/contracts/capabilities';
import type { Access } from 'payload';

import { CONTENT_AREA_OPTIONS } from '../collections/Documents/areas';
import type { User } from '../payload-types';
import { capabilitiesOf } from './publishedFor';
import { isStaffUser } from './isStaff';

const CONTENT_AREAS = new Set<Capability>(CONTENT_AREA_OPTIONS.map((option) => option.value));

/** The document areas a portal account's roles open: only area capabilities (PostgreSQL's enum holds no others). */
export function documentAreasOf(user: Pick<User, 'roles'>): Capability[] {
  return capabilitiesOf(user).filter((capability) => CONTENT_AREAS.has(capability));
}

/** Allows CMS staff every document; a portal account only documents of the areas its roles open. */
export const documentsForCapabilities: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  if (req.user?.collection !== 'users') return false;
  const areas = documentAreasOf(req.user);
  return areas.length > 0 ? { area: { in: areas } } : false;
};
