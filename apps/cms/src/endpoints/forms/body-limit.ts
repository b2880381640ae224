import type { Context, MiddlewareHandler } from 'hono';

import { declaredBodyLength, declaredOver, JSON_BODY_BYTES } from '../../utilities/body-limits';
import { errorResponse } from '../errors';

/** A form without file fields takes JSON only: the JSON API's own 1 MB is ample for its values. */
export const FORM_BODY_BYTES_WITHOUT_FILES = JSON_BODY_BYTES;

/** The bytes a request body may still have while it is read; the route lowers it once it knows the form. */
type Budget = { limit: number; exceeded: boolean };
const budgets = new WeakMap<Request, Budget>();

/** The length the request declares, unless a transfer coding makes the body's own framing decide. */
function declaredLength(c: Context): number | undefined {
  return declaredBodyLength(c.req.header('content-length'), c.req.header('transfer-encoding'));
}

/**
 * 413 in the error shape. The rest of the upload is left to the Node adapter, which discards it for a moment and then
 * closes the connection; closing at once would reset it under a client still sending, and lose the answer.
 */
export function submissionTooLarge(c: Context, maxBytes: number): Response {
  const megabytes = String(Math.floor(maxBytes / (1024 * 1024)));
  const advice = maxBytes > FORM_BODY_BYTES_WITHOUT_FILES ? ' Send fewer or smaller files.' : '';
  return errorResponse(
    c,
    413,
    'rest_payload_too_large',
    `The submission is larger than ${megabytes} MB in all.${advice}`,
  );
}

/**
 * Limits a body to `maxBytes` without reading any of it: a declared Content-Length above the limit is answered 413 at
 * once; any other body is counted while the route reads it and cut off with an error past the limit. So the route can
 * run its cheap checks (the form, the caller, the rate limit) before a byte of the body is read.
 */
export function streamingBodyLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    if (declaredOver(declaredLength(c), maxBytes)) return submissionTooLarge(c, maxBytes);
    const body = c.req.raw.body;
    if (!body) return next();
    const budget: Budget = { limit: maxBytes, exceeded: false };
    const source = body.getReader();
    let seen = 0;
    // Pulled chunk by chunk as the route reads, never ahead: nothing is read before the route asks for the body.
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await source.read();
          if (done) {
            controller.close();
            return;
          }
          seen += value.byteLength;
          if (seen <= budget.limit) {
            controller.enqueue(value);
            return;
          }
          // The rest is left unread (the server drains or drops it after the answer), and nothing parses this one.
          budget.exceeded = true;
          controller.error(new Error('The request body is over its limit.'));
        },
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    budgets.set(c.req.raw, budget);
    await next();
  };
}

/** Lowers the body's limit once the route knows it; false when the declared length is already over it. */
export function lowerBodyLimit(c: Context, maxBytes: number): boolean {
  if (declaredOver(declaredLength(c), maxBytes)) return false;
  const budget = budgets.get(c.req.raw);
  if (budget) budget.limit = Math.min(budget.limit, maxBytes);
  return true;
}

/** The limit the body ran over while it was read, if it did. */
export function exceededBodyLimit(c: Context): number | undefined {
  const budget = budgets.get(c.req.raw);
  return budget?.exceeded ? budget.limit : undefined;
}
