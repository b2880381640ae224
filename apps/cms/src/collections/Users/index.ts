import type { CollectionConfig } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { isAdministratorOrSelf } from '../../access/isAdministratorOrSelf';

/** Portal accounts: the healthcare professionals who sign in to the portal. They never reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Portal account', plural: 'Portal accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles'],
    group: 'Portal access',
    hidden: ({ user }) => !isAdministratorUser(user),
  },
  auth: {
    // Authentication loads the roles too: every portal call needs the caller's capabilities.
    depth: 1,
    tokenExpiration: 30 * 60,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    useSessions: true,
  },
  access: {
    read: isAdministratorOrSelf('users'),
    create: isAdministrator,
    update: isAdministrator,
    delete: isAdministrator,
  },
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    {
      name: 'roles',
      type: 'relationship',
      relationTo: 'roles',
      hasMany: true,
      admin: { description: 'The account can do what the union of these roles allows. No roles: no portal access.' },
    },
  ],
};
