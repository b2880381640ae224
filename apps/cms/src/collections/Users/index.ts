import { ACCOUNT_STATUSES, PROFESSIONS, REGULATORS } from '@hcp/contracts/account';
import type { CollectionConfig, FieldAccess } from 'payload';

import { isAdministrator } from '../../access/isAdministrator';
import { isStaffUser } from '../../access/isStaff';
import { isStaffOrSelf } from '../../access/isStaffOrSelf';
import { approveOnRoleAssignment } from './hooks/approveOnRoleAssignment';
import { deleteCpdLog } from './hooks/deleteCpdLog';
import { enforcePasswordPolicy } from '../../hooks/enforcePasswordPolicy';
import { notifyApproval } from './hooks/notifyApproval';
import { revokeSessionsWhenSuspended } from './hooks/revokeSessionsWhenSuspended';

/** Only CMS staff may change who an account is, what it may do and whether it may sign in. */
const staffOnly: FieldAccess = ({ req }) => isStaffUser(req.user);
const nobody: FieldAccess = () => false;

const labelled = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** Portal accounts: the healthcare professionals who sign in to the portal. They never reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Portal account', plural: 'Portal accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'profession', 'status', 'roles'],
    group: 'Portal access',
    description: 'Approve a pending registration by giving it one or more roles; the professional is emailed.',
    hidden: ({ user }) => !isStaffUser(user),
  },
  auth: {
    // Authentication loads the roles too: every portal call needs the caller's capabilities.
    depth: 1,
    tokenExpiration: 30 * 60,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    useSessions: true,
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  access: {
    read: isStaffOrSelf('users'),
    create: isAdministrator,
    // Self-service goes through the portal API, which checks the current password; roles and status stay staff-only.
    update: isStaffOrSelf('users'),
    delete: isAdministrator,
  },
  hooks: {
    beforeValidate: [enforcePasswordPolicy],
    beforeChange: [approveOnRoleAssignment, revokeSessionsWhenSuspended],
    afterChange: [notifyApproval],
    beforeDelete: [deleteCpdLog],
  },
  fields: [
    { name: 'firstName', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, maxLength: 100 },
    { name: 'profession', type: 'select', options: labelled(PROFESSIONS) },
    { name: 'organisation', type: 'text', maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'regulator', type: 'select', options: labelled(REGULATORS) },
        { name: 'registrationNumber', type: 'text', maxLength: 20 },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'unverified',
      options: [
        { label: 'Unverified: email not confirmed', value: ACCOUNT_STATUSES[0] },
        { label: 'Pending: awaiting approval', value: ACCOUNT_STATUSES[1] },
        { label: 'Approved', value: ACCOUNT_STATUSES[2] },
        { label: 'Suspended: may not sign in', value: ACCOUNT_STATUSES[3] },
      ],
      access: { update: staffOnly },
      admin: { position: 'sidebar' },
    },
    {
      name: 'roles',
      type: 'relationship',
      relationTo: 'roles',
      hasMany: true,
      access: { update: staffOnly },
      admin: {
        position: 'sidebar',
        description: 'The account can do what the union of these roles allows. No roles: no portal access.',
      },
    },
    {
      name: 'emailVerification',
      type: 'group',
      admin: { hidden: true },
      access: { read: nobody, update: nobody, create: nobody },
      fields: [
        { name: 'tokenHash', type: 'text', index: true },
        { name: 'expiresAt', type: 'date' },
      ],
    },
  ],
};
