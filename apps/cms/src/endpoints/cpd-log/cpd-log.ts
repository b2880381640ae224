import { AREAS } from '@hcp/contracts/areas';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  type CpdEntry as CpdEntryAnswer,
  CpdCompleteResponseSchema,
  CpdCompleteSchema,
  CpdDeleteResponseSchema,
  type CpdEntryPatch,
  CpdEntryInputSchema,
  CpdEntryPatchSchema,
  CpdEntrySchema,
  CpdExportQuerySchema,
  CpdLogQuerySchema,
  CpdLogSchema,
  type CpdPeriod,
  cpdTotals,
  isoDay,
  resolvePeriod,
} from '@hcp/contracts/cpd-log';
import type { Context } from 'hono';
import type { Where } from 'payload';

import type { CpdEntry } from '../../payload-types';
import { findAllForCaller, findOneForCaller, itemNotFound, pageOf } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';
import { findCompletion } from './completion';
import { cpdLogCsv, cpdLogPdf } from './cpd-export';
import { cpdOf, idOf, presentEntry } from '../education/present';
import { contentDisposition } from '../../utilities/contentDisposition';

type PortalContext = Context<PortalApiEnv>;

const TAGS = ['CPD log'];
const EntryIdSchema = z.object({ id: z.string().regex(/^\d{1,12}$/, 'Use the entry’s id.') });
const NEWEST_FIRST = ['-date', '-createdAt'];

const notFound = jsonResponse(errorResponses.notFound.content['application/json'].schema, 'No such entry in your log.');

const logRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability)] as const,
  method: 'get',
  path: '/api/v1/cpd-log',
  summary: 'Your CPD log for a period',
  description:
    'The caller’s own entries dated within `from`–`to` (the current calendar year by default), newest first and paginated, with the totals of the whole period. Needs `wb_read_education`.',
  request: { query: CpdLogQuerySchema },
  responses: {
    200: jsonResponse(CpdLogSchema, 'The period, its totals and one page of entries.'),
    ...guardedResponses,
  },
});

const createEntryRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability)] as const,
  method: 'post',
  path: '/api/v1/cpd-log',
  summary: 'Add an entry to your CPD log',
  description: 'Records an activity of the caller’s own. The entry belongs to the caller; nobody else can read it.',
  request: { body: { required: true, content: { 'application/json': { schema: CpdEntryInputSchema } } } },
  responses: {
    201: jsonResponse(CpdEntrySchema, 'The new entry.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

const updateEntryRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability)] as const,
  method: 'patch',
  path: '/api/v1/cpd-log/{id}',
  summary: 'Change an entry of your CPD log',
  description:
    'Changes the fields sent. Only the owner can change an entry: any other account’s entry answers 404, as if it did not exist.',
  request: {
    params: EntryIdSchema,
    body: { required: true, content: { 'application/json': { schema: CpdEntryPatchSchema } } },
  },
  responses: {
    200: jsonResponse(CpdEntrySchema, 'The entry as it now is.'),
    ...guardedResponses,
    404: notFound,
    415: errorResponses.unsupportedMediaType,
  },
});

const deleteEntryRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability)] as const,
  method: 'delete',
  path: '/api/v1/cpd-log/{id}',
  summary: 'Delete an entry of your CPD log',
  description:
    'Deletes one of the caller’s entries; any other account’s entry answers 404. Deleting a completion lets the item be completed again.',
  request: { params: EntryIdSchema },
  responses: { 200: jsonResponse(CpdDeleteResponseSchema, 'The entry is gone.'), ...guardedResponses, 404: notFound },
});

const completeRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability)] as const,
  method: 'post',
  path: '/api/v1/cpd-log/complete',
  summary: 'Mark an education item complete',
  description:
    'Adds the education item to the caller’s CPD log, dated today, with the item’s CPD information. Idempotent: an item already in the log answers 200 with the existing entry. An item the caller cannot open answers 404.',
  request: { body: { required: true, content: { 'application/json': { schema: CpdCompleteSchema } } } },
  responses: {
    200: jsonResponse(CpdCompleteResponseSchema, 'The item was already in the log; nothing was added.'),
    201: jsonResponse(CpdCompleteResponseSchema, 'The new entry.'),
    ...guardedResponses,
    404: errorResponses.notFound,
    415: errorResponses.unsupportedMediaType,
  },
});

