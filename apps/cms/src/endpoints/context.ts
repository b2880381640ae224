import type { Context } from 'hono';

import type { PortalApiEnv, PreviewReading } from '../utilities/portalApiEnv';

/** Where the portal's JSON API is mounted: every route's path is below it. */
export const JSON_API_ROOT = '/json';

// The types every portal API handler reads live below the endpoints, so services (read-model/) can name them too.
export type { CallerAccount, CallerRole, PortalApiEnv, PortalCaller, PreviewReading } from '../utilities/portalApiEnv';

/**
 * The preview reading a request serves, if any. The bindings are absent altogether when the app is called without
 * them (a test's `app.request(path)`), whatever their type says.
 */
export function previewReadingOf(c: Pick<Context<PortalApiEnv>, 'env'>): PreviewReading | undefined {
  return (c.env as PortalApiEnv['Bindings'] | undefined)?.preview;
}
