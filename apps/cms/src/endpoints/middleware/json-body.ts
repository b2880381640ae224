import { ERROR_CODES } from '@hcp/contracts/errors';
import type { MiddlewareHandler } from 'hono';

import { errorResponse } from '../errors';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function carriesBody(length: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding) return true;
  return length !== undefined && Number(length) > 0;
}

/** Every body the portal API accepts is JSON: other types answer 415, unparsable JSON 400, before any handler runs. */
export const jsonBody: MiddlewareHandler = async (c, next) => {
  if (!METHODS_WITH_BODY.has(c.req.method)) return next();
  if (!carriesBody(c.req.header('content-length'), c.req.header('transfer-encoding'))) return next();
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    return errorResponse(c, 415, ERROR_CODES.unsupportedMediaType, 'Send the request body as application/json.');
  }
  try {
    // Hono caches the parsed body, so the route's validator reads it again for free.
    await c.req.json();
  } catch {
    return errorResponse(c, 400, ERROR_CODES.badRequest, 'The request body is not valid JSON.');
  }
  return next();
};
