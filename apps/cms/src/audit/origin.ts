import type { PayloadRequest, RequestContext } from 'payload';

import { REQUEST_ID_HEADER } from '../observability/request-id';
import { CLIENT_ADDRESS_HEADER } from '../utilities/clientAddress';
import type { AuditActor } from './record';

/**
 * Where a change came from: the client's address as the server trusts it, the request's id, and, when nobody is signed
 * in on the request, who the server's own code proved the caller to be (the holder of a reset or confirmation link).
 */
export type AuditOrigin = { clientAddress?: string; requestId?: string; actor?: AuditActor };

const ORIGIN_KEY = 'auditOrigin';

/**
 * The request context for a local-API call made by the portal API, so the collection hooks that record the change
 * know the client and the request. A request's context cannot be set from outside the server.
 */
export function withAuditOrigin(origin: AuditOrigin): RequestContext {
  return { [ORIGIN_KEY]: origin };
}

function header(req: Pick<PayloadRequest, 'headers'>, name: string): string | undefined {
  const value = (req.headers as Headers | undefined)?.get(name);
  return value === null || value === undefined || value === '' ? undefined : value;
}

/**
 * The origin of the request a hook runs in. A portal API call hands it over in the context (`withAuditOrigin`).
 * Otherwise it is a request to /admin or Payload's REST API: the server's gate set the client address header and its
 * request observer the request id on every such request, replacing whatever the client sent (server/listener.ts,
 * observability/requests.ts). The server's own local-API calls have neither.
 */
export function auditOriginOf(req: Pick<PayloadRequest, 'context' | 'headers'>): Omit<AuditOrigin, 'actor'> {
  const given = (req.context as Record<string, unknown> | undefined)?.[ORIGIN_KEY] as AuditOrigin | undefined;
  if (given && typeof given === 'object') return { clientAddress: given.clientAddress, requestId: given.requestId };
  return { clientAddress: header(req, CLIENT_ADDRESS_HEADER), requestId: header(req, REQUEST_ID_HEADER) };
}

type MaybeUser = { collection?: unknown; id?: unknown; email?: unknown } | null | undefined;

/** The signed-in account acting on the request, or the server itself when nobody is (the seed, a job, a script). */
export function actorOf(user: MaybeUser): AuditActor {
  const id = typeof user?.id === 'number' || typeof user?.id === 'string' ? user.id : undefined;
  const email = typeof user?.email === 'string' ? user.email : undefined;
  if (user?.collection === 'admins') return { kind: 'cms-account', id, email };
  if (user?.collection === 'users') return { kind: 'portal-account', id, email };
  return { kind: 'system' };
}

/** Who acts in a hook's request: the signed-in account, else the one the portal API proved, else the server itself. */
export function auditActorOf(req: Pick<PayloadRequest, 'context' | 'user'>): AuditActor {
  if (req.user) return actorOf(req.user);
  const given = (req.context as Record<string, unknown> | undefined)?.[ORIGIN_KEY] as AuditOrigin | undefined;
  return given?.actor ?? actorOf(undefined);
}
