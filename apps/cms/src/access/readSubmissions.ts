import type { Access } from 'payload';

import { ownRequests } from './ownRequests';
import { submissionsForStaff } from './submissionsForStaff';

/** Allows CMS staff the submissions `submissionsForStaff` gives them, and a portal account its own requests only. */
export const readSubmissions: Access = (args) =>
  args.req.user?.collection === 'users' ? ownRequests(args) : submissionsForStaff(args);
