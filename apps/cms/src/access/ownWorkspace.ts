import type { Access } from 'payload';

import { capabilitiesOf } from './capabilitiesOf';

/** True for a portal account with at least one role (the `read` capability), so a dashboard of its own. */
export function hasWorkspace(user: unknown): user is { collection: 'users'; id: number } {
  const account = user as { collection?: unknown; roles?: unknown } | null | undefined;
  return (
    account?.collection === 'users' && capabilitiesOf(account as Parameters<typeof capabilitiesOf>[0]).includes('read')
  );
}

/**
 * Allows a portal account with a role its own workspace records (dashboard, stars, recently viewed) only; nobody else
 * any, CMS staff included.
 */
export const ownWorkspace: Access = ({ req }) => (hasWorkspace(req.user) ? { owner: { equals: req.user.id } } : false);

/** Allows a portal account with a role to add workspace records of its own (the owner is set by the server). */
export const canKeepWorkspace: Access = ({ req }) => hasWorkspace(req.user);
