import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import {
  isOpenRequest,
  isOverdue,
  type MyRequest,
  MY_REQUESTS_CAPABILITY,
  MyRequestSchema,
  MyRequestsQuerySchema,
  type MyRequests,
  MyRequestsSchema,
  type MyRequestSummary,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  RequestReferenceParamSchema,
} from '@hcp/contracts/requests';
import type { Context } from 'hono';
import type { Payload, Where } from 'payload';

import { answerLines } from '../../collections/FormSubmissions/answers';
import { WITHDRAWN_BY_REQUESTER } from '../../collections/FormSubmissions/hooks/lifeCycle';
import { answeringTeamLabel, defaultAnsweringTeam } from '../../globals/MedicalInformation';
import type { Form, FormSubmission, FormUpload } from '../../payload-types';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { itemNotFound } from '../shared/published';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';

type PortalContext = Context<PortalApiEnv>;

const TAGS = ['My requests'];
const CAPABILITY = MY_REQUESTS_CAPABILITY;

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/requests',
  tags: TAGS,
  summary: 'Your requests',
  description:
    'The requests the caller sent while signed in (clinical, pricing, feasibility, callback and issue reports), paginated: open urgent requests first, soonest deadline first, then the rest newest first; each with its status, response deadline (the form’s service level in working days, or its urgent response time), whether it is urgent and whether it is overdue. Public contact messages are not requests and are never listed. Needs `wb_edit_current_user`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY)] as const,
  request: { query: MyRequestsQuerySchema },
  responses: { 200: jsonResponse(MyRequestsSchema, 'One page of the caller’s requests.'), ...guardedResponses },
});

const readRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/requests/{reference}',
  tags: TAGS,
  summary: 'One of your requests',
  description:
    'The request with its status, deadline, the caller’s own answers and files, and the provider’s answer once it has one. Another account’s reference answers 404, as one that does not exist. Needs `wb_edit_current_user`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY)] as const,
  request: { params: RequestReferenceParamSchema },
  responses: { 200: jsonResponse(MyRequestSchema, 'The request.'), ...guardedItemResponses },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/requests/{reference}/withdraw',
  tags: TAGS,
  summary: 'Withdraw one of your requests',
  description:
    'Withdraws a request that is still open (received or in progress): the provider stops working on it, and it stays withdrawn. 409 once it is answered, closed or withdrawn. Another account’s reference answers 404. Needs `wb_edit_current_user`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY)] as const,
  request: { params: RequestReferenceParamSchema },
  responses: {
    200: jsonResponse(MyRequestSchema, 'The request, now withdrawn.'),
    ...guardedItemResponses,
    409: jsonResponse(ApiErrorSchema, 'The request is no longer open.'),
  },
});

/**
 * Reads as the caller, so the collection's rule (access/ownRequests.ts) keeps to their own requests: their account's
 * submissions that have a life cycle.
 */
const asRequester = (c: PortalContext) => ({ user: c.get('caller').user, overrideAccess: false }) as const;

/** Still waiting and urgent: these lead the list, whatever their date. */
const URGENT_OPEN: Where = {
  and: [{ urgent: { equals: true } }, { status: { in: [...OPEN_REQUEST_STATUSES] } }],
};
const NOT_URGENT_OPEN: Where = {
  or: [
    { urgent: { equals: false } },
    { urgent: { exists: false } },
    { status: { not_in: [...OPEN_REQUEST_STATUSES] } },
  ],
};

const SUMMARY_SELECT = {
  reference: true,
  form: true,
  status: true,
  deadline: true,
  urgent: true,
  createdAt: true,
} as const;

const isoDay = (stored: string) => stored.slice(0, 10);

type SummaryDoc = Pick<FormSubmission, 'reference' | 'form' | 'status' | 'deadline' | 'urgent' | 'createdAt'>;
type SentForm = Pick<Form, 'title' | 'slug' | 'kind'>;

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id);

/**
 * The forms the caller's requests were sent with, by id. Read past the forms' own rule: the requester always sees which
 * form they sent, even one since unpublished or outside their roles.
 */
async function sentForms(payload: Payload, docs: readonly SummaryDoc[]): Promise<Map<number, SentForm>> {
  const ids = [...new Set(docs.map((doc) => idOf(doc.form)))];
  if (ids.length === 0) return new Map();
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { id: { in: ids } },
    select: { title: true, slug: true, kind: true },
    pagination: false,
    depth: 0,
    // eslint-disable-next-line hcp/override-access -- the forms of requests ownRequests let the caller read
    overrideAccess: true,
  });
  return new Map(forms.map((form) => [form.id, form]));
}

function summaryOf(doc: SummaryDoc, forms?: ReadonlyMap<number, SentForm>): MyRequestSummary {
  const form = forms?.get(idOf(doc.form)) ?? (doc.form as Form);
  const status = doc.status ?? 'received';
  const deadline = isoDay(doc.deadline ?? doc.createdAt);
  return {
    reference: doc.reference ?? '',
    form: { title: form.title, slug: form.slug, kind: form.kind as MyRequestSummary['form']['kind'] },
    submittedAt: new Date(doc.createdAt).toISOString(),
    status,
    statusLabel: REQUEST_STATUS_LABELS[status],
    deadline,
    overdue: isOverdue(status, deadline),
    urgent: doc.urgent ?? false,
  };
}

/**
 * One page of the caller's requests: their open urgent requests first (soonest deadline first; an account has few),
 * then the others newest first. The others are read a page at a time, two pages at most where the window straddles.
 */
