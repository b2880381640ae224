import type { Capability } from '@hcp/contracts/capabilities';
import type { Access, Where } from 'payload';

import { startOfTodayUtc } from '../fields/governance';
import { capabilitiesOf } from './capabilitiesOf';
import { isStaffUser } from './isStaff';

/**
 * Allows CMS staff every version; a portal account holding `capability` only items that are published and not past
 * their review-by date; anyone else nothing.
 */
export function publishedFor(capability: Capability): Access {
  return ({ req }) => {
    if (isStaffUser(req.user)) return true;
    if (req.user?.collection !== 'users' || !capabilitiesOf(req.user).includes(capability)) return false;
    const servable: Where = {
      and: [{ _status: { equals: 'published' } }, { 'governance.reviewBy': { greater_than_equal: startOfTodayUtc() } }],
    };
    return servable;
  };
}
