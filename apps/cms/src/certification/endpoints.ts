import { SecondFactorCodeSchema } from '@hcp/contracts/two-factor';
import { formatWait } from '@hcp/contracts/plural';
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload';
import { z } from 'zod';

import { auditActorOf, auditOriginOf } from '../audit/origin';
import { recordAuditEvent } from '../audit/record';
import { reserveAdminGuess } from '../hooks/throttleAdminSignIn';
import type { Admin } from '../payload-types';
import { spendSecondFactor, twoFactorEnabled } from '../two-factor/store';
import { inTransaction } from '../utilities/inTransaction';
import { verifyPassword } from '../utilities/passwordHash';
import { bodyOf, refusal } from '../utilities/payloadAnswers';
import { certificatesCsv } from './certificates-csv';
import {
  addComment,
  certify,
  reviewQueue,
  saveReview,
  type Staff,
  staffOnRequest,
  submitForReview,
  titleOf,
  URGENT_PUBLICATION,
  workflowView,
  WorkflowRefusal,
} from './workflow';
import type { UrgentPublication } from './gate';

const ItemSchema = z.object({
  collection: z.string().min(1).max(64),
  id: z.coerce.number().int().positive(),
});

const SubmitSchema = ItemSchema.extend({
  reviewers: z.array(z.number().int().positive()).min(1, 'Choose at least one reviewer.').max(10),
  signatory: z.number({ error: 'Choose the signatory.' }).int().positive(),
  message: z.string().trim().max(2000).default(''),
}).strict();

const CommentSchema = ItemSchema.extend({
  text: z.string().trim().min(1, 'Write your comment.').max(4000, 'Keep a comment under 4,000 characters.'),
}).strict();

const CertifySchema = ItemSchema.extend({
  statement: z.literal(true, { error: 'Confirm the statement to certify.' }),
  password: z.string().min(1, 'Enter your password.').max(200),
  code: SecondFactorCodeSchema.optional(),
}).strict();

const UrgentSchema = ItemSchema.extend({
  reason: z
    .string()
    .trim()
    .min(20, 'Say in a sentence or two why this safety notice cannot wait for its certificate.')
    .max(2000),
}).strict();

/** A handler for a signed-in CMS account; a workflow refusal is its answer, in Payload's error shape. */
function forStaff(handle: (req: PayloadRequest, me: Staff) => Promise<Response>): PayloadHandler {
  return async (req) => {
    const me = await staffOnRequest(req);
    if (!me) return refusal(401, 'Sign in to the CMS first.');
    try {
      return await handle(req, me);
    } catch (error) {
      if (error instanceof WorkflowRefusal) return refusal(error.status, error.message);
      throw error;
    }
  };
}

async function audit(
  req: PayloadRequest,
  action: 'review.submitted' | 'review.commented' | 'content.certified' | 'content.published-urgently',
  item: { collection: string; id: number; label: string; version?: string | null },
  details: Record<string, string | number | boolean | null | string[]>,
  transaction: PayloadRequest,
): Promise<void> {
  await recordAuditEvent(
    req.payload,
    {
      action,
      actor: auditActorOf(req),
      target: { collection: item.collection, id: item.id, label: item.label, version: item.version ?? undefined },
      ...auditOriginOf(req),
      details,
    },
    transaction,
  );
}

/** GET /api/certificates/workflow?collection=…&id=…: the item's review, for the admin's certification panel. */
const workflow = forStaff(async (req, me) => {
  const parsed = ItemSchema.safeParse(req.query);
  if (!parsed.success) return refusal(400, 'Name the item: collection and id.');
  return Response.json(await workflowView(req, me, parsed.data.collection, parsed.data.id));
});

/** GET /api/certificates/queue: what waits for the signed-in account, what it submitted, safety notices to certify. */
const queue = forStaff(async (req, me) => Response.json(await reviewQueue(req.payload, me, req)));

/** POST /api/certificates/submit: the item goes to review, its reviewers and signatory are mailed. */
const submit = forStaff(async (req, me) => {
  const body = await bodyOf(req, SubmitSchema);
  if (typeof body === 'string') return refusal(400, body);
  const review = await inTransaction(req.payload, async (transaction) => {
    const saved = await submitForReview(transaction, me, body);
    await audit(
      req,
      'review.submitted',
      { collection: body.collection, id: body.id, label: saved.title ?? '' },
      { reviewers: body.reviewers.map(String), signatory: body.signatory },
      transaction,
    );
    return saved;
  });
  return Response.json({ state: review.state }, { status: 200 });
});

/** POST /api/certificates/comment: a reviewer's comment, kept with the version it was made on. */
const comment = forStaff(async (req, me) => {
  const body = await bodyOf(req, CommentSchema);
  if (typeof body === 'string') return refusal(400, body);
  await inTransaction(req.payload, async (transaction) => {
    await addComment(transaction, me, body);
    await audit(req, 'review.commented', { collection: body.collection, id: body.id, label: '' }, {}, transaction);
  });
  return Response.json({ ok: true }, { status: 201 });
});

