import type { Access } from 'payload';

import { isAdministratorUser } from './isAdministrator';

/** Administrators change the identity providers managed in the admin; those from the deployment's file stay read-only. */
export const editableIdentityProviders: Access = ({ req }) =>
  isAdministratorUser(req.user) ? { source: { not_equals: 'file' } } : false;
