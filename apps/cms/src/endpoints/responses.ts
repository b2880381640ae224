import { ApiErrorSchema } from '@hcp/contracts/errors';
import type { z } from 'zod';

/** OpenAPI response entries, so every route documents its answers the same way. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

export const errorResponses = {
  badRequest: jsonResponse(ApiErrorSchema, 'The request failed validation; `data.params` names each bad field.'),
  unauthorized: jsonResponse(ApiErrorSchema, 'No bearer token was sent.'),
  forbidden: jsonResponse(
    ApiErrorSchema,
    'The token is invalid, expired or revoked, or the account lacks the capability this call needs.',
  ),
  unsupportedMediaType: jsonResponse(ApiErrorSchema, 'The body is not application/json.'),
  notFound: jsonResponse(ApiErrorSchema, 'There is no such item, or it is not published.'),
  withdrawn: jsonResponse(
    ApiErrorSchema,
    'The item was published and has been withdrawn: unpublished, or past its review-by date (`content_withdrawn`).',
  ),
  tooManyRequests: jsonResponse(
    ApiErrorSchema,
    'Too many attempts from this address; `Retry-After` says when to try again.',
  ),
  serviceUnavailable: jsonResponse(
    ApiErrorSchema,
    'The email could not be sent; nothing was changed that a retry would not repair.',
  ),
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];

/** What a call behind a bearer token and a capability may answer besides its success: bad input, no token, refused. */
export const guardedResponses = {
  400: errorResponses.badRequest,
  401: errorResponses.unauthorized,
  403: errorResponses.forbidden,
};

/** The same for a call that names an item, which may also not exist (or not for this caller). */
export const guardedItemResponses = { ...guardedResponses, 404: errorResponses.notFound };

/** The same for an item whose withdrawal the portal names: 410 once it was published and is no longer. */
export const withdrawableItemResponses = { ...guardedItemResponses, 410: errorResponses.withdrawn };
