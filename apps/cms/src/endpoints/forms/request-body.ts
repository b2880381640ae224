import { ERROR_CODES } from '@hcp/contracts/errors';
import type { Context } from 'hono';

import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { exceededBodyLimit, submissionTooLarge } from './body-limit';
import type { IncomingFile } from './uploads';

type PortalContext = Context<PortalApiEnv>;

/** The multipart part holding a body's JSON: a submission's or a draft's. */
export type JsonPart = 'submission' | 'draft';

export type ReadBody = { ok: true; body: unknown; files: IncomingFile[] } | { ok: false; response: Response };

/** 413 when reading the body failed because it ran over its limit; undefined when it failed for another reason. */
function overLimit(c: PortalContext): ReadBody | undefined {
  const limit = exceededBodyLimit(c);
  return limit === undefined ? undefined : { ok: false, response: submissionTooLarge(c, limit) };
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

const badRequest = (c: PortalContext, message: string, params?: Record<string, string>) =>
  errorResponse(c, 400, params ? ERROR_CODES.invalidParams : ERROR_CODES.badRequest, message, params);

/**
 * The JSON body, or the multipart body's JSON part (`submission` or `draft`) and its file parts, read through the
 * route's counting body limit (body-limit.ts).
 */
export async function readFormBody(c: PortalContext, part: JsonPart): Promise<ReadBody> {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) {
    try {
      return { ok: true, body: await c.req.json(), files: [] };
    } catch {
      return overLimit(c) ?? { ok: false, response: badRequest(c, 'The request body is not valid JSON.') };
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
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return overLimit(c) ?? { ok: false, response: badRequest(c, 'The multipart body could not be read.') };
  }
  let json: string | undefined;
  const files: IncomingFile[] = [];
  const params: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name === part) json = typeof value === 'string' ? value : await value.text();
    else if (typeof value === 'string') params[name] = `Only the ${part} part and file parts are accepted.`;
    // A file input left empty still sends a nameless, empty part.
    else if (value.name !== '' || value.size > 0) files.push({ field: name, file: value });
  }
  if (json === undefined) params[part] = `Add the part \`${part}\` holding the ${part}’s JSON.`;
  if (Object.keys(params).length > 0 || json === undefined)
    return { ok: false, response: badRequest(c, `The multipart body is not a form ${part}.`, params) };
  try {
    return { ok: true, body: JSON.parse(json) as unknown, files };
  } catch {
    return { ok: false, response: badRequest(c, `The ${part} part is not valid JSON.`) };
  }
}
