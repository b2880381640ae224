import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ERROR_CODES, fieldMessages } from '@hcp/contracts/errors';
import {
  type DraftFile,
  draftExpiresAt,
  draftProblems,
  type FormDraft as PresentedDraft,
  FormDraftAnswerSchema,
  FormDraftBodySchema,
  FormDraftListSchema,
  FormDraftSchema,
} from '@hcp/contracts/form-drafts';
import type { Context } from 'hono';
import type { Payload, PayloadRequest } from 'payload';

import { type DraftDeleteContext, draftUploadIds } from '../../collections/FormDrafts/hooks/deleteDraftFiles';
import { env } from '../../env';
import type { Form, FormDraft } from '../../payload-types';
import type { CallerAccount, PortalApiEnv } from '../context';
import { errorResponse, forbidden, notLoggedIn } from '../errors';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';
import { FORM_BODY_BYTES_WITHOUT_FILES, lowerBodyLimit, submissionTooLarge } from './body-limit';
import { resolveFormCaller } from './caller';
import { FormSlugSchema } from './forms';
import { oneAtATime } from './idempotency';
import { formDefinitionOf } from './present';
import { catalogueProductOptions, readFormFor } from './read-form';
import type { UploadSpool } from './multipart';
import { readFormBody, withUploadSpool } from './request-body';
import {
  badRequest,
  type CheckedFile,
  discardUnlessSaved,
  discardUploads,
  filesTogetherTooLarge,
  type IncomingFile,
  inspectOrRefuse,
  invalidParams,
  refuseOverLimits,
  storeUploads,
  uploadRefused,
} from './uploads';

type PortalContext = Context<PortalApiEnv>;

/** The draft path, as Hono routes it and as the OpenAPI document names it. */
export const DRAFT_ROUTE = '/api/v1/forms/:slug/draft';
const DRAFT_DOC_PATH = '/api/v1/forms/{slug}/draft';

/** The largest draft body: as a submission's, room for files only on a form with a file field. */
export const MAX_DRAFT_BODY_BYTES = env.uploads.maxSubmissionBytes + 1024 * 1024;

type DraftAccess = { account: CallerAccount; form: Form } | { refusal: Response };

/**
 * The form a draft belongs to, as the caller may use it: the same checks as sending it (401/403/404), and drafts are
 * for signed-in accounts only: an integration client, or a public form that needs no account, has none (403).
 */
async function draftAccess(c: PortalContext): Promise<DraftAccess> {
  const slug = FormSlugSchema.safeParse({ slug: c.req.param('slug') });
  if (!slug.success) return { refusal: badRequest(c, 'Invalid parameter(s): slug', fieldMessages(slug.error.issues)) };
  const resolved = await resolveFormCaller(c);
  if ('refusal' in resolved) return { refusal: resolved.refusal };
  const { caller } = resolved;
  if (caller.kind === 'anonymous') return { refusal: notLoggedIn(c) };
  if (caller.kind !== 'account') return { refusal: forbidden(c) };
  const read = await readFormFor(c, slug.data.slug, caller);
  if ('refusal' in read) return { refusal: read.refusal };
  if (!read.form.capability) {
    return {
      refusal: errorResponse(
        c,
        403,
        ERROR_CODES.forbidden,
        'This form is open to everyone: it cannot be saved as a draft. Drafts are for forms you sign in to send.',
      ),
    };
  }
  return { account: caller.caller.user, form: read.form };
}

/** The account's draft of this form, with its files, if it has one (read with the account's own access). */
export async function draftOf(
  payload: Payload,
  account: CallerAccount,
  formId: number,
  req?: PayloadRequest,
): Promise<FormDraft | undefined> {
  const { docs } = await payload.find({
    collection: 'form-drafts',
    where: { form: { equals: formId } },
    limit: 1,
    depth: 1,
    user: account,
    overrideAccess: false,
    ...(req ? { req } : {}),
  });
  return docs[0];
}

/** The files a draft keeps, with their field, as the portal shows them. */
function draftFilesOf(draft: FormDraft): DraftFile[] {
  return (draft.files ?? []).flatMap(({ field, upload }) =>
    typeof upload === 'object'
      ? [
          {
            id: upload.id,
            field,
            name: upload.originalName,
            type: upload.mimeType ?? 'application/octet-stream',
            bytes: upload.filesize ?? 0,
          },
        ]
      : [],
  );
}

function presentDraft(draft: FormDraft, form: Form): PresentedDraft {
  const savedAt = new Date(draft.savedAt).toISOString();
  return {
    form: { slug: form.slug, title: form.title },
    values: FormDraftSchema.shape.values.catch({}).parse(draft.values),
    files: draftFilesOf(draft),
    savedAt,
    expiresAt: draftExpiresAt(savedAt),
  };
}