async function pageOfRequests(c: PortalContext, page: number, perPage: number): Promise<MyRequests> {
  const payload = c.get('payload');
  const read = { depth: 0, select: SUMMARY_SELECT, ...asRequester(c) };
  const urgent = await payload.find({
    collection: 'form-submissions',
    where: URGENT_OPEN,
    sort: ['deadline', 'createdAt', 'id'],
    pagination: false,
    ...read,
  });
  const start = (page - 1) * perPage;
  const leading = urgent.docs.slice(start, start + perPage);
  const restStart = Math.max(0, start - urgent.docs.length);
  const restCount = perPage - leading.length;
  const rest: typeof urgent.docs = [];
  let restTotal: number;
  if (restCount === 0) {
    restTotal = (await payload.count({ collection: 'form-submissions', where: NOT_URGENT_OPEN, ...asRequester(c) }))
      .totalDocs;
  } else {
    const firstPage = Math.floor(restStart / perPage) + 1;
    const readRest = (restPage: number) =>
      payload.find({
        collection: 'form-submissions',
        where: NOT_URGENT_OPEN,
        sort: ['-createdAt', '-id'],
        page: restPage,
        limit: perPage,
        ...read,
      });
    const first = await readRest(firstPage);
    restTotal = first.totalDocs;
    const offset = restStart - (firstPage - 1) * perPage;
    rest.push(...first.docs.slice(offset, offset + restCount));
    if (rest.length < restCount && first.hasNextPage)
      rest.push(...(await readRest(firstPage + 1)).docs.slice(0, restCount - rest.length));
  }
  const totalItems = urgent.docs.length + restTotal;
  const shown = [...leading, ...rest];
  const forms = await sentForms(payload, shown);
  return {
    items: shown.map((doc) => summaryOf(doc, forms)),
    page,
    perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / perPage),
  };
}

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The team an answer is from: the request's own answering team, or the one the settings name. */
async function answeringTeamOf(payload: Payload, doc: FormSubmission): Promise<string> {
  const team = doc.answeringTeam;
  if (team && typeof team === 'object') return answeringTeamLabel(team.name);
  return defaultAnsweringTeam(payload);
}

async function requestOf(payload: Payload, doc: FormSubmission): Promise<MyRequest> {
  const summary = summaryOf(doc);
  const form = doc.form as Form;
  const files = (doc.files ?? []).filter((file): file is FormUpload => typeof file === 'object');
  const message = doc.answerMessage?.trim() ?? '';
  // The answer shows once the request is answered (and stays when it is closed), never a half-written draft.
  const answered = (summary.status === 'answered' || summary.status === 'closed') && message !== '';
  return {
    ...summary,
    statusChangedAt: iso(doc.statusChangedAt),
    answers: answerLines(form, doc).map(({ label, text }) => ({ label, text })),
    attachments: files.map((file) => ({ id: file.id, name: file.originalName, size: file.filesize ?? 0 })),
    answer: answered ? { message, answeredAt: iso(doc.answeredAt), team: await answeringTeamOf(payload, doc) } : null,
    withdrawable: isOpenRequest(summary.status),
  };
}

/** The caller's request with this reference, or undefined when it is not theirs (or not a request). */
async function findOwn(c: PortalContext, reference: string): Promise<FormSubmission | undefined> {
  const { docs } = await c.get('payload').find({
    collection: 'form-submissions',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    ...asRequester(c),
  });
  return docs[0];
}

/**
 * A request the caller may read (`findOwn`) with what it refers to: its form, its files and the team that answered,
 * which the requester sees whatever those collections' own rules would give them.
 */
function withReferences(payload: Payload, own: FormSubmission): Promise<FormSubmission> {
  // eslint-disable-next-line hcp/override-access -- a request ownRequests let the caller read, read again to populate
  return payload.findByID({ collection: 'form-submissions', id: own.id, depth: 1, overrideAccess: true });
}

/** `GET api/v1/account/requests`, `GET api/v1/account/requests/{reference}` and its `withdraw`. */
export function registerMyRequests(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage } = c.req.valid('query');
    return c.json(await pageOfRequests(c, page, perPage), 200);
  });

  app.openapi(readRoute, async (c) => {
    const own = await findOwn(c, c.req.valid('param').reference);
    if (!own) return itemNotFound(c, 'request');
    const payload = c.get('payload');
    return c.json(await requestOf(payload, await withReferences(payload, own)), 200);
  });

  app.openapi(withdrawRoute, async (c) => {
    const doc = await findOwn(c, c.req.valid('param').reference);
    if (!doc) return itemNotFound(c, 'request');
    if (!doc.status || !isOpenRequest(doc.status)) {
      return errorResponse(
        c,
        409,
        'request_not_open',
        `This request is ${REQUEST_STATUS_LABELS[doc.status ?? 'closed'].toLowerCase()}: only an open request can be withdrawn.`,
      );
    }
    // Only the requester withdraws, here; the staff-only access rule stops everyone else in the admin and its API.
    const updated = await c.get('payload').update({
      collection: 'form-submissions',
      id: doc.id,
      data: { status: 'withdrawn' },
      depth: 1,
      // eslint-disable-next-line hcp/override-access -- the requester's one change, to a request findOwn found theirs
      overrideAccess: true,
      context: { [WITHDRAWN_BY_REQUESTER]: true },
    });
    return c.json(await requestOf(c.get('payload'), updated), 200);
  });
}
