import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  type AnalyticsConsent,
  AnalyticsConsentSchema,
  AnalyticsConsentUpdateSchema,
} from '@hcp/contracts/observability';

import type { User } from '../../payload-types';
import { latestConsent, recordConsent } from '../../privacy/consents';
import { inTransaction } from '../../utilities/inTransaction';
import type { PortalApiEnv } from '../context';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';

const TAGS = ['Account'];
const PATH = '/api/v1/account/analytics-consent';

const readRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: TAGS,
  summary: 'Whether you allow session analytics, and since when',
  description: '`choice` is null until the account has answered the consent banner.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(AnalyticsConsentSchema, 'The choice.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: PATH,
  tags: TAGS,
  summary: 'Allow or decline session analytics',
  description:
    'Records the choice with the time the server received it. `granted` lets the portal send page views and masked session recordings; `denied` stops them.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: AnalyticsConsentUpdateSchema } } },
  },
  responses: {
    200: jsonResponse(AnalyticsConsentSchema, 'The choice, as now recorded.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

function consentOf(user: Pick<User, 'analyticsConsent'>): AnalyticsConsent {
  const choice = user.analyticsConsent?.choice ?? null;
  const decidedAt = user.analyticsConsent?.decidedAt ?? null;
  return choice && decidedAt
    ? { choice, decidedAt: new Date(decidedAt).toISOString() }
    : { choice: null, decidedAt: null };
}

/**
 * `GET` and `PUT api/v1/account/analytics-consent`. Any signed-in account may answer, whatever its roles: the banner
 * shows to everyone signed in.
 */
export function registerAnalyticsConsent(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(readRoute, (c) => c.json(consentOf(c.get('caller').user), 200));

  app.openapi(updateRoute, async (c) => {
    const caller = c.get('caller');
    const payload = c.get('payload');
    const at = new Date();
    const analyticsConsent = { choice: c.req.valid('json').choice, decidedAt: at.toISOString() };
    const state = analyticsConsent.choice === 'granted' ? 'given' : 'withdrawn';
    await inTransaction(payload, async (req) => {
      // Staff or the account itself may set the field (access/staffOrOwnAccountField.ts); this call is the account's.
      await payload.update({
        collection: 'users',
        id: caller.user.id,
        data: { analyticsConsent },
        user: caller.user,
        overrideAccess: false,
        req,
      });
      // The consent record keeps every change with its date; the same answer again is no change.
      if ((await latestConsent(payload, caller.user.id, 'analytics', req)) !== state)
        await recordConsent(payload, caller.user.id, { purpose: 'analytics', state, at }, req);
    });
    return c.json(consentOf({ analyticsConsent }), 200);
  });
}
