import type { Access, Where } from 'payload';

import { capabilitiesOf } from './publishedFor';
import { isStaffUser } from './isStaff';

/**
 * Allows CMS staff every version; anyone else only published forms that are public (no capability) or, for a portal
 * account, whose capability its roles grant.
 */
export const formsForCaller: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  const readable: Where[] = [{ capability: { exists: false } }];
  if (req.user?.collection === 'users') {
    const held = capabilitiesOf(req.user);
    if (held.length > 0) readable.push({ capability: { in: held } });
  }
  const servable: Where = { and: [{ _status: { equals: 'published' } }, { or: readable }] };
  return servable;
};
