import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { MessageSchema } from '@hcp/contracts/account';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  PushPublicKeySchema,
  PushSubscriptionInputSchema,
  pushAreasOpenTo,
  PushUnsubscribeSchema,
} from '@hcp/contracts/push';
import { ValidationError } from 'payload';

import { recordPushSubscription } from '../../privacy/consents';
import { env } from '../../env';
import { isAllowedPushEndpoint } from '../../push/endpointPolicy';
import type { CallerAccount, PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';

const TAGS = ['Push notifications'];
const ROOT = '/wb-push-notifications/v1/push';
const OFF = 'Push notifications are not set up on this server.';
const UNKNOWN_SERVICE =
  'This browser’s push service is not one the portal sends to. Notifications work in current Chrome, Edge, Firefox and Safari.';

const notConfigured = jsonResponse(ApiErrorSchema, 'Push notifications are not set up on this server (no VAPID keys).');

const publicKeyRoute = createRoute({
  method: 'get',
  path: `${ROOT}/public-key`,
  tags: TAGS,
  summary: 'The server’s VAPID public key',
  description: 'The key a browser passes as `applicationServerKey` when it subscribes. Public; 503 when push is off.',
  responses: { 200: jsonResponse(PushPublicKeySchema, 'The key.'), 503: notConfigured },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: `${ROOT}/subscribe`,
  tags: TAGS,
  summary: 'Subscribe this browser to push notifications',
  description: `The browser's \`PushSubscription\` JSON. A new endpoint answers 201, a known one 200 (its keys are refreshed, and it moves to the caller if another account had it). The endpoint must be https on a known push service (FCM, Mozilla, Apple, Windows). An account keeps at most ${String(MAX_PUSH_SUBSCRIPTIONS)} subscriptions; the oldest goes. Needs \`read\` (any role).`,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('read')] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: PushSubscriptionInputSchema } } },
  },
  responses: {
    200: jsonResponse(MessageSchema, 'The browser was already subscribed; its keys are up to date.'),
    201: jsonResponse(MessageSchema, 'The browser is subscribed.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
    503: notConfigured,
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: `${ROOT}/unsubscribe`,
  tags: TAGS,
  summary: 'Unsubscribe this browser',
  description:
    'Removes the caller’s subscription with this endpoint. Idempotent: an endpoint the caller does not have answers 200 too. The portal calls it on sign-out.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { body: { required: true, content: { 'application/json': { schema: PushUnsubscribeSchema } } } },
  responses: {
    200: jsonResponse(MessageSchema, 'The browser is no longer subscribed.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

/** `wb-push-notifications/v1/push/{public-key,subscribe,unsubscribe}`. */
export function registerPush(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(publicKeyRoute, (c) => {
    if (!env.vapid) return errorResponse(c, 503, ERROR_CODES.unavailable, OFF);
    return c.json({ publicKey: env.vapid.publicKey }, 200);
  });

  app.openapi(subscribeRoute, async (c) => {
    if (!env.vapid) return errorResponse(c, 503, ERROR_CODES.unavailable, OFF);
    const payload = c.get('payload');
    const caller = c.get('caller').user;
    const account = caller.id;
    const { endpoint, expirationTime, keys } = c.req.valid('json');
    if (!isAllowedPushEndpoint(endpoint, env.pushServiceOrigins)) {
      return errorResponse(c, 400, ERROR_CODES.invalidParams, UNKNOWN_SERVICE, { endpoint: UNKNOWN_SERVICE });
    }
    const data = {
      account,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      expirationTime: typeof expirationTime === 'number' ? new Date(expirationTime).toISOString() : null,
    };
    const updateKnown = async () => {
      const known = await payload.update({
        collection: 'push-subscriptions',
        where: { endpoint: { equals: endpoint } },
        data,
        // eslint-disable-next-line hcp/override-access -- the endpoint names the browser: another account's row moves
        overrideAccess: true,
      });
      return known.docs.length > 0;
    };
    if (await updateKnown()) return c.json({ message: 'This browser was already subscribed.' }, 200);
    try {
      await payload.create({ collection: 'push-subscriptions', data, user: caller, overrideAccess: false });
    } catch (error) {
      // Another request subscribed the same endpoint a moment ago: the unique endpoint kept one row.
      if (!(error instanceof ValidationError) || !(await updateKnown())) throw error;
      return c.json({ message: 'This browser was already subscribed.' }, 200);
    }
    await keepNewest(payload, caller);
    // Saying yes to notifications on a browser is the consent to the areas that are on and were never answered.
    const { notificationsOff } = await payload.findByID({
      collection: 'users',
      id: account,
      select: { notificationsOff: true },
      depth: 0,
      user: caller,
      overrideAccess: false,
    });
    await recordPushSubscription(payload, account, {
      off: notificationsOff ?? [],
      openAreas: pushAreasOpenTo(c.get('caller').capabilities),
    });
    return c.json({ message: 'This browser now receives notifications.' }, 201);
  });

  app.openapi(unsubscribeRoute, async (c) => {
    const { endpoint } = c.req.valid('json');
    // The collection's rule (access/ownPushSubscriptions.ts) keeps the delete to the caller's own browsers.
    await c.get('payload').delete({
      collection: 'push-subscriptions',
      where: { endpoint: { equals: endpoint } },
      user: c.get('caller').user,
      overrideAccess: false,
    });
    return c.json({ message: 'This browser no longer receives notifications.' }, 200);
  });
}

/** Deletes the account's oldest subscriptions beyond the limit (its own only: access/ownPushSubscriptions.ts). */
async function keepNewest(payload: PortalApiEnv['Variables']['payload'], caller: CallerAccount): Promise<void> {
  const asOwner = { user: caller, overrideAccess: false } as const;
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    select: {},
    ...asOwner,
  });
  const surplus = docs.slice(MAX_PUSH_SUBSCRIPTIONS).map((doc) => doc.id);
  if (surplus.length === 0) return;
  await payload.delete({ collection: 'push-subscriptions', where: { id: { in: surplus } }, ...asOwner });
}