/**
 * Deletes the account's draft of a form, and with it (the collection's hook) its files, except `keepUploads`: the
 * files a sent form took over. Run in the sending's transaction, so the draft goes exactly when the submission is stored.
 */
export async function deleteDraft(
  payload: Payload,
  account: CallerAccount,
  formId: number,
  { req, keepUploads = [] }: { req?: PayloadRequest; keepUploads?: number[] } = {},
): Promise<boolean> {
  const context: DraftDeleteContext = { keepUploads };
  const { docs } = await payload.delete({
    collection: 'form-drafts',
    where: { form: { equals: formId } },
    user: account,
    overrideAccess: false,
    context,
    ...(req ? { req } : {}),
  });
  return docs.length > 0;
}

type DraftUpload = { id: number; field: string; bytes: number };

/**
 * The uploads of the account's draft of this form that `refs` names, by field; a message per field naming what is not
 * there. Used to keep files in a draft and to send them with the form.
 */
export function draftUploadsFor(
  draft: FormDraft | undefined,
  refs: Record<string, number[]>,
): { ok: true; uploads: DraftUpload[] } | { ok: false; params: Record<string, string> } {
  const held = new Map(
    (draft?.files ?? []).flatMap(({ field, upload }) =>
      typeof upload === 'object' ? [[upload.id, { field, upload }] as const] : [],
    ),
  );
  const uploads: DraftUpload[] = [];
  const params: Record<string, string> = {};
  for (const [field, ids] of Object.entries(refs)) {
    for (const id of ids) {
      const found = held.get(id);
      if (found?.field !== field) params[field] = `File ${String(id)} is not in your saved draft of this form.`;
      else if (uploads.some((upload) => upload.id === id)) params[field] = `File ${String(id)} is listed twice.`;
      else uploads.push({ id, field, bytes: found.upload.filesize ?? 0 });
    }
  }
  return Object.keys(params).length > 0 ? { ok: false, params } : { ok: true, uploads };
}

/**
 * Creates or replaces the account's draft; a second draft for the same form is refused by the unique index. Answers
 * the saved draft and the uploads of the document it replaced, read just before replacing it.
 */
async function saveDraft(
  payload: Payload,
  account: CallerAccount,
  form: Form,
  data: { values: Record<string, unknown>; files: { field: string; upload: number }[] },
): Promise<{ saved: FormDraft; replaced: number[] }> {
  const savedAt = new Date().toISOString();
  const write = { values: data.values, files: data.files, savedAt };
  const replace = async (draft: FormDraft) => ({
    saved: await payload.update({
      collection: 'form-drafts',
      id: draft.id,
      data: write,
      depth: 1,
      user: account,
      overrideAccess: false,
    }),
    replaced: draftUploadIds(draft),
  });
  const existing = await draftOf(payload, account, form.id);
  if (existing) return replace(existing);
  try {
    // The owner is set from the caller by the collection's hook.
    await payload.create({
      collection: 'form-drafts',
      data: { owner: account.id, form: form.id, ...write },
      depth: 0,
      user: account,
      overrideAccess: false,
    });
  } catch (error) {
    // Two first saves at once: the unique (owner, form) index refused this one; it replaces the other's instead.
    const raced = await draftOf(payload, account, form.id);
    if (!raced) throw error;
    return replace(raced);
  }
  const created = await draftOf(payload, account, form.id);
  if (!created) throw new Error('The saved draft could not be read back.');
  return { saved: created, replaced: [] };
}

type DraftBody = { values: Record<string, unknown>; refs: Record<string, number[]>; files: IncomingFile[] };

/** The draft's body, read within the form's limit (room for files only on a form with a file field), or the refusal. */
async function readDraftBody(c: PortalContext, form: Form, spool: UploadSpool): Promise<DraftBody | Response> {
  const hasFileFields = (form.fields ?? []).some((field) => field.type === 'file');
  const limit = hasFileFields ? MAX_DRAFT_BODY_BYTES : FORM_BODY_BYTES_WITHOUT_FILES;
  if (!lowerBodyLimit(c, limit)) return submissionTooLarge(c, limit);
  const request = await readFormBody(c, 'draft', spool);
  if (!request.ok) return request.response;
  const body = FormDraftBodySchema.safeParse(request.body);
  if (!body.success) return invalidParams(c, fieldMessages(body.error.issues));
  return { values: body.data.values, refs: body.data.files ?? {}, files: request.files };
}

/**
 * The saved files the draft keeps, once the answers and the number of files per field fit the form's shape; or the
 * refusal (400).
 */
