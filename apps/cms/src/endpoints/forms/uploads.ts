import { randomUUID } from 'node:crypto';

import type { UploadExtension } from '@hcp/contracts/uploads';
import { fileTypeFromBuffer } from 'file-type';
import type { Payload } from 'payload';

import { env } from '../../env';
import { uploadStore } from '../../storage/uploads';
import { acceptedExtension, canonicalType, contentProblem, displayName, megabytes, typeProblem } from './upload-checks';

/** A file as the submission's multipart body carried it, under the name of its form field. */
export type IncomingFile = { field: string; file: File };

/** A file that passed every check: its display name, extension, the type the server answers for it, its bytes. */
export type CheckedFile = {
  field: string;
  filename: string;
  extension: UploadExtension;
  mimeType: string;
  bytes: Uint8Array;
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

type Named = { field: string; file: File; filename: string };

const named = (files: IncomingFile[]): Named[] =>
  files.map(({ field, file }) => ({ field, file, filename: displayName(file.name) || 'unnamed file' }));

/**
 * The checks that read nothing but what the multipart framing declared: the extension and the declared type (415),
 * then each file's size and all files' size (413). Cheap, so the submission call runs them before hashing the files.
 */
export function uploadLimitsRejection(files: IncomingFile[]): { ok: false; rejection: UploadRejection } | undefined {
  const all = named(files);
  const wrongType = all.flatMap(({ field, file, filename }) => {
    const reason = typeProblem(filename, file.type);
    return reason ? [{ field, reason }] : [];
  });
  if (wrongType.length > 0) return rejection(415, wrongType);

  const { maxFileBytes, maxSubmissionBytes } = env.uploads;
  const tooLarge = all
    .filter(({ file }) => file.size > maxFileBytes)
    .map(({ field, filename }) => ({
      field,
      reason: `${filename}: the file is larger than ${megabytes(maxFileBytes)} MB.`,
    }));
  if (tooLarge.length > 0) return rejection(413, tooLarge);

  let total = 0;
  for (const { field, file, filename } of all) {
    total += file.size;
    if (total > maxSubmissionBytes) {
      return rejection(413, [
        {
          field,
          reason: `${filename}: together with the other files, the submission is larger than ${megabytes(maxSubmissionBytes)} MB.`,
        },
      ]);
    }
  }
  return undefined;
}

/**
 * Checks a submission's files before anything is stored, in this order, each over all files: the extension and the
 * declared type (415), each file's size and then all files' size (413), then the content's magic bytes (422).
 * Nothing is read into memory until the sizes have passed.
 */
export async function inspectUploads(
  files: IncomingFile[],
): Promise<{ ok: true; files: CheckedFile[] } | { ok: false; rejection: UploadRejection }> {
  const limits = uploadLimitsRejection(files);
  if (limits) return limits;

  const checked: CheckedFile[] = [];
  const mismatched: Problem[] = [];
  for (const { field, file, filename } of named(files)) {
    const extension = acceptedExtension(filename);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
    const reason = contentProblem(extension, bytes, sniffed && { ext: sniffed.ext, mime: sniffed.mime });
    if (reason) mismatched.push({ field, reason: `${filename}: ${reason}.` });
    else checked.push({ field, filename, extension, mimeType: canonicalType(extension), bytes });
  }
  if (mismatched.length > 0) return rejection(422, mismatched);
  return { ok: true, files: checked };
}

/**
 * Stores checked files as `form-uploads` documents under random names, owned by `owner` (null for a public form).
 * The server stores each file itself, whole or not at all, in the uploads folder or the bucket (Payload's local storage
 * is off for the collection, as its own write keeps a half-written file and hides the error's code), then creates its
 * row. All or nothing: if one fails, the ones already stored are deleted, files and rows, and the error is rethrown.
 */
export async function storeUploads(payload: Payload, files: CheckedFile[], owner: number | null): Promise<number[]> {
  const stored: number[] = [];
  const store = await uploadStore();
  try {
    for (const file of files) {
      const name = `${randomUUID()}.${file.extension}`;
      await store.put('form-uploads', name, file.bytes, file.mimeType);
      try {
        const document = await payload.create({
          collection: 'form-uploads',
          data: { originalName: file.filename, uploadedBy: owner },
          file: {
            data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
            mimetype: file.mimeType,
            name,
            size: file.bytes.byteLength,
          },
          // The server stores what it has checked; nobody may create form uploads through Payload itself.
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

/** Deletes form uploads and their files (when the submission they belong to could not be saved). */
export async function discardUploads(payload: Payload, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { errors } = await payload.delete({
    collection: 'form-uploads',
    where: { id: { in: ids } },
    overrideAccess: true,
  });
  if (errors.length > 0) throw new Error(`Could not delete form uploads: ${errors.map((e) => e.message).join('; ')}`);
}