const exportRoute = createRoute({
  tags: TAGS,
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.education.capability)] as const,
  method: 'get',
  path: '/api/v1/cpd-log/export',
  summary: 'Export your CPD log',
  description:
    "The caller’s entries of the period (the current year by default), newest first, as a download: `format=csv` gives UTF-8 CSV with a header row (cells that a spreadsheet would run as formulas are prefixed with `'`); `format=pdf` a printable PDF with the totals and each entry’s reflection.",
  request: { query: CpdExportQuerySchema },
  responses: {
    200: {
      description: 'The file, as an attachment.',
      content: {
        'text/csv': { schema: z.string() },
        'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
    ...guardedResponses,
  },
});

/** Entries are dated by calendar day, stored at midnight UTC. */
const storedDate = (date: string) => `${date}T00:00:00.000Z`;

/** The changes to store: the date at midnight UTC, everything else as sent. */
function changesOf({ date, ...rest }: CpdEntryPatch) {
  return date === undefined ? rest : { ...rest, date: storedDate(date) };
}

function periodWhere({ from, to }: CpdPeriod): Where {
  return {
    and: [
      { date: { greater_than_equal: `${from}T00:00:00.000Z` } },
      { date: { less_than_equal: `${to}T23:59:59.999Z` } },
    ],
  };
}