async function checkDraft(
  c: PortalContext,
  account: CallerAccount,
  form: Form,
  body: DraftBody,
): Promise<DraftUpload[] | Response> {
  const kept = draftUploadsFor(await draftOf(c.get('payload'), account, form.id), body.refs);
  if (!kept.ok) return badRequest(c, 'A file to keep is not in your saved draft of this form.', kept.params);
  const definition = formDefinitionOf(form, await catalogueProductOptions(c, form));
  const fileCounts = new Map<string, number>();
  for (const { field } of [...kept.uploads, ...body.files]) fileCounts.set(field, (fileCounts.get(field) ?? 0) + 1);
  const problems = draftProblems(definition.fields, body.values, fileCounts);
  return problems ? invalidParams(c, problems) : kept.uploads;
}

/** The upload pipeline's checks on the new files: all the files within the submission's limit, then limit and inspect. */
async function checkNewFiles(
  c: PortalContext,
  kept: DraftUpload[],
  incoming: IncomingFile[],
): Promise<{ files: CheckedFile[] } | { refusal: Response }> {
  const field = incoming[0]?.field ?? kept[0]?.field ?? 'files';
  const together = filesTogetherTooLarge(sumOfBytes(kept), incoming, field);
  if (together) return { refusal: uploadRefused(c, together) };
  const overLimits = refuseOverLimits(c, incoming);
  if (overLimits) return { refusal: overLimits };
  return inspectOrRefuse(c, incoming);
}

const sumOfBytes = (uploads: readonly DraftUpload[]) => uploads.reduce((sum, { bytes }) => sum + bytes, 0);

/**
 * Saves the draft with the kept files and the newly stored ones (which go again if it cannot be saved), then deletes
 * the files it no longer holds.
 */
async function saveDraftWithFiles(
  payload: Payload,
  account: CallerAccount,
  form: Form,
  values: Record<string, unknown>,
  files: { field: string; upload: number }[],
  stored: number[],
): Promise<FormDraft> {
  // Saves of one draft in this process run one after the other, so each sees the files the one before kept; across
  // processes the unique (owner, form) index still keeps one draft (docs/form-drafts.md).
  return oneAtATime(`form-draft:${String(account.id)}:${String(form.id)}`, async () => {
    const result = await discardUnlessSaved(payload, stored, () =>
      saveDraft(payload, account, form, { values, files }),
    );
    // Files the person removed since the last save (or a concurrent save's, which this one replaced) go now.
    const keptIds = new Set(files.map(({ upload }) => upload));
    const dropped = [...new Set(result.replaced)].filter((id) => !keptIds.has(id));
    if (dropped.length > 0) await discardUploads(payload, dropped);
    return result.saved;
  });
}

/** `PUT`: who may save, the body, the answers' shape, the new files' checks; then store the files and save. */
async function handlePut(c: PortalContext, spool: UploadSpool): Promise<Response> {
  const access = await draftAccess(c);
  if ('refusal' in access) return access.refusal;
  const { account, form } = access;

  const body = await readDraftBody(c, form, spool);
  if (body instanceof Response) return body;
  const kept = await checkDraft(c, account, form, body);
  if (kept instanceof Response) return kept;
  const inspected = await checkNewFiles(c, kept, body.files);
  if ('refusal' in inspected) return inspected.refusal;

  const payload = c.get('payload');
  const stored = await storeUploads(payload, inspected.files, account.id);
  const files = [
    ...kept.map(({ field, id }) => ({ field, upload: id })),
    // storeUploads answers one id per file, in order.
    ...inspected.files.flatMap(({ field }, index) => {
      const upload = stored[index];
      return upload === undefined ? [] : [{ field, upload }];
    }),
  ];
  const saved = await saveDraftWithFiles(payload, account, form, body.values, files, stored);
  return c.json(presentDraft(saved, form), 200);
}