/**
 * POST /api/certificates/certify: the named signatory certifies the item's latest version with their password, and
 * their second factor when they have one. The password takes its slot in the guess limits before it is checked, as
 * every password the CMS checks does.
 */
const certifyHandler = forStaff(async (req, me) => {
  const body = await bodyOf(req, CertifySchema);
  if (typeof body === 'string') return refusal(400, body);
  const session = (req.user as { _sid?: unknown } | null)?._sid;
  const attempt = await reserveAdminGuess(
    req,
    'password',
    me.email,
    typeof session === 'string' ? `session:${session}` : undefined,
  );
  if (!attempt.ok) {
    return refusal(429, `Too many attempts. Please wait ${formatWait(attempt.retryAfterSeconds)} and try again.`);
  }
  const stored = await req.payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: me.id } } });
  if (!stored || !(await verifyPassword(stored, body.password))) {
    await attempt.failed();
    return refusal(400, 'Your password is not correct.');
  }
  await attempt.succeeded();
  const account = { collection: 'admins' as const, id: me.id };
  const secondFactor = await twoFactorEnabled(req.payload, account);
  if (secondFactor) {
    if (!body.code) return refusal(400, 'Enter the code from your authenticator app.');
    const code = await reserveAdminGuess(req, 'code', me.email);
    if (!code.ok) {
      return refusal(429, `Too many attempts. Please wait ${formatWait(code.retryAfterSeconds)} and try again.`);
    }
    const spent = await spendSecondFactor(req.payload, account, body.code);
    if (!spent.ok) {
      await code.failed();
      return refusal(400, 'That code is not correct.');
    }
    await code.succeeded();
  }
  const certificate = await inTransaction(req.payload, async (transaction) => {
    const made = await certify(transaction, me, { ...body, secondFactor });
    await audit(
      req,
      'content.certified',
      { collection: body.collection, id: body.id, label: made.title, version: made.versionId },
      { certificate: made.id, approvalCode: made.approvalCode ?? null, secondFactor },
      transaction,
    );
    return made;
  });
  return Response.json(
    { certificate: certificate.id, certifiedAt: certificate.certifiedAt, signatoryName: certificate.signatoryName },
    { status: 201 },
  );
});

/**
 * POST /api/certificates/publish-urgently: an administrator publishes a safety notice before its certificate, with a
 * reason. Audited, and listed on the admin home until a signatory certifies it.
 */
const publishUrgently = forStaff(async (req, me) => {
  const body = await bodyOf(req, UrgentSchema);
  if (typeof body === 'string') return refusal(400, body);
  if (me.role !== 'admin')
    return refusal(403, 'Only an administrator can publish a safety notice before it is certified.');
  if (body.collection !== 'important-updates') {
    return refusal(400, 'Only a safety notice (an important update in the safety category) can be published urgently.');
  }
  const result = await inTransaction(req.payload, async (transaction) => {
    const draft = (await req.payload
      .findByID({
        collection: 'important-updates',
        id: body.id,
        draft: true,
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req: transaction,
      })
      .catch(() => null)) as (Record<string, unknown> & { category?: string }) | null;
    if (!draft) throw new WorkflowRefusal(404, 'This item does not exist.');
    if (draft.category !== 'safety-notice') {
      throw new WorkflowRefusal(400, 'Only an important update in the safety category can be published urgently.');
    }
    const urgent: UrgentPublication = { reason: body.reason, by: me };
    transaction.context[URGENT_PUBLICATION] = urgent;
    transaction.user = req.user;
    // The latest version, draft or not, is what gets published: the same as the admin's Publish button.
    await req.payload.update({
      collection: 'important-updates',
      id: body.id,
      data: { _status: 'published' },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req: transaction,
    });
    const now = new Date().toISOString();
    await saveReview(
      req.payload,
      'important-updates',
      body.id,
      { urgentReason: body.reason, urgentBy: me.id, urgentByName: me.name, urgentAt: now },
      transaction,
    );
    const label = titleOf(req.payload, 'important-updates', draft);
    await audit(
      req,
      'content.published-urgently',
      { collection: 'important-updates', id: body.id, label },
      { reason: body.reason },
      transaction,
    );
    return { publishedAt: now };
  }).catch((error: unknown) => {
    if (error instanceof WorkflowRefusal) return refusal(error.status, error.message);
    throw error;
  });
  return result instanceof Response ? result : Response.json(result, { status: 200 });
});

/** GET /api/certificates/export: every certificate (or those the list's search finds), as CSV, for audits. */
const exportCsv = forStaff(async (req) => certificatesCsv(req));

export const certificationEndpoints: Endpoint[] = [
  { path: '/workflow', method: 'get', handler: workflow },
  { path: '/queue', method: 'get', handler: queue },
  { path: '/submit', method: 'post', handler: submit },
  { path: '/comment', method: 'post', handler: comment },
  { path: '/certify', method: 'post', handler: certifyHandler },
  { path: '/publish-urgently', method: 'post', handler: publishUrgently },
  { path: '/export', method: 'get', handler: exportCsv },
];
