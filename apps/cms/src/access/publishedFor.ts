import type { Capability } from '@hcp/contracts/capabilities';
import { unionOfCapabilities } from '@hcp/contracts/capabilities';
import type { Access, Where } from 'payload';

import type { User } from '../payload-types';
import { startOfTodayUtc } from '../fields/governance';
import { isStaffUser } from './isStaff';

/** The capabilities a portal account's roles grant (the roles arrive populated with the account). */
export function capabilitiesOf(user: Pick<User, 'roles'>): Capability[] {
  return unionOfCapabilities((user.roles ?? []).filter((role) => typeof role === 'object'));
}

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
