import { randomUUID } from 'node:crypto';

import { getFieldsToSign, jwtSign, type Payload } from 'payload';

import { env } from '../../env';
import type { User } from '../../payload-types';

/** The signed-in account, as far as its session's renewal needs it. */
type SessionUser = Pick<User, 'id' | 'email' | 'sessions'> & { collection: 'users'; _sid?: string };
type Session = NonNullable<User['sessions']>[number];

/**
 * Ends every session of the account, so every token issued before now is refused: logout, a password change or reset,
 * and a sign-in that may not go on (unverified, suspended).
 */
export async function clearSessions(payload: Payload, id: number): Promise<void> {
  await payload.db.updateOne({ collection: 'users', id, data: { sessions: [] }, returning: false });
}

/** When a session ends for good, however often it was refreshed: SESSION_MAX_HOURS after sign-in. */
export function sessionDeadline(session: Pick<Session, 'createdAt'>): number {
  const createdAt = session.createdAt ? new Date(session.createdAt).getTime() : Number.NaN;
  // A session without a readable start is treated as already past its lifetime.
  return Number.isFinite(createdAt) ? createdAt + env.sessionMaxHours * 60 * 60 * 1000 : 0;
}

/** The caller's own session, as authentication found it. */
export function callerSession(user: SessionUser): Session | undefined {
  return (user.sessions ?? []).find((session) => session.id === user._sid);
}

/**
 * Extends the caller's session by the token lifetime, never past its absolute deadline, and signs a fresh token that
 * expires with it. Answers undefined when the session is gone or past its deadline.
 */
export async function refreshSession(
  payload: Payload,
  user: SessionUser,
): Promise<{ token: string; exp: number } | undefined> {
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } });
  const session = stored?.sessions?.find(({ id }) => id === user._sid);
  if (!stored || !session || !user._sid) return undefined;
  const collectionConfig = payload.collections.users.config;
  const now = Date.now();
  const expiresAt = Math.min(now + collectionConfig.auth.tokenExpiration * 1000, sessionDeadline(session));
  const seconds = Math.floor((expiresAt - now) / 1000);
  if (seconds <= 0) return undefined;
  const sessions = (stored.sessions ?? [])
    .filter(({ expiresAt: end }) => new Date(end).getTime() > now)
    .map((entry) => (entry.id === session.id ? { ...entry, expiresAt: new Date(expiresAt).toISOString() } : entry));
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false });
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: stored.email,
    sid: user._sid,
    user: { ...stored, collection: 'users' },
  });
  return jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: seconds });
}

/**
 * Starts a session for an account whose owner has just proved who they are, and signs its token. `signedInAt` carries
 * an earlier session's start over, so a credential change never extends the absolute lifetime.
 */
export async function startSession(
  payload: Payload,
  user: User,
  signedInAt?: string | null,
): Promise<{ token: string; exp: number }> {
  const collectionConfig = payload.collections.users.config;
  const now = Date.now();
  const createdAt = signedInAt ? new Date(signedInAt).getTime() : now;
  const session = { id: randomUUID(), createdAt: new Date(createdAt).toISOString() };
  const expiresAt = Math.min(now + collectionConfig.auth.tokenExpiration * 1000, sessionDeadline(session));
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } });
  const sessions = [
    ...(stored?.sessions ?? []).filter(({ expiresAt: end }) => new Date(end).getTime() > now),
    { ...session, expiresAt: new Date(expiresAt).toISOString() },
  ];
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false });
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email,
    sid: session.id,
    user: { ...user, collection: 'users' },
  });
  return jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: Math.max(1, Math.floor((expiresAt - now) / 1000)),
  });
}

/** Ends every session of the account but `keptSid`, the caller's own: the other devices sign in again. */
export async function clearOtherSessions(payload: Payload, id: number, keptSid: string): Promise<void> {
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } });
  const kept = (stored?.sessions ?? []).filter((session) => session.id === keptSid);
  await payload.db.updateOne({ collection: 'users', id, data: { sessions: kept }, returning: false });
}
