import { ERROR_CODES, fieldMessages } from '@hcp/contracts/errors';
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
import { queueFormNotifications } from '../../jobs/formNotifications';
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
import { megabytes } from './upload-checks';
import {
  discardUploads,
  type IncomingFile,
  inspectUploads,
  storeUploads,
  UPLOAD_ERROR_CODES,
  uploadLimitsRejection,
  type UploadRejection,
} from './uploads';
import { checkSubmission } from './validate';
import { deleteDraft, draftOf, draftUploadsFor } from './drafts';
import { readFormBody, withUploadSpool } from './request-body';
import type { UploadSpool } from './multipart';

type PortalContext = Context<PortalApiEnv>;

const badRequest = (c: PortalContext, message: string, params?: Record<string, string>) =>
  errorResponse(c, 400, params ? ERROR_CODES.invalidParams : ERROR_CODES.badRequest, message, params);

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
    overrideAccess: true,
  });
  const earlier = docs[0];
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) return { conflict: true };
  return { answer: FormSubmissionResultSchema.parse(earlier.answer) };
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
  try {
    const account = caller.kind === 'account' ? caller.caller.user.id : null;
    // Submissions refuse every write through access control; this endpoint is their one writer, after its checks.
    const created = await payload.create({
      collection: 'form-submissions',
      data: {
        ...lifeCycleOf(form, account, new Date()),
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
      overrideAccess: true,
      req,
    });
    const submittedAt = new Date(created.createdAt).toISOString();
    const reference = referenceFor(created.id, submittedAt);
    const answer: FormSubmissionResult = {
      reference,
      submittedAt,
      confirmation: confirmationOf(form),
      adverseEventNotice: checked.patientHarm ? adverseEventNotice(reference) : null,
    };
    await payload.update({
      collection: 'form-submissions',
      id: created.id,
      data: { reference, answer },
      depth: 0,
      overrideAccess: true,
      req,
    });
    await queueFormNotifications(payload, created.id, req);
    // Sending the form ends its saved draft, in the same transaction: its files that the submission took stay.
    if (caller.kind === 'account')
      await deleteDraft(payload, caller.caller.user, form.id, { req, keepUploads: checked.draftFiles });
    await commitTransaction(req);
    return answer;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

/** A refused file: the status, message and per-file params the upload checks chose. */
function uploadRefused(c: PortalContext, rejection: UploadRejection) {
  return errorResponse(c, rejection.status, UPLOAD_ERROR_CODES[rejection.status], rejection.message, rejection.params);
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

async function handleSubmission(c: PortalContext, spool: UploadSpool): Promise<Response> {
  const slug = FormSlugSchema.safeParse({ slug: c.req.param('slug') });
  if (!slug.success) return badRequest(c, 'Invalid parameter(s): slug', fieldMessages(slug.error.issues));
  const resolved = await resolveFormCaller(c);
  if ('refusal' in resolved) return resolved.refusal;
  const { caller } = resolved;
  const read = await readFormFor(c, slug.data.slug, caller);
  if ('refusal' in read) return read.refusal;
  const { form } = read;

  const keyHeader = c.req.header(IDEMPOTENCY_HEADER);
  const key = keyHeader === undefined ? undefined : IdempotencyKeySchema.safeParse(keyHeader);
  if (key && !key.success)
    return badRequest(c, `Invalid ${IDEMPOTENCY_HEADER} header.`, {
      [IDEMPOTENCY_HEADER]: key.error.issues[0]?.message ?? 'Invalid key.',
    });

  // Everything above read no byte of the body (nor did the rate limit before it); a form without files takes 1 MB.
  const limit = bodyLimitOf(form);
  if (!lowerBodyLimit(c, limit)) return submissionTooLarge(c, limit);
  const request = await readFormBody(c, 'submission', spool, botCheckScreen(c, form));
  if (!request.ok) return request.response;
  const body = SubmissionEnvelopeSchema.safeParse(request.body);
  if (!body.success) {
    const params = fieldMessages(body.error.issues);
    return badRequest(c, `Invalid parameter(s): ${Object.keys(params).join(', ')}`, params);
  }
  const { values, draftFiles = {} } = body.data;
  const draftRefs = Object.entries(draftFiles).flatMap(([field, ids]) => ids.map((id) => ({ field, id })));
  if (draftRefs.length > 0 && caller.kind !== 'account')
    return badRequest(c, 'Only a signed-in account sends files from a saved draft.', {
      draftFiles: 'Only a signed-in account has saved drafts.',
    });
  // Cheap refusals before the files are hashed: a forged or missing bot check, and files of a refused type or size.
  if (form.botCheck ?? true) {
    const screened = await screenBotCheck(body.data.botCheck);
    if (!screened.ok) return botCheckFailed(c, screened.message);
  }
  const limits = uploadLimitsRejection(request.files);
  if (limits) return uploadRefused(c, limits.rejection);
  const hash = requestHash(form.slug, values, [
    ...(await fingerprintsOf(request.files)),
    // A draft's file is named by its upload, whose content never changes.
    ...draftRefs.map(({ field, id }) => ({ field, name: `draft-upload:${String(id)}`, size: 0, sha256: '' })),
  ]);

  const submit = async (): Promise<Response> => {
    if (key) {
      const replay = await earlierAnswer(c, caller, key.data, hash);
      if (replay) return replayResponse(c, replay);
    }
    const definition = formDefinitionOf(form, await catalogueProductOptions(c, form));
    const carried =
      draftRefs.length > 0 && caller.kind === 'account'
        ? draftUploadsFor(await draftOf(c.get('payload'), caller.caller.user, form.id), draftFiles)
        : { ok: true as const, uploads: [] };
    if (!carried.ok) return badRequest(c, 'A file is not in your saved draft of this form.', carried.params);
    const fileCounts = new Map<string, number>();
    for (const { field } of [...request.files, ...carried.uploads])
      fileCounts.set(field, (fileCounts.get(field) ?? 0) + 1);
    const carriedBytes = carried.uploads.reduce((sum, { bytes }) => sum + bytes, 0);
    const newBytes = request.files.reduce((sum, { size }) => sum + size, 0);
    if (carried.uploads.length > 0 && carriedBytes + newBytes > env.uploads.maxSubmissionBytes) {
      const message = `Together, the files are larger than ${megabytes(env.uploads.maxSubmissionBytes)} MB.`;
      return errorResponse(c, 413, UPLOAD_ERROR_CODES[413], `A file is too large. ${message}`, {
        [carried.uploads[0]?.field ?? 'draftFiles']: message,
      });
    }
    const checked = checkSubmission(definition, values, fileCounts);
    if (!checked.ok) {
      return badRequest(c, `Invalid parameter(s): ${Object.keys(checked.params).join(', ')}`, checked.params);
    }
    const inspected = request.files.length > 0 ? await inspectUploads(request.files) : { ok: true as const, files: [] };
    if (!inspected.ok) return uploadRefused(c, inspected.rejection);
    // Checked last before storing: a verified solution is used up, even if the submission then failed.
    if (form.botCheck ?? true) {
      const outcome = await verifyBotCheck(c.get('payload'), body.data.botCheck);
      if (!outcome.ok) return botCheckFailed(c, outcome.message);
    }

    const storedValues: Record<string, unknown> = { ...checked.submission.values };
    for (const [field, count] of fileCounts) storedValues[field] = count;
    const payload = c.get('payload');
    const owner = caller.kind === 'account' ? caller.caller.user.id : null;
    const uploads = inspected.files.length > 0 ? await storeUploads(payload, inspected.files, owner) : [];
    try {
      const answer = await store(
        c,
        form,
        caller,
        {
          values: storedValues,
          files: uploads,
          draftFiles: carried.uploads.map(({ id }) => id),
          patientHarm: checked.submission.patientHarm,
          submitterEmail: submitterEmailOf(caller, checked.submission.firstEmail),
        },
        { key: key?.data ?? null, hash },
      );
      return c.json(answer, 201);
    } catch (error) {
      // Nothing half-stored: the submission failed, so its files go too.
      await discardUploads(payload, uploads);
      // Another process stored the same caller's key first: the unique index refused this one; answer with it.
      const replay = key ? await earlierAnswer(c, caller, key.data, hash) : undefined;
      if (replay) return replayResponse(c, replay);
      throw error;
    }
  };
  return key ? oneAtATime(`${caller.key}\n${key.data}`, submit) : submit();
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
