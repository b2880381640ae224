import type { Capability } from '@hcp/contracts/capabilities';
import type { Payload } from 'payload';

import type { Role, User } from '../payload-types';

/** Where the portal's JSON API is mounted: every route's path is below it. */
export const JSON_API_ROOT = '/json';

/** The signed-in portal account as authentication resolved it: its roles loaded, its capabilities worked out. */
export type PortalCaller = {
  user: User & { collection: 'users' };
  roles: Role[];
  capabilities: Capability[];
};

/**
 * Set only by the preview route's own sub-request (`app.request(path, init, { preview })`): a request from the
 * network never carries it, as the server's bindings are Node's request and response.
 */
export type PreviewReading = { staffId: number };

/** What every portal API handler can read from the Hono context. */
export type PortalApiEnv = {
  Bindings: { preview?: PreviewReading };
  Variables: {
    payload: Payload;
    /** Set by `requirePortalUser`. */
    caller: PortalCaller;
  };
};
