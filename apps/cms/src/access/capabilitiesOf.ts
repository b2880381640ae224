import type { Capability } from '@hcp/contracts/capabilities';
import { unionOfCapabilities } from '@hcp/contracts/capabilities';

import type { User } from '../payload-types';

/** The capabilities a portal account's roles grant (the roles arrive populated with the account). */
export function capabilitiesOf(user: Pick<User, 'roles'>): Capability[] {
  return unionOfCapabilities((user.roles ?? []).filter((role) => typeof role === 'object'));
}
