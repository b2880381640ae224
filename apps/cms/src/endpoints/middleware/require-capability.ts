import type { Capability } from '@hcp/contracts/capabilities';
import type { MiddlewareHandler } from 'hono';

import type { PortalApiEnv } from '../context';
import { forbidden } from '../errors';

/**
 * The one rule that guards every capability-protected endpoint: after `requirePortalUser`, a caller whose roles
 * do not grant `capability` gets 403.
 */
export function requireCapability(capability: Capability): MiddlewareHandler<PortalApiEnv> {
  return async (c, next) => {
    if (!c.get('caller').capabilities.includes(capability)) return forbidden(c);
    await next();
  };
}