/** The caller's own entry with this id, or undefined: another account's entry is as absent as an unknown one. */
async function findOwnEntry(c: PortalContext, id: string): Promise<CpdEntry | undefined> {
  const { docs } = await c.get('payload').find({
    collection: 'cpd-entries',
    where: { id: { equals: Number(id) } },
    limit: 1,
    depth: 0,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs[0];
}

/**
 * Presents entries with the links to the education items they complete, for the items the caller can still open:
 * one query for the items and one for their parents, however many entries there are.
 */
async function entryPresenter(
  c: PortalContext,
  entries: readonly CpdEntry[],
): Promise<(entry: CpdEntry) => CpdEntryAnswer> {
  const itemIds = [...new Set(entries.map((entry) => idOf(entry.educationItem)).filter((id) => id !== undefined))];
  const items = itemIds.length ? await findAllForCaller(c, 'education-items', { where: { id: { in: itemIds } } }) : [];
  const parentIds = [...new Set(items.map((item) => idOf(item.parent)).filter((id) => id !== undefined))];
  const parents = parentIds.length
    ? await findAllForCaller(c, 'education-courses', { where: { id: { in: parentIds } } })
    : [];
  const parentSlugs = new Map(parents.map((parent) => [parent.id, parent.slug]));
  const links = new Map<number, CpdEntryAnswer['educationItem']>();
  for (const item of items) {
    const parentSlug = parentSlugs.get(idOf(item.parent) ?? -1);
    if (parentSlug) links.set(item.id, { id: item.id, slug: item.slug, parentSlug });
  }
  return (entry) => presentEntry(entry, links.get(idOf(entry.educationItem) ?? -1) ?? null);
}

async function presentOne(c: PortalContext, entry: CpdEntry): Promise<CpdEntryAnswer> {
  return (await entryPresenter(c, [entry]))(entry);
}

/** Every entry of the period, newest first (a personal log holds hundreds at most). */
async function entriesOfPeriod(c: PortalContext, period: CpdPeriod): Promise<CpdEntry[]> {
  const { docs } = await c.get('payload').find({
    collection: 'cpd-entries',
    where: periodWhere(period),
    sort: NEWEST_FIRST,
    pagination: false,
    depth: 0,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs;
}

export function registerCpdLog(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(logRoute, async (c) => {
    const { page, perPage, ...requested } = c.req.valid('query');
    const period = resolvePeriod(requested);
    const payload = c.get('payload');
    const user = c.get('caller').user;
    const [all, result] = await Promise.all([
      entriesOfPeriod(c, period),
      payload.find({
        collection: 'cpd-entries',
        where: periodWhere(period),
        sort: NEWEST_FIRST,
        page,
        limit: perPage,
        depth: 0,
        user,
        overrideAccess: false,
      }),
    ]);
    const present = await entryPresenter(c, result.docs);
    return c.json(
      {
        ...period,
        totals: cpdTotals(all.map((entry) => ({ cpd: cpdOf(entry.cpd), planning: entry.planning }))),
        entries: pageOf(result, present),
      },
      200,
    );
  });

  app.openapi(createEntryRoute, async (c) => {
    const input = c.req.valid('json');
    const created = await c.get('payload').create({
      collection: 'cpd-entries',
      // The owner is set from the caller by the collection's hook.
      data: { ...input, date: storedDate(input.date), owner: c.get('caller').user.id },
      depth: 0,
      user: c.get('caller').user,
      overrideAccess: false,
    });
    return c.json(await presentOne(c, created), 201);
  });

  app.openapi(updateEntryRoute, async (c) => {
    const existing = await findOwnEntry(c, c.req.valid('param').id);
    if (!existing) return itemNotFound(c, 'CPD log entry');
    const updated = await c.get('payload').update({
      collection: 'cpd-entries',
      id: existing.id,
      data: changesOf(c.req.valid('json')),
      depth: 0,
      user: c.get('caller').user,
      overrideAccess: false,
    });
    return c.json(await presentOne(c, updated), 200);
  });

  app.openapi(deleteEntryRoute, async (c) => {
    const existing = await findOwnEntry(c, c.req.valid('param').id);
    if (!existing) return itemNotFound(c, 'CPD log entry');
    await c.get('payload').delete({
      collection: 'cpd-entries',
      id: existing.id,
      user: c.get('caller').user,
      overrideAccess: false,
    });
    return c.json({ id: existing.id, deleted: true as const }, 200);
  });

  app.openapi(completeRoute, async (c) => {
    const { educationItem } = c.req.valid('json');
    const item = await findOneForCaller(c, 'education-items', String(educationItem));
    const parentId = idOf(item?.parent);
    const parent =
      item && parentId !== undefined ? await findOneForCaller(c, 'education-courses', String(parentId)) : undefined;
    if (!item || !parent) return itemNotFound(c, 'education item');

    const answer = async (entry: CpdEntry, created: boolean) => ({ entry: await presentOne(c, entry), created });
    const existing = await findCompletion(c, item.id);
    if (existing) return c.json(await answer(existing, false), 200);
    try {
      const created = await c.get('payload').create({
        collection: 'cpd-entries',
        data: {
          owner: c.get('caller').user.id,
          title: item.title,
          date: storedDate(isoDay(new Date())),
          cpd: cpdOf(item.cpd),
          planning: 'planned',
          educationItem: item.id,
        },
        depth: 0,
        user: c.get('caller').user,
        overrideAccess: false,
      });
      return c.json(await answer(created, true), 201);
    } catch (error) {
      // Two clicks at once: the unique (owner, item) index refused the second; answer with the first.
      const raced = await findCompletion(c, item.id);
      if (raced) return c.json(await answer(raced, false), 200);
      throw error;
    }
  });

  app.openapi(exportRoute, async (c) => {
    const { format, ...requested } = c.req.valid('query');
    const period = resolvePeriod(requested);
    const stored = await entriesOfPeriod(c, period);
    const entries = stored.map(await entryPresenter(c, stored));
    const filename = `cpd-log-${period.from}-to-${period.to}.${format}`;
    const headers = {
      'Content-Disposition': contentDisposition(filename),
      'Cache-Control': 'private, no-store',
    };
    if (format === 'csv') {
      return c.body(cpdLogCsv(entries), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
    }
    const { firstName, lastName } = c.get('caller').user;
    const pdf = await cpdLogPdf(`${firstName} ${lastName}`, period, cpdTotals(entries), entries, isoDay(new Date()));
    return c.body(new Uint8Array(pdf), 200, { ...headers, 'Content-Type': 'application/pdf' });
  });
}
