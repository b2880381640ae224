import { fieldMessages } from '@hcp/contracts/errors';
import {
  FormSubmissionBodySchema,
  FormSubmissionResultSchema,
  type FormSubmissionResult,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
} from '@hcp/contracts/forms';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload';

import { env } from '../../env';
import { lifeCycleOf } from '../../collections/FormSubmissions/hooks/lifeCycle';
import { isUrgentAnswer, urgencyRuleOf } from '../../collections/Forms/urgency';
import { readMedicalInformation } from '../../globals/MedicalInformation';
import { queueFormNotifications, sendUrgentMailNow } from '../../jobs/formNotifications';
import type { Form } from '../../payload-types';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';
import { screenBotCheck, verifyBotCheck } from './bot-check';
import { FORM_BODY_BYTES_WITHOUT_FILES, lowerBodyLimit, submissionTooLarge } from './body-limit';
import { type FormCaller, resolveFormCaller } from './caller';
import { FormSlugSchema } from './forms';
import { type FileFingerprint, oneAtATime, requestHash, sha256OfFile } from './idempotency';
import { confirmationOf, formDefinitionOf } from './present';
import { catalogueProductOptions, readFormFor } from './read-form';
import { adverseEventNotice } from './texts';
import {
  badRequest,
  type CheckedFile,
  discardUnlessSaved,
  filesTogetherTooLarge,
  type IncomingFile,
  inspectOrRefuse,
  invalidParams,
  refuseOverLimits,
  storeUploads,
  uploadRefused,
} from './uploads';
import { type CheckedSubmission, checkSubmission } from './validate';
import { deleteDraft, draftOf, draftUploadsFor } from './drafts';
import { readFormBody, withUploadSpool } from './request-body';
import type { UploadSpool } from './multipart';

type PortalContext = Context<PortalApiEnv>;

/** The body's shape; each value is then checked against its own field's definition, for a message per field. */
const SubmissionEnvelopeSchema = FormSubmissionBodySchema.extend({ values: z.record(z.string(), z.unknown()) });

/** The submission path, as Hono routes it and as the OpenAPI document names it. */
export const SUBMISSIONS_ROUTE = '/api/v1/forms/:slug/submissions';
const SUBMISSIONS_DOC_PATH = '/api/v1/forms/{slug}/submissions';

/** The largest submission body: the files' limit and room for the JSON part and the multipart framing. */
export const MAX_SUBMISSION_BODY_BYTES = env.uploads.maxSubmissionBytes + 1024 * 1024;

/** The largest body this form may send: room for files only if it has a file field. */
function bodyLimitOf(form: Form): number {
  return (form.fields ?? []).some((field) => field.type === 'file')
    ? MAX_SUBMISSION_BODY_BYTES
    : FORM_BODY_BYTES_WITHOUT_FILES;
}

async function fingerprintsOf(files: readonly IncomingFile[]): Promise<FileFingerprint[]> {
  const fingerprints: FileFingerprint[] = [];
  // One file at a time, from disk.
  for (const { field, name, size, path } of files)
    fingerprints.push({ field, name, size, sha256: await sha256OfFile(path) });
  return fingerprints;
}

