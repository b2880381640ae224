import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AREAS, capabilitiesOpening } from '@hcp/contracts/areas';
import { clinicalResourcePath } from '@hcp/contracts/clinical-resources';
import {
  MAX_RECENTLY_VIEWED,
  type RecentlyViewedItem,
  RecentlyViewedInputSchema,
  RecentlyViewedItemSchema,
  RecentlyViewedSchema,
  VIEWABLE_AREAS,
  type ViewableArea,
} from '@hcp/contracts/dashboard';
import type { Context } from 'hono';

import { reachable as reachableResource } from '../clinical-resources/clinical-resources';
import { trialPath } from '../clinical-trials/present';
import { findOneForCaller, itemNotFound } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { idOf } from '../education/present';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedItemResponses, jsonResponse } from '../responses';
import { TEAM_PATHS } from '../teams/present';

type PortalContext = Context<PortalApiEnv>;

/** An item as the caller may open it: its id, its title, the portal path of its own page, and if it is a safety notice. */
type ViewedItem = { id: number; title: string; path: string; safetyNotice?: boolean };

/** The item as the API answers it: only an important update can be a safety notice. */
const answerOf = (area: ViewableArea, item: ViewedItem, viewedAt: string): RecentlyViewedItem => ({
  area,
  ...item,
  safetyNotice: item.safetyNotice ?? false,
  viewedAt,
});

const TAGS = ['Dashboard'];
const PATH = '/api/v1/account/recently-viewed';

const listRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: TAGS,
  summary: 'Your recently viewed items',
  description: `The items the caller opened lately (at most ${String(MAX_RECENTLY_VIEWED)}), newest first, each with its title, the portal path of its page and whether it is a safety notice. Items the caller can no longer read (unpublished, expired, or an area its roles no longer open) are left out. Needs \`read\` (any role).`,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('read')] as const,
  responses: {
    200: jsonResponse(RecentlyViewedSchema, 'The items, newest first.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const recordRoute = createRoute({
  method: 'post',
  path: PATH,
  tags: TAGS,
  summary: 'Record that you opened an item',
  description: `The portal calls this when the user opens a stability product, an education item, a clinical resource, a clinical trial, an important update or a team page. The item (id or slug) is looked up with the caller's own read access to its area: an item the caller cannot read answers 404 and nothing is recorded. Opening it again moves it to the top; only the newest ${String(MAX_RECENTLY_VIEWED)} are kept. Needs \`read\` (any role).`,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('read')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: RecentlyViewedInputSchema } } } },
  responses: {
    200: jsonResponse(RecentlyViewedItemSchema, 'The item as recorded.'),
    ...guardedItemResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

/**
 * The capabilities that open each area (any one of them, areas.ts); the collections' access rules then decide per
 * item. A trial's contact team is open to trial readers too (`alsoReadWith`, as the Teams collection's access rule).
 */
export const AREA_CAPABILITIES = Object.fromEntries(
  VIEWABLE_AREAS.map((area) => [area, capabilitiesOpening(area)]),
) as Record<ViewableArea, ReturnType<typeof capabilitiesOpening>>;

/**
 * Each area finds an item through the caller's own read access (its collection's rule), as its detail route does.
 * An area marked `recentlyViewed` in areas.ts needs its finder here: the type check names a missing one.
 */
const finders: Record<ViewableArea, (c: PortalContext, idOrSlug: string) => Promise<ViewedItem | undefined>> = {
  stability: async (c, idOrSlug) => {
    const doc = await findOneForCaller(c, 'stability-products', idOrSlug);
    return doc && { id: doc.id, title: `${doc.name} ${doc.strength}`, path: AREAS.stability.itemPath(doc.slug) };
  },
  education: async (c, idOrSlug) => {
    const doc = await findOneForCaller(c, 'education-items', idOrSlug);
    const parentId = idOf(doc?.parent);
    const parent =
      parentId === undefined ? undefined : await findOneForCaller(c, 'education-courses', String(parentId));
    return doc && parent && { id: doc.id, title: doc.title, path: AREAS.education.itemPath(doc.slug, parent.slug) };
  },
  'clinical-resources': async (c, idOrSlug) => {
    const found = await reachableResource(c, idOrSlug);
    return found && { id: found.doc.id, title: found.doc.title, path: clinicalResourcePath(found.doc, found.parent) };
  },
  'clinical-trials': async (c, idOrSlug) => {
    const doc = await findOneForCaller(c, 'clinical-trials', idOrSlug);
    return doc && { id: doc.id, title: doc.title, path: trialPath(doc.slug) };
  },
  'important-updates': async (c, idOrSlug) => {
    const doc = await findOneForCaller(c, 'important-updates', idOrSlug);
    return (
      doc && {
        id: doc.id,
        title: doc.title,
        path: AREAS['important-updates'].itemPath(doc.slug),
        safetyNotice: doc.category === 'safety-notice',
      }
    );
  },
  teams: async (c, idOrSlug) => {
    const doc = await findOneForCaller(c, 'teams', idOrSlug);
    // Key contacts open Meet the team; a trials-only account reaches a trial's contact team under Clinical trials.
    const pathOf = c.get('caller').capabilities.includes(AREAS.teams.capability)
      ? TEAM_PATHS.meetTheTeam
      : TEAM_PATHS.clinicalTrials;
    return doc && { id: doc.id, title: doc.name, path: pathOf(doc.slug) };
  },
};

/** The item if the caller's roles open its area and the area's access rule lets the caller read it. */
async function resolve(c: PortalContext, area: ViewableArea, idOrSlug: string): Promise<ViewedItem | undefined> {
  const { capabilities } = c.get('caller');
  if (!AREA_CAPABILITIES[area].some((capability) => capabilities.includes(capability))) return undefined;
  return finders[area](c, idOrSlug);
}

/** The caller's own records, newest first (the collection's access rule limits them to the caller's). */
async function ownRecords(c: PortalContext) {
  const { docs } = await c.get('payload').find({
    collection: 'recently-viewed-items',
    sort: ['-viewedAt', '-id'],
    pagination: false,
    depth: 0,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs;
}

/** Keeps the newest records and deletes the rest. */
async function trimRecords(c: PortalContext): Promise<void> {
  const stale = (await ownRecords(c)).slice(MAX_RECENTLY_VIEWED).map((record) => record.id);
  if (stale.length === 0) return;
  await c.get('payload').delete({
    collection: 'recently-viewed-items',
    where: { id: { in: stale } },
    user: c.get('caller').user,
    overrideAccess: false,
  });
}

async function recordView(c: PortalContext, area: ViewableArea, itemId: number, viewedAt: string): Promise<void> {
  const payload = c.get('payload');
  const user = c.get('caller').user;
  const touch = () =>
    payload.update({
      collection: 'recently-viewed-items',
      where: { and: [{ area: { equals: area } }, { itemId: { equals: itemId } }] },
      data: { viewedAt },
      depth: 0,
      user,
      overrideAccess: false,
    });
  if ((await touch()).docs.length > 0) return;
  try {
    await payload.create({
      collection: 'recently-viewed-items',
      data: { owner: user.id, area, itemId, viewedAt },
      depth: 0,
      user,
      overrideAccess: false,
    });
  } catch (error) {
    // Opened twice at once: the unique (owner, area, item) index kept the first record; move it to the top.
    if ((await touch()).docs.length === 0) throw error;
  }
}

export function registerRecentlyViewed(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const records = (await ownRecords(c)).slice(0, MAX_RECENTLY_VIEWED);
    // At most MAX_RECENTLY_VIEWED lookups, each through the area's own access rule.
    const resolved = await Promise.all(
      records.map(async (record): Promise<RecentlyViewedItem | undefined> => {
        const item = await resolve(c, record.area, String(record.itemId));
        return item && answerOf(record.area, item, new Date(record.viewedAt).toISOString());
      }),
    );
    return c.json({ items: resolved.filter((item) => item !== undefined) }, 200);
  });

  app.openapi(recordRoute, async (c) => {
    const { area, item: idOrSlug } = c.req.valid('json');
    const item = await resolve(c, area, idOrSlug);
    if (!item) return itemNotFound(c);
    const viewedAt = new Date().toISOString();
    await recordView(c, area, item.id, viewedAt);
    await trimRecords(c);
    return c.json(answerOf(area, item, viewedAt), 200);
  });
}
