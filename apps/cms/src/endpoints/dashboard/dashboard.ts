import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  availableWidgets,
  type Dashboard,
  DashboardSchema,
  DashboardUpdateSchema,
  WidgetTypeSchema,
  type WidgetType,
} from '@hcp/contracts/dashboard';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import type { Context } from 'hono';

import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';
import { compareAndSetDashboard, readOwnDashboard, type StoredDashboard } from '../../db/dashboard';

type PortalContext = Context<PortalApiEnv>;

/** The code of the 409 a stale `version` gets; the portal refetches and reapplies its change. */
export const DASHBOARD_CONFLICT = ERROR_CODES.dashboardConflict;

const TAGS = ['Dashboard'];

const readRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/dashboard',
  tags: TAGS,
  summary: 'Your dashboard',
  description:
    'The caller’s saved layout and its version, or for an account that never saved one the default: every widget it may place, version 0, no CPD target. `available` lists the widgets the caller’s capabilities open; a saved widget whose capability the account has since lost is left out. Needs `read` (any role).',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('read')] as const,
  responses: {
    200: jsonResponse(DashboardSchema, 'The layout.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/v1/account/dashboard/update',
  tags: TAGS,
  summary: 'Save your dashboard',
  description:
    'Replaces the layout with the one sent, if `version` is the saved version (0 for an account that never saved one). Known widget types only, each at most once, only widgets the caller may place: anything else answers 400 and changes nothing. A `version` that is not the saved one (another tab saved first) answers 409 `dashboard_conflict`: read the dashboard again, reapply the change and send it with the new version. The check and the write are one conditional statement, so of two updates based on the same version exactly one wins. Needs `read` (any role).',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('read')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: DashboardUpdateSchema } } } },
  responses: {
    200: jsonResponse(DashboardSchema, 'The layout as it is now saved, with its new version.'),
    ...guardedResponses,
    409: jsonResponse(ApiErrorSchema, 'The layout was changed since `version`; nothing was saved.'),
    415: errorResponses.unsupportedMediaType,
  },
});

/** The caller's own dashboard row, if it ever saved one. */
const findOwnDashboard = (c: PortalContext) => readOwnDashboard(c.get('payload'), c.get('caller').user.id);

/** The stored widget list, keeping only known types (the column is JSON) that the caller may still place. */
function storedWidgets(doc: StoredDashboard, available: readonly WidgetType[]): WidgetType[] {
  const parsed = WidgetTypeSchema.array().safeParse(doc.widgets);
  return parsed.success ? parsed.data.filter((type) => available.includes(type)) : [];
}

function presentDashboard(doc: StoredDashboard | undefined, available: WidgetType[]): Dashboard {
  if (!doc) return { version: 0, widgets: available, available, cpdTarget: { points: null, minutes: null } };
  return {
    version: doc.version,
    widgets: storedWidgets(doc, available),
    available,
    cpdTarget: { points: doc.cpdTargetPoints ?? null, minutes: doc.cpdTargetMinutes ?? null },
  };
}

const conflict = (c: PortalContext) =>
  errorResponse(
    c,
    409,
    DASHBOARD_CONFLICT,
    'Your dashboard was changed somewhere else (perhaps in another tab) since you loaded it. Load it again and redo your change.',
  );

export function registerDashboard(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(readRoute, async (c) => {
    const available = availableWidgets(c.get('caller').capabilities);
    return c.json(presentDashboard(await findOwnDashboard(c), available), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { version, widgets, cpdTarget } = c.req.valid('json');
    const { user, capabilities } = c.get('caller');
    const available = availableWidgets(capabilities);
    const unavailable = widgets.filter((type) => !available.includes(type));
    if (unavailable.length > 0) {
      const message = `Your account cannot place the widget(s): ${unavailable.join(', ')}.`;
      return errorResponse(c, 400, ERROR_CODES.invalidParams, message, { widgets: message });
    }

    const payload = c.get('payload');
    const stored = await findOwnDashboard(c);
    if (!stored) {
      if (version !== 0) return conflict(c);
      try {
        const created = await payload.create({
          collection: 'dashboards',
          data: {
            owner: user.id,
            widgets,
            version: 1,
            cpdTargetPoints: cpdTarget.points,
            cpdTargetMinutes: cpdTarget.minutes,
          },
          depth: 0,
          user,
          overrideAccess: false,
        });
        return c.json(presentDashboard(created, available), 200);
      } catch (error) {
        // Two first saves at once: the unique owner index refused the second, which is as stale as any.
        if (await findOwnDashboard(c)) return conflict(c);
        throw error;
      }
    }

    if (stored.version !== version) return conflict(c);
    const saved = await compareAndSetDashboard(
      payload,
      { id: stored.id, version, ownerId: user.id },
      { widgets, cpdTarget },
    );
    if (!saved) return conflict(c);
    return c.json(presentDashboard(await findOwnDashboard(c), available), 200);
  });
}
