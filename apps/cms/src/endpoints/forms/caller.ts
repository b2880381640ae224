import { type Capability, unionOfCapabilities } from '@hcp/contracts/capabilities';
import type { Context } from 'hono';
import { executeAuthStrategies } from 'payload';

import { authenticatePortalToken } from '../identity/session-lookup';
import type { PortalApiEnv, PortalCaller } from '../context';
import { forbidden, notLoggedIn } from '../errors';
import type { IntegrationClient } from '../../payload-types';

/**
 * Who is calling a form endpoint: nobody (public forms), a signed-in portal account (bearer token), or an
 * integration client (a Payload API key). `key` scopes idempotency keys to the caller.
 */
export type FormCaller =
  | { kind: 'anonymous'; capabilities: Capability[]; key: string }
  | { kind: 'account'; caller: PortalCaller; capabilities: Capability[]; key: string }
  | { kind: 'client'; client: IntegrationClient; capabilities: Capability[]; key: string };

const API_KEY_HEADER = /^integration-clients API-Key \S+$/;

/**
 * Resolves the Authorization header, if any. No header is an anonymous caller; a bearer token must be a live portal
 * account's and an API key an integration client's, else 403, as everywhere in the API.
 */
export type Refusal = ReturnType<typeof forbidden> | ReturnType<typeof notLoggedIn>;

export async function resolveFormCaller(
  c: Context<PortalApiEnv>,
): Promise<{ caller: FormCaller } | { refusal: Refusal }> {
  const authorization = c.req.header('authorization');
  if (!authorization) return { caller: { kind: 'anonymous', capabilities: [], key: 'anonymous' } };
  const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
  if (bearer) {
    const found = await authenticatePortalToken(c.get('payload'), bearer);
    if (!found) return { refusal: forbidden(c) };
    const { caller } = found;
    return {
      caller: { kind: 'account', caller, capabilities: caller.capabilities, key: `account:${String(caller.user.id)}` },
    };
  }
  if (!API_KEY_HEADER.test(authorization)) return { refusal: forbidden(c) };
  const { user } = await executeAuthStrategies({
    headers: new Headers({ authorization, DisableAutologin: 'true' }),
    payload: c.get('payload'),
    canSetHeaders: false,
    isGraphQL: false,
  });
  if (user?.collection === 'integration-clients') {
    const capabilities = unionOfCapabilities([{ capabilities: user.capabilities ?? [] }]);
    return { caller: { kind: 'client', client: user, capabilities, key: `client:${String(user.id)}` } };
  }
  return { refusal: forbidden(c) };
}

/** The user the local API reads as: the account or the client; nobody for an anonymous caller. */
export function localUserOf(caller: FormCaller) {
  if (caller.kind === 'account') return caller.caller.user;
  if (caller.kind === 'client') return { ...caller.client, collection: 'integration-clients' as const };
  return undefined;
}

/** 401 for an anonymous caller, 403 for one without the capability; undefined when the caller may use the form. */
export function refuseUnlessAllowed(
  c: Context<PortalApiEnv>,
  caller: FormCaller,
  capability: Capability | null | undefined,
): Refusal | undefined {
  if (!capability || caller.capabilities.includes(capability)) return undefined;
  return caller.kind === 'anonymous' ? notLoggedIn(c) : forbidden(c);
}
