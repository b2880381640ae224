import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { PREVIEW_ROUTES } from '@hcp/contracts/areas';
import { CAPABILITIES } from '@hcp/contracts/capabilities';
import { ApiErrorSchema, ERROR_CODES, fieldMessages } from '@hcp/contracts/errors';
import {
  PREVIEW_ITEM_SCHEMAS,
  type PreviewCollection,
  type Preview,
  PreviewParamsSchema,
  PreviewSchema,
  type PreviewState,
} from '@hcp/contracts/preview';
import type { Context } from 'hono';
import { executeAuthStrategies, type Payload } from 'payload';

import { isStaffUser } from '../../access/isStaff';
import { isPastReviewBy } from '../../fields/governance';
import type { QuickLink } from '../../payload-types';
import { secondFactorSatisfied } from '../../two-factor/admin-session';
import { cmsOnlyCookies } from '../../server/cms-credentials';
import { JSON_API_ROOT, type PortalApiEnv, type PortalCaller } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';

/**
 * The portal route that answers one item of a collection (areas.ts's `preview`): the preview reuses it, so the page is
 * the portal's own; undefined for a collection drawn without a route (quick links).
 */
export function itemRouteOf(collection: PreviewCollection, id: string): string | undefined {
  return PREVIEW_ROUTES[collection]?.replace('{id}', id);
}

/**
 * The caller a preview reads as: every area open, and an account id no row has, so whatever a route reads of "the
 * caller's own" (a CPD completion, a star) is empty rather than someone else's.
 */
export const PREVIEW_CALLER = {
  user: { id: 0, collection: 'users', status: 'approved', roles: [] },
  roles: [],
  capabilities: [...CAPABILITIES],
} as unknown as PortalCaller;

const previewRoute = createRoute({
  method: 'get',
  path: '/api/v1/preview/{collection}/{id}',
  tags: ['Preview'],
  summary: 'An editor’s preview of an item',
  description:
    'The latest version of a content item, draft or published, expired or not, in the answer its portal screen draws, with where it stands. For CMS staff only: authenticated by the admin’s session cookie (the one route of this API that reads a cookie; GET only, it changes nothing). Portal accounts and bearer tokens are refused.',
  security: [{ cmsSession: [] }],
  request: { params: PreviewParamsSchema },
  responses: {
    200: jsonResponse(PreviewSchema, 'The item as the portal would show it.'),
    400: errorResponses.badRequest,
    401: jsonResponse(ApiErrorSchema, 'No session of a CMS editor or administrator.'),
    404: errorResponses.notFound,
    422: jsonResponse(ApiErrorSchema, 'The draft lacks fields its portal page needs; `data.params` names them.'),
  },
});

/**
 * The CMS account the request's admin session cookie names, if it is staff's and still valid. Payload checks the
 * cookie as for its own routes, so a cross-site request (by `Origin` or `Sec-Fetch-Site`) is refused there too.
 */
async function staffFromCookie(payload: Payload, c: Context<PortalApiEnv>) {
  const cookie = cmsOnlyCookies(c.req.header('cookie'), payload.config.admin.user);
  if (!cookie) return undefined;
  const headers = new Headers({ cookie, DisableAutologin: 'true' });
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const { user } = await executeAuthStrategies({
    headers,
    payload,
    canSetHeaders: false,
    isGraphQL: false,
  });
  if (!isStaffUser(user) || !user) return undefined;
  // A CMS session that still owes its second factor previews nothing.
  return (await secondFactorSatisfied({ payload, user, headers })) ? user : undefined;
}

type Versioned = { _status?: string | null; updatedAt: string; governance?: { reviewBy?: string | null } };

/** The latest version, draft or not, and where it stands against what the portal shows now. */
async function latestOf(
  payload: Payload,
  collection: PreviewCollection,
  id: number,
): Promise<{ doc: Versioned; state: PreviewState } | undefined> {
  const read = (draft: boolean) =>
    // eslint-disable-next-line hcp/override-access -- an editor's preview reads drafts; staffFromCookie checked the CMS session
    payload.find({ collection, where: { id: { equals: id } }, draft, depth: 0, limit: 1, overrideAccess: true });
  const [latest, live] = await Promise.all([read(true), read(false)]);
  const doc = latest.docs[0] as Versioned | undefined;
  if (!doc) return undefined;
  const published = (live.docs[0] as Versioned | undefined)?._status === 'published';
  return {
    doc,
    state: {
      status: doc._status === 'published' ? 'published' : published ? 'changed' : 'draft',
      expired: isPastReviewBy(doc.governance?.reviewBy ?? undefined),
      updatedAt: doc.updatedAt,
    },
  };
}

/** A quick link has no screen of its own: the preview is its group with only it, as the Quick links screen draws it. */
function quickLinkGroup(link: QuickLink) {
  return {
    group: link.group,
    links: [{ id: link.id, title: link.title, url: link.url, description: link.description ?? null }],
  };
}

/** The item's portal answer, read through its own route as the preview caller; undefined when there is none. */
async function itemAnswer(
  app: OpenAPIHono<PortalApiEnv>,
  collection: PreviewCollection,
  latest: Versioned,
  id: string,
  staffId: number,
): Promise<{ status: number; body: unknown } | undefined> {
  if (collection === 'quick-links') return { status: 200, body: quickLinkGroup(latest as unknown as QuickLink) };
  const route = itemRouteOf(collection, id);
  if (route === undefined) return undefined;
  const response = await app.request(`${JSON_API_ROOT}${route}`, { method: 'GET' }, {
    preview: { staffId },
  } satisfies PortalApiEnv['Bindings']);
  if (response.status === 404) return undefined;
  return { status: response.status, body: await response.json() };
}

/** `GET api/v1/preview/{collection}/{id}`: the admin's live preview frames the portal's page for this answer. */
export function registerPreview(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(previewRoute, async (c) => {
    const payload = c.get('payload');
    const staff = await staffFromCookie(payload, c);
    if (!staff) {
      return errorResponse(c, 401, ERROR_CODES.notLoggedIn, 'Sign in to the CMS as an editor to preview content.');
    }
    const { collection, id } = c.req.valid('param');
    const latest = await latestOf(payload, collection, Number(id));
    const answer = latest && (await itemAnswer(app, collection, latest.doc, id, staff.id));
    if (!latest || !answer) {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'There is no such item, or it was deleted.');
    }
    const item = PREVIEW_ITEM_SCHEMAS[collection].safeParse(answer.body);
    if (answer.status !== 200 || !item.success) {
      // A draft may be saved without its required fields; the portal could not draw it, so the editor is told which
      // (when the route answered at all: a route that failed on the draft names no field).
      const params = answer.status === 200 && !item.success ? fieldMessages(item.error.issues) : undefined;
      return errorResponse(
        c,
        422,
        'preview_incomplete',
        'This version cannot be shown as a portal page yet: fill in the required fields and save it again.',
        params,
      );
    }
    return c.json({ collection, state: latest.state, item: item.data } as Preview, 200);
  });
}
