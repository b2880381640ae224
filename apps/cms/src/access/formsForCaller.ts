import type { Access, Where } from 'payload';

import { capabilitiesOf } from './capabilitiesOf';
import { isStaffUser } from './isStaff';

/**
 * Allows CMS staff every version; anyone else only published forms that are public (no capability) or whose
 * capability a portal account's roles, or an integration client, hold.
 */
export const formsForCaller: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true;
  const readable: Where[] = [{ capability: { exists: false } }];
  const held =
    req.user?.collection === 'users'
      ? capabilitiesOf(req.user)
      : req.user?.collection === 'integration-clients'
        ? (req.user.capabilities ?? [])
        : [];
  if (held.length > 0) readable.push({ capability: { in: held } });
  const servable: Where = { and: [{ _status: { equals: 'published' } }, { or: readable }] };
  return servable;
};
