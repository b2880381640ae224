import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { apiUrl } from './api-url';

export type PlainAnswer = { data: unknown } | { error: FetchBaseQueryError };

/**
 * A call to the JSON API without the store, for the sign-in page, which runs before the portal's Redux store and API
 * slice have loaded (issue 16, docs/architecture.md "The portal's first load"). It carries no token. It reads the
 * answer as the API slice's base query does and fails with the same shapes (`FetchBaseQueryError`), so lib/errors.ts
 * words every failure alike: `FETCH_ERROR` without an answer, `PARSING_ERROR` for an answer that is not JSON, the
 * status and the error body otherwise.
 */
export async function callWithoutStore(
  path: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<PlainAnswer> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text.length > 0 ? JSON.parse(text) : null;
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) } };
  }
  return response.ok ? { data } : { error: { status: response.status, data } };
}
