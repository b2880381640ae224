import { env } from '../config/env';

/** The absolute address of a JSON API path, for the callers that cannot go through the API slice's fetch. */
export function apiUrl(path: string): string {
  return new URL(path, new URL(env.apiRoot, window.location.origin)).toString();
}
