import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import {
  isOpenRequest,
  isOverdue,
  type MyRequest,
  MyRequestSchema,
  MyRequestsQuerySchema,
  MyRequestsSchema,
  type MyRequestSummary,
  REQUEST_STATUS_LABELS,
  RequestReferenceParamSchema,
} from '@hcp/contracts/requests';
import type { Context } from 'hono';
import type { Where } from 'payload';

import { answerLines } from '../../collections/FormSubmissions/answers';
import { WITHDRAWN_BY_REQUESTER } from '../../collections/FormSubmissions/hooks/lifeCycle';
import type { Form, FormSubmission, FormUpload } from '../../payload-types';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { itemNotFound, pageOf } from '../shared/published';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';

type PortalContext = Context<PortalApiEnv>;

const TAGS = ['My requests'];
const CAPABILITY = 'wb_edit_current_user';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/requests',
  tags: TAGS,
  summary: 'Your requests',
  description:
    'The requests the caller sent while signed in (clinical, pricing, feasibility, callback and issue reports), newest first and paginated, each with its status, response deadline (the form’s service level in working days) and whether it is overdue. Public contact messages are not requests and are never listed. Needs `wb_edit_current_user`.',
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

/** The caller's own requests: their account's submissions that have a life cycle. */
function ownRequests(c: PortalContext): Where {
  return { and: [{ account: { equals: c.get('caller').user.id } }, { status: { exists: true } }] };
}

const isoDay = (stored: string) => stored.slice(0, 10);

function summaryOf(
  doc: Pick<FormSubmission, 'reference' | 'form' | 'status' | 'deadline' | 'createdAt'>,
): MyRequestSummary {
  const form = doc.form as Form;
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
  };
}

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

function requestOf(doc: FormSubmission): MyRequest {
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
    answer: answered ? { message, answeredAt: iso(doc.answeredAt) } : null,
    withdrawable: isOpenRequest(summary.status),
  };
}

/** The caller's request with this reference, or undefined when it is not theirs (or not a request). */
async function findOwn(c: PortalContext, reference: string): Promise<FormSubmission | undefined> {
  const { docs } = await c.get('payload').find({
    collection: 'form-submissions',
    where: { and: [ownRequests(c), { reference: { equals: reference } }] },
    limit: 1,
    depth: 1,
    // Submissions are staff-only in the collection; this endpoint reads the caller's own, by the where above.
    overrideAccess: true,
  });
  return docs[0];
}

/** `GET api/v1/account/requests`, `GET api/v1/account/requests/{reference}` and its `withdraw`. */
export function registerMyRequests(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage } = c.req.valid('query');
    const result = await c.get('payload').find({
      collection: 'form-submissions',
      where: ownRequests(c),
      sort: ['-createdAt', '-id'],
      page,
      limit: perPage,
      depth: 1,
      select: { reference: true, form: true, status: true, deadline: true, createdAt: true },
      populate: { forms: { title: true, slug: true, kind: true } },
      // Submissions are staff-only in the collection; this endpoint reads the caller's own, by the where above.
      overrideAccess: true,
    });
    return c.json(pageOf(result, summaryOf), 200);
  });

  app.openapi(readRoute, async (c) => {
    const doc = await findOwn(c, c.req.valid('param').reference);
    if (!doc) return itemNotFound(c, 'request');
    return c.json(requestOf(doc), 200);
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
      overrideAccess: true,
      context: { [WITHDRAWN_BY_REQUESTER]: true },
    });
    return c.json(requestOf(updated), 200);
  });
}
