import { handleEndpoints } from 'payload';

import config from '../../src/payload.config';

export type AdminAnswer = { status: number; body: Record<string, unknown>; cookies: Record<string, string> };

/**
 * Calls Payload's REST handler in this process as Next's route does, with the cookies given and the client address the
 * server's gate would set; answers the status, JSON and cookies set.
 */
export async function adminRest(
  method: string,
  path: string,
  cookies: Record<string, string>,
  body?: unknown,
  clientAddress = '203.0.113.9',
): Promise<AdminAnswer> {
  // As the admin's own pages send them: same-origin, so Payload's CSRF check takes the cookie.
  const headers = new Headers({ 'x-hcp-client-address': clientAddress, 'sec-fetch-site': 'same-origin' });
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookie) headers.set('cookie', cookie);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`http://127.0.0.1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Payload matches the route on the path alone; the query (?draft=true, say) stays on the request's URL.
  const response = await handleEndpoints({ config, path: path.split('?')[0] ?? path, request });
  const set: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    set[pair.slice(0, separator)] = pair.slice(separator + 1);
  }
  const json = response.headers.get('content-type')?.includes('json') ?? false;
  const answer = json ? ((await response.json()) as Record<string, unknown>) : {};
  return { status: response.status, body: answer, cookies: set };
}
