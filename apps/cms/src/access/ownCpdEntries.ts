import { AREAS } from '@hcp/contracts/areas';
import type { Access } from 'payload';

import { capabilitiesOf } from './capabilitiesOf';

/** True for a portal account whose roles open the education area, and so its CPD log. */
export function keepsCpdLog(user: unknown): user is { collection: 'users'; id: number } {
  const account = user as { collection?: unknown; roles?: unknown } | null | undefined;
  return (
    account?.collection === 'users' &&
    capabilitiesOf(account as Parameters<typeof capabilitiesOf>[0]).includes(AREAS.education.capability)
  );
}

/** Allows a portal account with the education area its own CPD log entries only; nobody else any, CMS staff included. */
export const ownCpdEntries: Access = ({ req }) => (keepsCpdLog(req.user) ? { owner: { equals: req.user.id } } : false);

/** Allows a portal account with the education area to add entries to its own log (the owner is set by the server). */
export const canKeepCpdLog: Access = ({ req }) => keepsCpdLog(req.user);
