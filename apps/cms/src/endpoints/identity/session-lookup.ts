import { unionOfCapabilities } from '@hcp/contracts/capabilities';
import { createSecretKey, type KeyObject } from 'node:crypto';

import { jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { JWT_AUTH_VERSION, type Payload } from 'payload';

import type { CallerRole, PortalCaller } from '../context';
import { prepareSessionQuery, type SessionQuery, type SessionRow } from '../../db/sessions';
import { callerSession, sessionDeadline } from './sessions';

/** What a verified token names, and when it expires (epoch seconds). */
type Reference = { id: number; sid: string; exp: number };

type Lookup = {
  key: KeyObject;
  query: SessionQuery;
  /**
   * Tokens already verified, so a token's signature is checked once, not on each of its calls. Holding one proves
   * nothing about its session, which the query reads on every request.
   */
  verified: LRUCache<string, Reference>;
  /** What the roles grant, for one generation of the read model at a time. */
  roles?: { generation: number; byId: Promise<ReadonlyMap<number, CallerRole>> };
};
const lookups = new WeakMap<Payload, Lookup>();

function lookupFor(payload: Payload): Lookup {
  let lookup = lookups.get(payload);
  if (!lookup) {
    lookup = {
      // Payload signs with its derived secret (`payload.secret`), HS256.
      key: createSecretKey(Buffer.from(payload.secret, 'utf8')),
      query: prepareSessionQuery(payload),
      verified: new LRUCache({ max: 10_000 }),
    };
    lookups.set(payload, lookup);
  }
  return lookup;
}

/** What a token names, if its signature, expiry and shape are Payload's for a portal account's session. */
async function verifiedReference(lookup: Lookup, token: string): Promise<Reference | undefined> {
  const known = lookup.verified.get(token);
  if (known) return known.exp * 1000 > Date.now() ? known : undefined;
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, lookup.key, { algorithms: ['HS256'] });
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return undefined;
    const { id, collection, sid, exp } = claims as { id?: unknown; collection?: unknown; sid?: unknown; exp?: unknown };
    if (collection !== 'users' || typeof id !== 'number' || typeof sid !== 'string' || typeof exp !== 'number') {
      return undefined;
    }
    const reference = { id, sid, exp };
    lookup.verified.set(token, reference);
    return reference;
  } catch {
    // A bad signature, an expired token or a malformed one: all the same to the caller.
    return undefined;
  }
}

/** Every role and what it grants, read when the generation changes (a role's change moves it too). */
function rolesOf(payload: Payload, lookup: Lookup, generation: number): Promise<ReadonlyMap<number, CallerRole>> {
  if (lookup.roles?.generation === generation) return lookup.roles.byId;
  const byId = payload
    // eslint-disable-next-line hcp/override-access -- the role table is read to work out who the caller is, before there is one
    .find({ collection: 'roles', pagination: false, depth: 0, overrideAccess: true })
    .then(({ docs }) => new Map(docs.map(({ id, name, capabilities }) => [id, { id, name, capabilities }])));
  lookup.roles = { generation, byId };
  // A failed read is not kept: the next request tries again.
  byId.catch(() => {
    if (lookup.roles?.byId === byId) lookup.roles = undefined;
  });
  return byId;
}

/** The caller a portal session's rows describe, and the read model generation they were read with. */
function callerOf(
  rows: SessionRow[],
  sid: string,
  generation: number,
  roleById: ReadonlyMap<number, CallerRole>,
): { caller: PortalCaller; generation: number } | undefined {
  const first = rows[0];
  if (!first) return undefined;
  // A role deleted since the session started is simply gone (its relation rows go with it).
  const roleList = rows.flatMap(({ roleId }) => {
    const role = roleId === null ? undefined : roleById.get(roleId);
    return role ? [role] : [];
  });
  const user: PortalCaller['user'] = {
    collection: 'users',
    id: first.id,
    email: first.email,
    firstName: first.firstName,
    lastName: first.lastName,
    profession: first.profession as PortalCaller['user']['profession'],
    organisation: first.organisation,
    regulator: first.regulator as PortalCaller['user']['regulator'],
    registrationNumber: first.registrationNumber,
    status: first.status as PortalCaller['user']['status'],
    analyticsConsent: {
      choice: first.consentChoice as NonNullable<PortalCaller['user']['analyticsConsent']>['choice'],
      decidedAt: first.consentDecidedAt,
    },
    roles: roleList,
    twoFactorEnabled: first.twoFactorEnabledAt !== null,
    sessions: [{ id: sid, createdAt: first.sessionCreatedAt, expiresAt: first.sessionExpiresAt }],
    _sid: sid,
  };
  return { caller: { user, roles: roleList, capabilities: unionOfCapabilities(roleList) }, generation };
}

/**
 * The portal account and session a bearer token stands for, read without Payload's authentication machinery: the
 * token is verified with `jose` against Payload's signing key, and one prepared query reads the rest (see
 * `prepareSessionQuery`). Answers undefined for a token that is invalid, expired, not a portal account's, or of a
 * session that no longer exists; the caller decides what else refuses it (status, absolute lifetime).
 */
export async function lookUpPortalSession(
  payload: Payload,
  token: string,
): Promise<{ caller: PortalCaller; generation: number } | undefined> {
  const lookup = lookupFor(payload);
  const reference = await verifiedReference(lookup, token);
  if (!reference) return undefined;
  const rows = await lookup.query.run({ sid: reference.sid, userId: reference.id });
  if (rows.length === 0) return undefined;
  const generation = Number(rows[0]?.generation ?? 0);
  return callerOf(rows, reference.sid, generation, await rolesOf(payload, lookup, generation));
}

/**
 * The live portal caller a bearer token stands for, or undefined: besides what `lookUpPortalSession` refuses, an
 * account that is not approved or pending (unverified, suspended), and a session past its absolute lifetime
 * (SESSION_MAX_HOURS after sign-in, however often it was refreshed).
 */
export async function authenticatePortalToken(
  payload: Payload,
  token: string,
): Promise<{ caller: PortalCaller; generation: number } | undefined> {
  const found = await lookUpPortalSession(payload, token);
  if (!found) return undefined;
  const { user } = found.caller;
  if (user.status !== 'approved' && user.status !== 'pending') return undefined;
  const session = callerSession(user);
  if (!session || sessionDeadline(session) <= Date.now()) return undefined;
  return found;
}
