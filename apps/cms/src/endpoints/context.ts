import type { Payload } from 'payload';

import type { User } from '../payload-types';

/** What every portal API handler can read from the Hono context. */
export type PortalApiEnv = {
  Variables: {
    payload: Payload;
    /** The signed-in portal account, set by `requirePortalUser`. */
    user: User & { collection: 'users' };
  };
};
