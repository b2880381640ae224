import { ERROR_CODES } from '@hcp/contracts/errors';
import type { Context } from 'hono';

import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { env } from '../../env';
import { exceededBodyLimit, FORM_BODY_BYTES_WITHOUT_FILES, submissionTooLarge } from './body-limit';
import { type MultipartRefusal, spoolMultipart, UploadSpool } from './multipart';
import { badRequest, fileTooLarge, filesTooLarge, type IncomingFile, uploadRefused } from './uploads';

type PortalContext = Context<PortalApiEnv>;

/** The multipart part holding a body's JSON: a submission's or a draft's. */
export type JsonPart = 'submission' | 'draft';

export type ReadBody = { ok: true; body: unknown; files: IncomingFile[] } | { ok: false; response: Response };

/** The JSON part, like a form without files, takes the JSON API's 1 MB. */
const JSON_PART_BYTES = FORM_BODY_BYTES_WITHOUT_FILES;

/** 413 when reading the body failed because it ran over its limit; undefined when it failed for another reason. */
function overLimit(c: PortalContext): Response | undefined {
  const limit = exceededBodyLimit(c);
  return limit === undefined ? undefined : submissionTooLarge(c, limit);
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/** The answer to a multipart body whose reading stopped before its end. */
function refused(c: PortalContext, part: JsonPart, refusal: MultipartRefusal<Response>): Response {
  switch (refusal.kind) {
    case 'screened':
      return refusal.answer;
    case 'file-too-large':
    case 'files-too-large': {
      const tooLarge = refusal.kind === 'file-too-large' ? fileTooLarge : filesTooLarge;
      return uploadRefused(c, tooLarge(refusal.field, refusal.name));
    }
    case 'json-too-large':
      return errorResponse(
        c,
        413,
        'rest_payload_too_large',
        `The ${part} part is larger than ${String(JSON_PART_BYTES / (1024 * 1024))} MB.`,
      );
    case 'unreadable':
      return overLimit(c) ?? badRequest(c, 'The multipart body could not be read.');
  }
}

/**
 * The JSON body, or the multipart body's JSON part (`submission` or `draft`) and its file parts, read through the
 * route's counting body limit (body-limit.ts). File parts are streamed into `spool` as they arrive, each file's size
 * and all files' size counted against the upload limits while reading: the first limit passed stops the reading with
 * 413. `screen`, given the JSON part as soon as it has arrived (the portal sends it before the files), may answer
 * instead, and the rest of the body is then not read: a cheap refusal costs no more than the JSON.
 */
export async function readFormBody(
  c: PortalContext,
  part: JsonPart,
  spool: UploadSpool,
  screen?: (body: unknown) => Promise<Response | undefined>,
): Promise<ReadBody> {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) {
    try {
      return { ok: true, body: await c.req.json(), files: [] };
    } catch {
      return { ok: false, response: overLimit(c) ?? badRequest(c, 'The request body is not valid JSON.') };
    }
  }
  if (!MULTIPART_TYPE.test(type)) {
    return {
      ok: false,
      response: errorResponse(
        c,
        415,
        ERROR_CODES.unsupportedMediaType,
        `Send the ${part} as application/json, or as multipart/form-data with files.`,
      ),
    };
  }
  const body = c.req.raw.body;
  if (!body) return { ok: false, response: badRequest(c, 'The multipart body could not be read.') };
  const read = await spoolMultipart(
    body,
    type,
    spool,
    {
      jsonPart: part,
      jsonBytes: JSON_PART_BYTES,
      fileBytes: env.uploads.maxFileBytes,
      filesBytes: env.uploads.maxSubmissionBytes,
    },
    screen &&
      ((json: string) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(json);
        } catch {
          // Answered once the whole body is read, as before.
          return Promise.resolve(undefined);
        }
        return screen(parsed);
      }),
  );
  if (!read.ok) return { ok: false, response: refused(c, part, read.refusal) };
  const { json, files, strayFields } = read.parts;
  const params: Record<string, string> = {};
  for (const name of strayFields) params[name] = `Only the ${part} part and file parts are accepted.`;
  if (json === undefined) params[part] = `Add the part \`${part}\` holding the ${part}’s JSON.`;
  if (Object.keys(params).length > 0 || json === undefined)
    return { ok: false, response: badRequest(c, `The multipart body is not a form ${part}.`, params) };
  try {
    return { ok: true, body: JSON.parse(json) as unknown, files };
  } catch {
    return { ok: false, response: badRequest(c, `The ${part} part is not valid JSON.`) };
  }
}

/** Runs a route with a spool for its request's files, removed once the route has answered or failed. */
export async function withUploadSpool<T>(route: (spool: UploadSpool) => Promise<T>): Promise<T> {
  const spool = new UploadSpool(env.uploads.tempDir);
  try {
    return await route(spool);
  } finally {
    await spool.dispose();
  }
}
