import { randomUUID } from 'node:crypto';

import { ERROR_CODES, type ErrorCode } from '@hcp/contracts/errors';
import type { UploadExtension } from '@hcp/contracts/uploads';
import { fileTypeFromFile } from 'file-type';
import type { Context } from 'hono';
import type { Payload } from 'payload';

import { env } from '../../env';
import { uploadStore } from '../../storage/uploads';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import type { SpooledFile } from './multipart';
import {
  acceptedExtension,
  canonicalType,
  contentProblem,
  displayName,
  megabytes,
  typeProblem,
  withContentOf,
} from './upload-checks';

/*
 * The upload pipeline of a form's request (a submission or a draft), in this order:
 *   1. limit   `refuseOverLimits`: the declared type (415) and sizes (413), before a byte of content is read;
 *   2. inspect `inspectOrRefuse`: the content's magic bytes (422), after the cheap checks on the answers;
 *   3. store   `storeUploads`: the checked files and their rows, all or nothing;
 *   4. discard `discardUnlessSaved`: the stored files go again if the write that was to take them fails.
 * Each refusal answers through `uploadRefused`, with the codes of `UPLOAD_ERROR_CODES`.
 */

type PortalContext = Context<PortalApiEnv>;

/** 400: `invalid_params` with a message per field when there are `params`, else `bad_request`. */
export const badRequest = (c: PortalContext, message: string, params?: Record<string, string>) =>
  errorResponse(c, 400, params ? ERROR_CODES.invalidParams : ERROR_CODES.badRequest, message, params);

/** 400 naming each refused field: the message per field, and their names in the summary. */
export const invalidParams = (c: PortalContext, params: Record<string, string>) =>
  badRequest(c, `Invalid parameter(s): ${Object.keys(params).join(', ')}`, params);

/**
 * A file as the submission's multipart body carried it, under the name of its form field: the sender's name and
 * declared type, its size, and where it waits on disk (multipart.ts).
 */
export type IncomingFile = SpooledFile;

/** A file that passed every check: its display name, extension, the type the server answers for it, size and place. */
export type CheckedFile = {
  field: string;
  filename: string;
  extension: UploadExtension;
  mimeType: string;
  size: number;
  path: string;
};

/** Why the files were refused: 415 wrong type, 413 too large, 422 content mismatch; params per field, naming the file. */
export type UploadRejection = { status: 413 | 415 | 422; message: string; params: Record<string, string> };

type Problem = { field: string; reason: string };

const SUMMARY: Record<UploadRejection['status'], string> = {
  415: 'A file is of a type that is not accepted.',
  413: 'A file is too large.',
  422: 'A file’s content does not match its type.',
};

/** One rejection for every file that failed the same check; the first message per field (one per file field). */
function rejection(status: UploadRejection['status'], problems: Problem[]): { ok: false; rejection: UploadRejection } {
  const params: Record<string, string> = {};
  for (const { field, reason } of problems) params[field] ??= reason;
  const first = problems[0]?.reason ?? '';
  const more = problems.length > 1 ? ` (and ${String(problems.length - 1)} more)` : '';
  return { ok: false, rejection: { status, message: `${SUMMARY[status]} ${first}${more}`, params } };
}

/** The error code of each refusal of files. */
export const UPLOAD_ERROR_CODES: Record<UploadRejection['status'], ErrorCode> = {
  413: 'rest_upload_too_large',
  415: 'rest_upload_type_not_allowed',
  422: 'rest_upload_content_mismatch',
};

/** A refused file: the status, message and per-file params the upload checks chose. */
export function uploadRefused(c: PortalContext, rejection: UploadRejection) {
  return errorResponse(c, rejection.status, UPLOAD_ERROR_CODES[rejection.status], rejection.message, rejection.params);
}

type Named = { file: IncomingFile; filename: string };

const nameOf = (name: string) => displayName(name) || 'unnamed file';

const named = (files: IncomingFile[]): Named[] => files.map((file) => ({ file, filename: nameOf(file.name) }));

/** 413 for a file over the per-file limit, named by its field and its (raw) name. */
export function fileTooLarge(field: string, name: string): UploadRejection {
  const reason = `${nameOf(name)}: the file is larger than ${megabytes(env.uploads.maxFileBytes)} MB.`;
  return rejection(413, [{ field, reason }]).rejection;
}

/** 413 for the file that takes all files over the per-submission limit. */
export function filesTooLarge(field: string, name: string): UploadRejection {
  const reason = `${nameOf(name)}: together with the other files, the submission is larger than ${megabytes(env.uploads.maxSubmissionBytes)} MB.`;
  return rejection(413, [{ field, reason }]).rejection;
}

/**
 * The checks that read nothing but what the multipart framing declared: the extension and the declared type (415),
 * then each file's size and all files' size (413). Cheap, so the submission call runs them before hashing the files.
 * (Reading the body already stopped at a size limit passed; this states the rule for every caller.)
 */
export function uploadLimitsRejection(files: IncomingFile[]): { ok: false; rejection: UploadRejection } | undefined {
  const all = named(files);
  const wrongType = all.flatMap(({ file, filename }) => {
    const reason = typeProblem(filename, file.type);
    return reason ? [{ field: file.field, reason }] : [];
  });
  if (wrongType.length > 0) return rejection(415, wrongType);

  const { maxFileBytes, maxSubmissionBytes } = env.uploads;
  const tooLarge = all
    .filter(({ file }) => file.size > maxFileBytes)
    .map(({ file, filename }) => ({
      field: file.field,
      reason: `${filename}: the file is larger than ${megabytes(maxFileBytes)} MB.`,
    }));
  if (tooLarge.length > 0) return rejection(413, tooLarge);

  let total = 0;
  for (const file of files) {
    total += file.size;
    if (total > maxSubmissionBytes) return { ok: false, rejection: filesTooLarge(file.field, file.name) };
  }
  return undefined;
}

