import type { PayloadHandler, PayloadRequest, Where } from 'payload';

import { isAdministratorUser } from '../../../access/isAdministrator';
import type { AuditEvent } from '../../../payload-types';
import { csvCell } from '../../../utilities/csv';
import { contentDisposition } from '../../../utilities/contentDisposition';

/** Rows read per query while the file streams out. */
const PAGE_SIZE = 500;
/** The list's search box, as Payload's list sends it: longer text is refused rather than cut. */
const MAX_SEARCH_LENGTH = 200;

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Action',
  'Actor kind',
  'Actor id',
  'Actor email',
  'Target collection',
  'Target id',
  'Target',
  'Target version',
  'Client address',
  'Request id',
  'Details',
] as const;

function rowOf(event: AuditEvent): string[] {
  return [
    event.at,
    event.action,
    event.actorKind,
    event.actorId ?? '',
    event.actorEmail ?? '',
    event.targetCollection ?? '',
    event.targetId ?? '',
    event.targetLabel ?? '',
    event.targetVersion ?? '',
    event.clientAddress ?? '',
    event.requestId ?? '',
    event.details === null || event.details === undefined ? '' : JSON.stringify(event.details),
  ];
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

function badRequest(message: string): Response {
  return Response.json({ errors: [{ message }] }, { status: 400 });
}

/**
 * The list's current filter, as the admin puts it in the list's address: `where` (Payload's filter builder) and
 * `search` (the search box, over the collection's `listSearchableFields`). Payload checks the fields and operators
 * of `where` when it runs the query, as it does for the list itself.
 */
function filterOf(req: PayloadRequest, searchableFields: readonly string[]): Where | string {
  const query = req.query as { where?: unknown; search?: unknown };
  const parts: Where[] = [];
  if (query.where !== undefined) {
    if (typeof query.where !== 'object' || query.where === null || Array.isArray(query.where)) {
      return 'The filter is not one the list makes.';
    }
    parts.push(query.where as Where);
  }
  if (query.search !== undefined && query.search !== '') {
    if (typeof query.search !== 'string' || query.search.length > MAX_SEARCH_LENGTH) {
      return `Search for at most ${String(MAX_SEARCH_LENGTH)} characters.`;
    }
    const search = query.search;
    parts.push({ or: searchableFields.map((field) => ({ [field]: { like: search } })) });
  }
  return { and: parts };
}

/** The events after `last` in the order of the file (newest first; the id breaks ties), so a page never repeats one. */
function after(last: AuditEvent | undefined): Where[] {
  if (!last) return [];
  return [
    {
      or: [{ at: { less_than: last.at } }, { and: [{ at: { equals: last.at } }, { id: { less_than: last.id } }] }],
    },
  ];
}

/**
 * `GET /api/audit-events/export`: the audit events the list shows under its current filter (`where`, `search`), as
 * CSV, newest first, every matching event (streamed page by page, so a long trail never sits in memory). Administrators
 * only, checked here whatever the admin shows. Cells are escaped and guarded against formulas (utilities/csv.ts).
 */
export function exportAuditEvents(searchableFields: readonly string[]): PayloadHandler {
  return async (req) => {
    if (!isAdministratorUser(req.user)) {
      return Response.json(
        { errors: [{ message: 'Only administrators can export the audit trail.' }] },
        { status: 403 },
      );
    }
    const filter = filterOf(req, searchableFields);
    if (typeof filter === 'string') return badRequest(filter);

    const page = async (last: AuditEvent | undefined) => {
      const { docs } = await req.payload.find({
        collection: 'audit-events',
        where: { and: [filter, ...after(last)] },
        sort: ['-at', '-id'],
        limit: PAGE_SIZE,
        pagination: false,
        depth: 0,
        user: req.user,
        overrideAccess: false,
      });
      return docs;
    };
    let docs: AuditEvent[];
    try {
      // The first page is read before the answer starts, so a filter Payload refuses is a 400, not a broken file.
      docs = await page(undefined);
    } catch (error) {
      if ((error as { status?: number }).status === 400) return badRequest('The filter is not one the list makes.');
      throw error;
    }

    const encoder = new TextEncoder();
    const rows = (events: AuditEvent[]) => encoder.encode(events.map((event) => csvLine(rowOf(event))).join(''));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\ufeff${csvLine(AUDIT_CSV_HEADER)}`));
        controller.enqueue(rows(docs));
        if (docs.length < PAGE_SIZE) controller.close();
      },
      async pull(controller) {
        docs = await page(docs.at(-1));
        if (docs.length > 0) controller.enqueue(rows(docs));
        if (docs.length < PAGE_SIZE) controller.close();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`audit-events-${new Date().toISOString().slice(0, 10)}.csv`),
        'Cache-Control': 'private, no-store',
      },
    });
  };
}
