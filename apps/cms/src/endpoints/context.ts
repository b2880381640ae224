import type { Capability } from '@hcp/contracts/capabilities';
import type { Context } from 'hono';
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

/**
 * The preview reading a request serves, if any. The bindings are absent altogether when the app is called without
 * them (a test's `app.request(path)`), whatever their type says.
 */
export function previewReadingOf(c: Pick<Context<PortalApiEnv>, 'env'>): PreviewReading | undefined {
  return (c.env as PortalApiEnv['Bindings'] | undefined)?.preview;
}