/** Step 1, limit: the refusal of files over the declared limits (uploadLimitsRejection), or undefined. */
export function refuseOverLimits(c: PortalContext, files: IncomingFile[]): Response | undefined {
  const limits = uploadLimitsRejection(files);
  return limits ? uploadRefused(c, limits.rejection) : undefined;
}

/**
 * 413 when the files kept from a saved draft and the new ones together pass the submission's limit, named by `field`:
 * the form could not send them all.
 */
export function filesTogetherTooLarge(
  keptBytes: number,
  incoming: readonly IncomingFile[],
  field: string,
): UploadRejection | undefined {
  const total = keptBytes + incoming.reduce((sum, { size }) => sum + size, 0);
  if (total <= env.uploads.maxSubmissionBytes) return undefined;
  const message = `Together, the files are larger than ${megabytes(env.uploads.maxSubmissionBytes)} MB.`;
  return { status: 413, message: `A file is too large. ${message}`, params: { [field]: message } };
}

/**
 * Checks a submission's files before anything is stored, in this order, each over all files: the extension and the
 * declared type (415), each file's size and then all files' size (413), then the content's magic bytes (422).
 * The content is read from disk, one file at a time, and only as far as each check needs.
 */
export async function inspectUploads(
  files: IncomingFile[],
): Promise<{ ok: true; files: CheckedFile[] } | { ok: false; rejection: UploadRejection }> {
  const limits = uploadLimitsRejection(files);
  if (limits) return limits;

  const checked: CheckedFile[] = [];
  const mismatched: Problem[] = [];
  for (const { file, filename } of named(files)) {
    const extension = acceptedExtension(filename);
    const sniffed = file.size > 0 ? await fileTypeFromFile(file.path) : undefined;
    const reason = await withContentOf(file.path, (content) =>
      contentProblem(extension, content, sniffed && { ext: sniffed.ext, mime: sniffed.mime }),
    );
    if (reason) mismatched.push({ field: file.field, reason: `${filename}: ${reason}.` });
    else
      checked.push({
        field: file.field,
        filename,
        extension,
        mimeType: canonicalType(extension),
        size: file.size,
        path: file.path,
      });
  }
  if (mismatched.length > 0) return rejection(422, mismatched);
  return { ok: true, files: checked };
}

/** Step 2, inspect: the checked files, or the refusal to answer; no file, nothing to read. */
export async function inspectOrRefuse(
  c: PortalContext,
  files: IncomingFile[],
): Promise<{ files: CheckedFile[] } | { refusal: Response }> {
  if (files.length === 0) return { files: [] };
  const inspected = await inspectUploads(files);
  return inspected.ok ? { files: inspected.files } : { refusal: uploadRefused(c, inspected.rejection) };
}

/**
 * Stores checked files as `form-uploads` documents under random names, owned by `owner` (null for a public form).
 * The server copies each file into place itself, whole or not at all, in the uploads folder or the bucket (Payload's
 * local storage is off for the collection, as its own write keeps a half-written file and hides the error's code),
 * then creates its row. Payload is given the waiting file's
 * path, not its bytes: with local storage off it reads no more of it than its type and an image's size. All or
 * nothing: if one fails, the ones already stored are deleted, files and rows, and the error is rethrown.
 */
export async function storeUploads(payload: Payload, files: CheckedFile[], owner: number | null): Promise<number[]> {
  if (files.length === 0) return [];
  const stored: number[] = [];
  const store = await uploadStore();
  try {
    for (const file of files) {
      const name = `${randomUUID()}.${file.extension}`;
      await store.put('form-uploads', name, { path: file.path }, file.mimeType);
      try {
        const document = await payload.create({
          collection: 'form-uploads',
          data: { originalName: file.filename, uploadedBy: owner },
          file: {
            data: Buffer.alloc(0),
            tempFilePath: file.path,
            mimetype: file.mimeType,
            name,
            size: file.size,
          },
          // The server stores what it has checked; nobody may create form uploads through Payload itself.
          // eslint-disable-next-line hcp/override-access -- a system write: form uploads refuse every create through access control
          overrideAccess: true,
          // The name is a random UUID whose file the server just wrote: Payload must not look for a free name instead.
          overwriteExistingFiles: true,
        });
        stored.push(document.id);
      } catch (error) {
        await store.remove('form-uploads', name);
        throw error;
      }
    }
  } catch (error) {
    await discardUploads(payload, stored).catch((cleanupError: unknown) => {
      payload.logger.error({ err: cleanupError, msg: `could not delete form uploads ${stored.join(', ')}` });
    });
    throw error;
  }
  return stored;
}

/**
 * Step 4: runs the write that takes the just-stored `uploads` (a submission, a draft); if it fails they are deleted,
 * so nothing is half-saved, and its error is rethrown.
 */
export async function discardUnlessSaved<T>(payload: Payload, uploads: number[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardUploads(payload, uploads);
    throw error;
  }
}

/** Deletes form uploads and their files (when the submission they belong to could not be saved). */
export async function discardUploads(payload: Payload, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { errors } = await payload.delete({
    collection: 'form-uploads',
    where: { id: { in: ids } },
    // eslint-disable-next-line hcp/override-access -- a system clean-up of the files this server just stored, a public form's (no owner) included
    overrideAccess: true,
  });
  if (errors.length > 0) throw new Error(`Could not delete form uploads: ${errors.map((e) => e.message).join('; ')}`);
}
