import { createLocalReq, type Payload, refreshOperation } from 'payload';

import type { User } from '../../payload-types';

type SessionUser = User & { collection: 'users'; _sid?: string };

/**
 * Ends every session of the account, so every token issued before now is refused: logout, a password change or reset,
 * and a sign-in that may not go on (unverified, suspended).
 */
export async function clearSessions(payload: Payload, id: number): Promise<void> {
  await payload.db.updateOne({ collection: 'users', id, data: { sessions: [] }, returning: false });
}

/** Extends the caller's session by the token lifetime and signs a fresh token for it. */
export async function refreshSession(payload: Payload, user: SessionUser): Promise<{ token: string; exp: number }> {
  const req = await createLocalReq(
    { user, req: { url: 'http://portal.internal/json/jwt-auth/v1/token/refresh' } },
    payload,
  );
  const { refreshedToken, exp } = await refreshOperation({ collection: payload.collections.users, req });
  return { token: refreshedToken, exp };
}
