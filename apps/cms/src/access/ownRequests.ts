import type { Access } from 'payload';

import { HAS_LIFE_CYCLE } from './submissionsForStaff';

/** Allows a portal account its own requests (its submissions with a life cycle) only; nobody else any. */
export const ownRequests: Access = ({ req }) =>
  req.user?.collection === 'users' ? { and: [{ account: { equals: req.user.id } }, HAS_LIFE_CYCLE] } : false;
