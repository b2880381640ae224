import { apiUrl } from './api-url';

/** How the API answered a read that named the ETag of a copy the caller keeps. */
export type ConditionalAnswer =
  | { kind: 'fresh'; body: unknown; etag: string | null }
  | { kind: 'unchanged' }
  | { kind: 'gone' }
  | { kind: 'unanswered' };

/**
 * A GET of the JSON API for a copy kept outside the store (the offline copies, docs/offline.md), with the copy's ETag
 * as `If-None-Match`: 304 is `unchanged`, 403 and 404 (no longer published, or no longer this account's to read) are
 * `gone`, and any other failure, or no answer at all, is `unanswered`. The API slice's queries keep 304s to
 * themselves (lib/api.ts), which is why this goes past them.
 */
export async function readIfChanged(path: string, token: string, etag: string | null): Promise<ConditionalAnswer> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(etag ? { 'if-none-match': etag } : {}),
      },
      cache: 'no-store',
    });
  } catch {
    return { kind: 'unanswered' };
  }
  if (response.status === 304) return { kind: 'unchanged' };
  if (response.status !== 200) {
    void response.body?.cancel();
    return response.status === 403 || response.status === 404 ? { kind: 'gone' } : { kind: 'unanswered' };
  }
  try {
    return { kind: 'fresh', body: await response.json(), etag: response.headers.get('ETag') };
  } catch {
    return { kind: 'unanswered' };
  }
}
