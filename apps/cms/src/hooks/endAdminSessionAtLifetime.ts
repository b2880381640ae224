import { type CollectionBeforeOperationHook, Forbidden } from 'payload';

import { env } from '../env';

type StoredSession = { id: string; createdAt?: string | Date | null };

/**
 * A CMS session ends SESSION_MAX_HOURS after sign-in, however often the admin UI refreshes it: a refresh whose new
 * token would outlive that moment is refused, so the last token issued runs out by then and the editor signs in again.
 */
export const endAdminSessionAtLifetime: CollectionBeforeOperationHook = async (hook) => {
  const { args, req, collection } = hook;
  // Read as a plain name: Payload's union still lists operations it has deprecated.
  if ((hook as { operation: string }).operation !== 'refresh' || !req.user) return args;
  const sid = (req.user as { _sid?: string })._sid;
  const stored = await req.payload.db.findOne<{ id: number; sessions?: StoredSession[] | null }>({
    collection: collection.slug,
    req,
    where: { id: { equals: req.user.id } },
  });
  const session = (stored?.sessions ?? []).find((candidate) => candidate.id === sid);
  const startedAt = session?.createdAt ? new Date(session.createdAt).getTime() : Number.NaN;
  const tokenLifetimeMs = collection.auth.tokenExpiration * 1000;
  const deadline = startedAt + env.sessionMaxHours * 60 * 60 * 1000;
  if (Number.isFinite(startedAt) && Date.now() + tokenLifetimeMs <= deadline) return args;
  throw new Forbidden(req.t);
};