const getRoute = createRoute({
  method: 'get',
  path: DRAFT_DOC_PATH,
  tags: ['Forms'],
  summary: 'Your saved draft of a form',
  description:
    'The answers and files the signed-in account saved on this form to finish later, when it saved them and until when it is kept (30 days after the last save); `draft` is null when there is none. The same checks as sending the form: a bearer token whose account holds the form’s capability. Public forms and integration clients have no drafts (403).',
  security: bearerSecurity,
  request: { params: FormSlugSchema },
  responses: {
    200: jsonResponse(FormDraftAnswerSchema, 'The draft, or null.'),
    400: errorResponses.badRequest,
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
    404: errorResponses.notFound,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: DRAFT_DOC_PATH,
  tags: ['Forms'],
  summary: 'Discard your saved draft of a form',
  description:
    'Deletes the signed-in account’s draft of this form and the files saved with it. Answers 204 whether or not there was one. Same checks as reading it.',
  security: bearerSecurity,
  request: { params: FormSlugSchema },
  responses: {
    204: { description: 'Discarded (or there was none).' },
    400: errorResponses.badRequest,
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
    404: errorResponses.notFound,
  },
});

const DraftPartsSchema = z.object({ draft: z.string().meta({ description: 'The FormDraftBody as JSON.' }) });

/** `PUT`, `GET` and `DELETE api/v1/forms/{slug}/draft`. */
export function registerFormDrafts(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(getRoute, async (c) => {
    const access = await draftAccess(c);
    if ('refusal' in access) return access.refusal as never;
    const draft = await draftOf(c.get('payload'), access.account, access.form.id);
    return c.json({ draft: draft ? presentDraft(draft, access.form) : null }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const access = await draftAccess(c);
    if ('refusal' in access) return access.refusal;
    await deleteDraft(c.get('payload'), access.account, access.form.id);
    return c.body(null, 204);
  });

  // JSON or multipart, read through the counting body limit: routed by hand and documented here.
  app.put(DRAFT_ROUTE, (c) => withUploadSpool((spool) => handlePut(c, spool)));
  app.openAPIRegistry.registerPath({
    method: 'put',
    path: DRAFT_DOC_PATH,
    tags: ['Forms'],
    summary: 'Save a form to finish later',
    description: [
      'Saves the signed-in account’s answers so far as its one draft of this form (replacing the last save), kept 30 days after this save. Same checks as sending the form: a bearer token whose account holds the form’s capability; public forms and integration clients have no drafts (403).',
      'Answers are checked for their shape only: fields the form has, the type each takes, and sizes (text lengths, number of files); nothing is required, and the rest is checked when the form is sent. A bad draft answers 400 with a message per field and saves nothing.',
      'Files: new ones as multipart parts named after their file field, beside the part `draft` (the FormDraftBody as JSON), with the same upload checks as a submission; files already saved are kept by listing their ids under `files`. A saved file not listed is deleted. When the form is sent, list them under the submission’s `draftFiles` to send them with it.',
    ].join('\n\n'),
    security: bearerSecurity,
    request: {
      params: FormSlugSchema,
      body: {
        required: true,
        content: {
          'application/json': { schema: FormDraftBodySchema },
          'multipart/form-data': { schema: DraftPartsSchema },
        },
      },
    },
    responses: {
      200: jsonResponse(FormDraftSchema, 'Saved: the draft as it now is.'),
      400: errorResponses.badRequest,
      401: errorResponses.unauthorized,
      403: errorResponses.forbidden,
      404: errorResponses.notFound,
      413: jsonResponse(
        errorResponses.badRequest.content['application/json'].schema,
        'A file, or the files together, over the upload limits; or a body over the form’s limit.',
      ),
      415: errorResponses.unsupportedMediaType,
      422: jsonResponse(
        errorResponses.badRequest.content['application/json'].schema,
        'A file’s content does not match its type.',
      ),
    },
  });
}

const accountDraftsRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/drafts',
  tags: ['Forms'],
  summary: 'Your saved form drafts',
  description:
    'The forms the signed-in account saved to finish later, most recently saved first: the form’s slug, title and kind, when it was saved and until when it is kept. Drafts of forms that were unpublished since, or that the account may no longer send, are left out (and still deleted when they expire).',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(FormDraftListSchema, 'The drafts.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

/** `GET api/v1/account/drafts`. */
export function registerAccountDrafts(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(accountDraftsRoute, async (c) => {
    const payload = c.get('payload');
    const { user, capabilities } = c.get('caller');
    const { docs: drafts } = await payload.find({
      collection: 'form-drafts',
      sort: '-savedAt',
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
    });
    const formIds = [...new Set(drafts.map((draft) => (typeof draft.form === 'number' ? draft.form : draft.form.id)))];
    const { docs: forms } =
      formIds.length === 0
        ? { docs: [] }
        : await payload.find({
            collection: 'forms',
            where: { and: [{ id: { in: formIds } }, { _status: { equals: 'published' } }] },
            select: { slug: true, title: true, kind: true, capability: true },
            draft: false,
            pagination: false,
            depth: 0,
            // The forms' own rule (formsForCaller) leaves out the forms the account may no longer send.
            user,
            overrideAccess: false,
          });
    const sendable = new Map(
      forms.filter((form) => form.capability && capabilities.includes(form.capability)).map((form) => [form.id, form]),
    );
    return c.json(
      {
        drafts: drafts.flatMap((draft) => {
          const form = sendable.get(typeof draft.form === 'number' ? draft.form : draft.form.id);
          if (!form) return [];
          const savedAt = new Date(draft.savedAt).toISOString();
          return [
            {
              formSlug: form.slug,
              formTitle: form.title,
              formKind: form.kind,
              savedAt,
              expiresAt: draftExpiresAt(savedAt),
            },
          ];
        }),
      },
      200,
    );
  });
}
