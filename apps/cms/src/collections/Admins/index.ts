import type { CollectionConfig } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { isAdministratorOrSelf } from '../../access/isAdministratorOrSelf';
import { enforcePasswordPolicy } from '../../hooks/enforcePasswordPolicy';
import { firstAccountIsAdministrator } from './hooks/firstAccountIsAdministrator';

/** CMS staff: administrators and content editors. Separate from portal accounts, and the only accounts that reach /admin. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'CMS account', plural: 'CMS accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Administration',
    hidden: ({ user }) => !isAdministratorUser(user),
  },
  auth: {
    tokenExpiration: 2 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    useSessions: true,
  },
  access: {
    read: isAdministratorOrSelf('admins'),
    create: isAdministrator,
    update: isAdministratorOrSelf('admins'),
    delete: isAdministrator,
  },
  hooks: {
    beforeValidate: [enforcePasswordPolicy],
    beforeChange: [firstAccountIsAdministrator],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Content editor', value: 'editor' },
      ],
      access: {
        update: ({ req }) => isAdministratorUser(req.user),
      },
      admin: { description: 'Administrators manage accounts and roles; editors manage content only.' },
    },
  ],
};
