import { CAPABILITIES } from '@hcp/contracts/capabilities';
import type { CollectionConfig } from 'payload';

import { isStaff, isStaffUser } from '../../access/isStaff';
import { isSignedIn } from '../../access/isSignedIn';

/** A named set of portal capabilities; portal accounts hold roles, never capabilities directly. */
export const Roles: CollectionConfig = {
  slug: 'roles',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'capabilities'],
    group: 'Portal access',
    hidden: ({ user }) => !isStaffUser(user),
  },
  access: {
    read: isSignedIn,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    { name: 'description', type: 'textarea', maxLength: 500 },
    {
      name: 'capabilities',
      type: 'select',
      hasMany: true,
      required: true,
      options: CAPABILITIES.map((capability) => ({ label: capability, value: capability })),
      admin: { description: 'What holders of this role may see and do in the portal.' },
    },
  ],
};
