import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  type NotificationPreferences,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  PUSH_AREA_LABELS,
  type PushArea,
  pushAreasOpenTo,
} from '@hcp/contracts/push';

import { recordPushChoices } from '../../privacy/consents';
import { inTransaction } from '../../utilities/inTransaction';
import type { PortalCaller, PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';

const TAGS = ['Push notifications'];
const PATH = '/api/v1/account/notifications';

const readRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: TAGS,
  summary: 'Which areas may send you push notifications',
  description:
    'The areas the caller’s roles open that send notifications (the rule the server sends by), each with whether it is on. Any signed-in account: the portal’s offer names only these; an account with no role gets none. Switching them needs `wb_edit_current_user`.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(NotificationPreferencesSchema, 'The areas.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: PATH,
  tags: TAGS,
  summary: 'Switch areas’ push notifications off or on',
  description:
    'The areas to switch off; every other area is on. Areas the caller’s roles do not open are kept as sent, so they stay off if the roles change later. Needs `wb_edit_current_user`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('wb_edit_current_user')] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: NotificationPreferencesUpdateSchema } } },
  },
  responses: {
    200: jsonResponse(NotificationPreferencesSchema, 'The areas, as now set.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

function preferencesOf(caller: PortalCaller, off: readonly PushArea[]): NotificationPreferences {
  return {
    areas: pushAreasOpenTo(caller.capabilities).map((area) => ({
      area,
      label: PUSH_AREA_LABELS[area],
      enabled: !off.includes(area),
    })),
  };
}

/** `GET` and `PUT api/v1/account/notifications`. */
export function registerNotificationPreferences(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(readRoute, async (c) => {
    const caller = c.get('caller');
    // The session query leaves the choices out: only this screen reads them.
    const { notificationsOff } = await c.get('payload').findByID({
      collection: 'users',
      id: caller.user.id,
      select: { notificationsOff: true },
      depth: 0,
      user: caller.user,
      overrideAccess: false,
    });
    return c.json(preferencesOf(caller, notificationsOff ?? []), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const caller = c.get('caller');
    const payload = c.get('payload');
    const off = [...new Set(c.req.valid('json').off)];
    await inTransaction(payload, async (req) => {
      const { notificationsOff: before } = await payload.findByID({
        collection: 'users',
        id: caller.user.id,
        select: { notificationsOff: true },
        depth: 0,
        user: caller.user,
        overrideAccess: false,
        req,
      });
      // Staff or the account itself may set the field (access/staffOrOwnAccountField.ts); this call is the account's.
      await payload.update({
        collection: 'users',
        id: caller.user.id,
        data: { notificationsOff: off },
        user: caller.user,
        overrideAccess: false,
        req,
      });
      // Each area switched on or off is a consent given or withdrawn (docs/privacy.md).
      await recordPushChoices(
        payload,
        caller.user.id,
        { before: before ?? [], after: off, openAreas: pushAreasOpenTo(caller.capabilities) },
        req,
      );
    });
    return c.json(preferencesOf(caller, off), 200);
  });
}
