import type { Capability } from '@hcp/contracts/capabilities';
import type { Payload } from 'payload';

import type { Role, User } from '../payload-types';

/** The signed-in portal account as authentication resolved it: its roles loaded, its capabilities worked out. */
export type PortalCaller = {
  user: User & { collection: 'users' };
  roles: Role[];
  capabilities: Capability[];
};

/** What every portal API handler can read from the Hono context. */
export type PortalApiEnv = {
  Variables: {
    payload: Payload;
    /** Set by `requirePortalUser`. */
    caller: PortalCaller;
  };
};
