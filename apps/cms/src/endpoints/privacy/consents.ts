import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ConsentListSchema, ConsentWithdrawalSchema } from '@hcp/contracts/privacy';

import { env } from '../../env';
import { consentsOf, withdrawConsent } from '../../privacy/consents';
import type { PortalApiEnv, PortalCaller } from '../context';
import type { Payload } from 'payload';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';

const TAGS = ['Your data'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/consents',
  tags: TAGS,
  summary: 'The consents you gave or withdrew, with their dates',
  description:
    'Session analytics (when the server offers it), push notifications for each area the account’s roles open, and any other purpose the account has a record of: whether consent stands, since when, and every recorded change, newest first.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(ConsentListSchema, 'The consents.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/consents/withdraw',
  tags: TAGS,
  summary: 'Withdraw a consent',
  description:
    'Analytics: the account declines session analytics. A push area: its notifications are switched off. The change is recorded with its date; withdrawing what is already withdrawn changes nothing.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { body: { required: true, content: { 'application/json': { schema: ConsentWithdrawalSchema } } } },
  responses: {
    200: jsonResponse(ConsentListSchema, 'The consents, as they now stand.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

async function listOf(payload: Payload, caller: PortalCaller) {
  // The session query's copy of the account may predate this request's change: read the choice afresh, as its own
  // record (isStaffOrSelf).
  const user = await payload.findByID({
    collection: 'users',
    id: caller.user.id,
    select: { analyticsConsent: true },
    depth: 0,
    user: caller.user,
    overrideAccess: false,
  });
  const account = { id: caller.user.id, analyticsConsent: user.analyticsConsent };
  return {
    consents: await consentsOf(payload, account, caller.capabilities, {
      analyticsOffered: env.analytics !== undefined,
    }),
  };
}

/** `api/v1/account/consents`: the account's consent records, and their withdrawal. */
export function registerConsents(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => c.json(await listOf(c.get('payload'), c.get('caller')), 200));

  app.openapi(withdrawRoute, async (c) => {
    const payload = c.get('payload');
    const caller = c.get('caller');
    await withdrawConsent(payload, caller.user.id, c.req.valid('json').purpose);
    return c.json(await listOf(payload, caller), 200);
  });
}