/** `HCP-` and the year, then the submission's number, six digits. */
export function referenceFor(id: number, createdAt: string): string {
  return `HCP-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

type Replay = { answer: FormSubmissionResult } | { conflict: true } | undefined;

/** The first answer to this caller's earlier submission with this key, if any; a different request is a conflict. */
async function earlierAnswer(c: PortalContext, caller: FormCaller, key: string, hash: string): Promise<Replay> {
  const { docs } = await c.get('payload').find({
    collection: 'form-submissions',
    where: { and: [{ callerKey: { equals: caller.key } }, { idempotencyKey: { equals: key } }] },
    select: { requestHash: true, answer: true },
    limit: 1,
    depth: 0,
    // The endpoint, not the caller, reads submissions: they are admin-only in the collection.
    // eslint-disable-next-line hcp/override-access -- the caller's own earlier answer, found by its caller key: a visitor or an integration client has no account to read with
    overrideAccess: true,
  });
  const earlier = docs[0];
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) return { conflict: true };
  // An answer stored before urgency, deadlines and the phone line were answered is replayed without them.
  const stored = { urgent: false, deadline: null, medicalInformation: null, ...(earlier.answer as object) };
  return { answer: FormSubmissionResultSchema.parse(stored) };
}

function replayResponse(c: PortalContext, replay: NonNullable<Replay>) {
  if ('conflict' in replay) {
    return errorResponse(
      c,
      422,
      'idempotency_key_reused',
      `This ${IDEMPOTENCY_HEADER} was already used for a different submission. Use a new key for a new submission.`,
    );
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(replay.answer, 201);
}

type Stored = {
  values: Record<string, unknown>;
  files: number[];
  /** The files taken over from the account's saved draft of the form, which goes with the submission. */
  draftFiles: number[];
  patientHarm: boolean;
  submitterEmail: string | null;
};

/** Stores the submission, its reference and its queued mails in one transaction: all of it or nothing. */
async function store(
  c: PortalContext,
  form: Form,
  caller: FormCaller,
  checked: Stored,
  idempotency: { key: string | null; hash: string },
): Promise<FormSubmissionResult> {
  const payload = c.get('payload');
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  let answer: FormSubmissionResult;
  try {
    const account = caller.kind === 'account' ? caller.caller.user.id : null;
    // Urgency comes from the checked answers and the form's rule only: a flag in the body is no answer and was refused.
    const rule = urgencyRuleOf(form);
    const urgent = isUrgentAnswer(rule, checked.values);
    const lifeCycle = lifeCycleOf(form, account, new Date(), urgent ? rule : null);
    // Submissions refuse every write through access control; this endpoint is their one writer, after its checks.
    const created = await payload.create({
      collection: 'form-submissions',
      data: {
        ...lifeCycle,
        urgent,
        form: form.id,
        account,
        integrationClient: caller.kind === 'client' ? caller.client.id : null,
        submitterEmail: checked.submitterEmail,
        values: checked.values,
        files: [...checked.files, ...checked.draftFiles],
        patientHarm: checked.patientHarm,
        mailStatus: 'queued',
        callerKey: caller.key,
        idempotencyKey: idempotency.key,
        requestHash: idempotency.hash,
      },
      depth: 0,
      // eslint-disable-next-line hcp/override-access -- a system write: submissions refuse every create through access control
      overrideAccess: true,
      req,
    });
    const submittedAt = new Date(created.createdAt).toISOString();
    const reference = referenceFor(created.id, submittedAt);
    answer = {
      reference,
      submittedAt,
      confirmation: confirmationOf(form, urgent),
      adverseEventNotice: checked.patientHarm ? adverseEventNotice(reference) : null,
      urgent,
      deadline: lifeCycle.deadline ? lifeCycle.deadline.slice(0, 10) : null,
      medicalInformation: await readMedicalInformation(payload, req),
    };
    await payload.update({
      collection: 'form-submissions',
      id: created.id,
      data: { reference, answer },
      depth: 0,
      // eslint-disable-next-line hcp/override-access -- a system write: the reference and answer of the row just created
      overrideAccess: true,
      req,
    });
    await queueFormNotifications(payload, created.id, { urgent, req });
    // Sending the form ends its saved draft, in the same transaction: its files that the submission took stay.
    if (caller.kind === 'account')
      await deleteDraft(payload, caller.caller.user, form.id, { req, keepUploads: checked.draftFiles });
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
  // Committed: an urgent request's mails go now, not with the next run of the queue.
  if (answer.urgent) sendUrgentMailNow(payload);
  return answer;
}

const botCheckFailed = (c: PortalContext, message: string) =>
  errorResponse(c, 400, 'rest_bot_check_failed', message, { botCheck: message });

function submitterEmailOf(caller: FormCaller, firstEmail: string | null): string | null {
  return caller.kind === 'account' ? caller.caller.user.email : firstEmail;
}

/**
 * The bot check's cheap part, on the JSON part as soon as it has arrived: a forged or missing solution is refused
 * before the files that follow it are read. A body that is not a submission is left to the checks after reading.
 */
function botCheckScreen(c: PortalContext, form: Form) {
  return async (json: unknown): Promise<Response | undefined> => {
    if (!(form.botCheck ?? true)) return undefined;
    const envelope = SubmissionEnvelopeSchema.safeParse(json);
    if (!envelope.success) return undefined;
    const screened = await screenBotCheck(envelope.data.botCheck);
    return screened.ok ? undefined : botCheckFailed(c, screened.message);
  };
}

/** The published form of the path's slug and the caller who may send it, or the refusal (400, 401/403, 404). */
async function formAndCaller(c: PortalContext): Promise<{ form: Form; caller: FormCaller } | Response> {
  const slug = FormSlugSchema.safeParse({ slug: c.req.param('slug') });
  if (!slug.success) return badRequest(c, 'Invalid parameter(s): slug', fieldMessages(slug.error.issues));
  const resolved = await resolveFormCaller(c);
  if ('refusal' in resolved) return resolved.refusal;
  const { caller } = resolved;
  const read = await readFormFor(c, slug.data.slug, caller);
  if ('refusal' in read) return read.refusal;
  return { form: read.form, caller };
}

/** The idempotency key the caller sent, if any, or the refusal of a malformed one. */
function idempotencyKeyOf(c: PortalContext): { key: string | null } | Response {
  const keyHeader = c.req.header(IDEMPOTENCY_HEADER);
  if (keyHeader === undefined) return { key: null };
  const key = IdempotencyKeySchema.safeParse(keyHeader);
  if (key.success) return { key: key.data };
  return badRequest(c, `Invalid ${IDEMPOTENCY_HEADER} header.`, {
    [IDEMPOTENCY_HEADER]: key.error.issues[0]?.message ?? 'Invalid key.',
  });
}

type DraftRef = { field: string; id: number };

type SubmissionRequest = {
  body: z.infer<typeof SubmissionEnvelopeSchema>;
  /** The files a saved draft of the form holds, that the caller sends with it. */
  draftRefs: DraftRef[];
  files: IncomingFile[];
};

/**
 * The submission's body, read within the form's limit, and the refusals that need no file's content: a body of the
 * wrong shape, draft files from a caller without an account, a forged or missing bot check, files of a refused type
 * or size (the upload pipeline's limit step).
 */
async function readSubmission(
  c: PortalContext,
  form: Form,
  caller: FormCaller,
  spool: UploadSpool,
): Promise<SubmissionRequest | Response> {
  // Nothing before this read a byte of the body (nor did the rate limit before it); a form without files takes 1 MB.
  const limit = bodyLimitOf(form);
  if (!lowerBodyLimit(c, limit)) return submissionTooLarge(c, limit);
  const request = await readFormBody(c, 'submission', spool, botCheckScreen(c, form));
  if (!request.ok) return request.response;
  const body = SubmissionEnvelopeSchema.safeParse(request.body);
  if (!body.success) return invalidParams(c, fieldMessages(body.error.issues));
  const draftRefs = Object.entries(body.data.draftFiles ?? {}).flatMap(([field, ids]) =>
    ids.map((id) => ({ field, id })),
  );
  if (draftRefs.length > 0 && caller.kind !== 'account')
    return badRequest(c, 'Only a signed-in account sends files from a saved draft.', {
      draftFiles: 'Only a signed-in account has saved drafts.',
    });
  // Cheap refusals before the files are hashed: a forged or missing bot check, and files of a refused type or size.
  if (form.botCheck ?? true) {
    const screened = await screenBotCheck(body.data.botCheck);
    if (!screened.ok) return botCheckFailed(c, screened.message);
  }
  const overLimits = refuseOverLimits(c, request.files);
  if (overLimits) return overLimits;
  return { body: body.data, draftRefs, files: request.files };
}

/** What identifies the request for its idempotency key: the form, the answers and each file's content. */
async function hashOf(form: Form, { body, draftRefs, files }: SubmissionRequest): Promise<string> {
  return requestHash(form.slug, body.values, [
    ...(await fingerprintsOf(files)),
    // A draft's file is named by its upload, whose content never changes.
    ...draftRefs.map(({ field, id }) => ({ field, name: `draft-upload:${String(id)}`, size: 0, sha256: '' })),
  ]);
}

type CheckedRequest = { submission: CheckedSubmission; fileCounts: Map<string, number>; draftUploads: number[] };

/**
 * The answers checked against the form, with the files carried from the caller's saved draft: each must be in it,
 * and with the new ones within the submission's limit (413); or the refusal.
 */
async function checkAnswers(
  c: PortalContext,
  form: Form,
  caller: FormCaller,
  request: SubmissionRequest,
): Promise<CheckedRequest | Response> {
  const definition = formDefinitionOf(form, await catalogueProductOptions(c, form));
  const carried =
    request.draftRefs.length > 0 && caller.kind === 'account'
      ? draftUploadsFor(await draftOf(c.get('payload'), caller.caller.user, form.id), request.body.draftFiles ?? {})
      : { ok: true as const, uploads: [] };
  if (!carried.ok) return badRequest(c, 'A file is not in your saved draft of this form.', carried.params);
  const fileCounts = new Map<string, number>();
  for (const { field } of [...request.files, ...carried.uploads])
    fileCounts.set(field, (fileCounts.get(field) ?? 0) + 1);
  const carriedBytes = carried.uploads.reduce((sum, { bytes }) => sum + bytes, 0);
  const together =
    carried.uploads.length > 0
      ? filesTogetherTooLarge(carriedBytes, request.files, carried.uploads[0]?.field ?? 'draftFiles')
      : undefined;
  if (together) return uploadRefused(c, together);
  const checked = checkSubmission(definition, request.body.values, fileCounts);
  if (!checked.ok) return invalidParams(c, checked.params);
  return { submission: checked.submission, fileCounts, draftUploads: carried.uploads.map(({ id }) => id) };
}

/**
 * Stores the checked files (the upload pipeline's store step), then the submission with them; if the submission is
 * not stored, its files go too. Answers 201, or the first answer when another process stored the same key first.
 */
async function storeWithFiles(
  c: PortalContext,
  form: Form,
  caller: FormCaller,
  checked: CheckedRequest,
  files: CheckedFile[],
  idempotency: { key: string | null; hash: string },
): Promise<Response> {
  const storedValues: Record<string, unknown> = { ...checked.submission.values };
  for (const [field, count] of checked.fileCounts) storedValues[field] = count;
  const payload = c.get('payload');
  const owner = caller.kind === 'account' ? caller.caller.user.id : null;
  const uploads = await storeUploads(payload, files, owner);
  try {
    const answer = await discardUnlessSaved(payload, uploads, () =>
      store(
        c,
        form,
        caller,
        {
          values: storedValues,
          files: uploads,
          draftFiles: checked.draftUploads,
          patientHarm: checked.submission.patientHarm,
          submitterEmail: submitterEmailOf(caller, checked.submission.firstEmail),
        },
        idempotency,
      ),
    );
    return c.json(answer, 201);
  } catch (error) {
    // Another process stored the same caller's key first: the unique index refused this one; answer with it.
    const replay = idempotency.key ? await earlierAnswer(c, caller, idempotency.key, idempotency.hash) : undefined;
    if (replay) return replayResponse(c, replay);
    throw error;
  }
}

/**
 * `POST`: the form and caller, the key, the body and its cheap checks; then, one request per key at a time, the
 * earlier answer to a retry, the answers, the files' content, the bot check's solution, and storing.
 */
async function handleSubmission(c: PortalContext, spool: UploadSpool): Promise<Response> {
  const target = await formAndCaller(c);
  if (target instanceof Response) return target;
  const { form, caller } = target;
  const idempotencyKey = idempotencyKeyOf(c);
  if (idempotencyKey instanceof Response) return idempotencyKey;
  const { key } = idempotencyKey;

  const request = await readSubmission(c, form, caller, spool);
  if (request instanceof Response) return request;
  const hash = await hashOf(form, request);

  const submit = async (): Promise<Response> => {
    if (key !== null) {
      const replay = await earlierAnswer(c, caller, key, hash);
      if (replay) return replayResponse(c, replay);
    }
    const checked = await checkAnswers(c, form, caller, request);
    if (checked instanceof Response) return checked;
    const inspected = await inspectOrRefuse(c, request.files);
    if ('refusal' in inspected) return inspected.refusal;
    // Checked last before storing: a verified solution is used up, even if the submission then failed.
    if (form.botCheck ?? true) {
      const outcome = await verifyBotCheck(c.get('payload'), request.body.botCheck);
      if (!outcome.ok) return botCheckFailed(c, outcome.message);
    }
    return storeWithFiles(c, form, caller, checked, inspected.files, { key, hash });
  };
  return key !== null ? oneAtATime(`${caller.key}\n${key}`, submit) : submit();
}

const SubmissionPartsSchema = z.object({
  submission: z.string().meta({ description: 'The FormSubmissionBody as JSON.' }),
});

/** `POST api/v1/forms/{slug}/submissions`: JSON or multipart, so it is routed by hand and documented here. */
export function registerFormSubmissions(app: OpenAPIHono<PortalApiEnv>): void {
  app.post(SUBMISSIONS_ROUTE, (c) => withUploadSpool((spool) => handleSubmission(c, spool)));
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: SUBMISSIONS_DOC_PATH,
    tags: ['Forms'],
    summary: 'Submit a form',
    description: [
      'Validates the values against the published form and stores the submission with a reference (`HCP-YYYY-NNNNNN`); the notification mails are queued and sent even if the mail server is down at the time.',
      'Authentication: none for a public form; otherwise a bearer token whose account holds the form’s capability (the submission is linked to the account), or an integration client’s Payload API key (`Authorization: integration-clients API-Key <key>`).',
      'Body: the FormSubmissionBody as `application/json`, or `multipart/form-data` with the part `submission` (that JSON) and one part per file, named after its file field.',
      `A bad submission answers 400 with a message per field in \`data.params\` and stores nothing; a field that is not in the form is an error. With an \`${IDEMPOTENCY_HEADER}\` header, a retry by the same caller with the same key answers the first 201 again (header \`Idempotent-Replayed: true\`) and stores nothing; the same key with a different request answers 422. Rate-limited per address.`,
    ].join('\n\n'),
    security: [{}, { bearerAuth: [] }],
    request: {
      params: FormSlugSchema,
      headers: z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional() }),
      body: {
        required: true,
        content: {
          'application/json': { schema: FormSubmissionBodySchema },
          'multipart/form-data': { schema: SubmissionPartsSchema },
        },
      },
    },
    responses: {
      201: jsonResponse(FormSubmissionResultSchema, 'Stored (or the first answer to this idempotency key).'),
      400: errorResponses.badRequest,
      401: jsonResponse(
        errorResponses.unauthorized.content['application/json'].schema,
        'The form needs a capability and no token was sent.',
      ),
      403: errorResponses.forbidden,
      404: errorResponses.notFound,
      413: jsonResponse(
        errorResponses.badRequest.content['application/json'].schema,
        'The submission is too large: a file over its limit, or a body over the form’s (1 MB without file fields, the files’ limit plus 1 MB with them), refused from its declared Content-Length before it is read, or cut off as it passes the limit.',
      ),
      415: errorResponses.unsupportedMediaType,
      422: jsonResponse(
        errorResponses.badRequest.content['application/json'].schema,
        'The idempotency key was already used for a different submission.',
      ),
      429: errorResponses.tooManyRequests,
    },
  });
}
