import { ACCOUNT_STATUSES, PROFESSIONS, REGULATORS } from '@hcp/contracts/account';
import { ANALYTICS_CONSENT_CHOICES } from '@hcp/contracts/observability';
import { PUSH_AREA_LABELS, PUSH_AREAS } from '@hcp/contracts/push';
import type { CollectionConfig, Field, FieldAccess } from 'payload';

import type { User } from '../../payload-types';
import { REGISTER_CHECK_LABELS, REGISTER_CHECK_RESULTS } from '../../registration/register-check';

import { isAdministrator } from '../../access/isAdministrator';
import { isStaffUser } from '../../access/isStaff';
import { isStaffOrSelf } from '../../access/isStaffOrSelf';
import { staffOrOwnAccountField } from '../../access/staffOrOwnAccountField';
import { credentialProofFor } from './credentialProof';
import { approveOnRoleAssignment } from './hooks/approveOnRoleAssignment';
import { auditAccountChanges } from './hooks/auditAccountChanges';
import { checkRegistrationOnChange } from './hooks/checkRegistrationOnChange';
import { deleteCpdLog } from './hooks/deleteCpdLog';
import { deletePersonalRecords } from './hooks/deletePersonalRecords';
import { deletePushSubscriptions } from './hooks/deletePushSubscriptions';
import { enforceCredentialRules } from './hooks/enforceCredentialRules';
import { deleteTwoFactor } from '../../hooks/deleteTwoFactor';
import { enforcePasswordPolicy } from '../../hooks/enforcePasswordPolicy';
import { notifyApproval } from './hooks/notifyApproval';
import { notifyCredentialChanges } from './hooks/notifyCredentialChanges';
import { recordPortalSignIn } from './hooks/recordPortalSignIn';
import { refusePayloadPasswordReset } from './hooks/refusePayloadPasswordReset';
import { requireRejectionReason } from './hooks/requireRejectionReason';
import { revokeSessionsWhenSuspended } from './hooks/revokeSessionsWhenSuspended';

/** Only CMS staff may change who an account is, what it may do and whether it may sign in. */
const staffOnly: FieldAccess = ({ req }) => isStaffUser(req.user);
const nobody: FieldAccess = () => false;

/** An emailed token the server alone reads and writes: its SHA-256 hash and when it expires, hidden from every caller. */
function secretTokenGroup(name: string): Field {
  return {
    name,
    type: 'group',
    admin: { hidden: true },
    access: { read: nobody, update: nobody, create: nobody },
    fields: [
      { name: 'tokenHash', type: 'text', index: true },
      { name: 'expiresAt', type: 'date' },
    ],
  };
}
/** Written only by an update that carries a proof the server's own code made (see credentialProof.ts). */
const withCredentialProof: FieldAccess = ({ req, id }) =>
  typeof id === 'number' && credentialProofFor(req.context, id) !== undefined;

const labelled = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** Portal accounts: the healthcare professionals who sign in to the portal. They never reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Portal account', plural: 'Portal accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'profession', 'status', 'roles'],
    group: 'Portal access',
    description:
      'Approve a pending registration by giving it one or more roles, or reject it with a reason; the professional is emailed either way.',
    hidden: ({ user }) => !isStaffUser(user),
  },
  auth: {
    // Authentication loads the roles too: every portal call needs the caller's capabilities.
    depth: 1,
    tokenExpiration: 30 * 60,
    // No lockout anyone could trigger against the owner: the guess limits delay instead (utilities/guessLimits.ts).
    maxLoginAttempts: 0,
    useSessions: true,
  },
  access: {
    read: isStaffOrSelf('users'),
    create: isAdministrator,
    // Self-service goes through the portal API, which checks the current password; roles and status stay staff-only.
    update: isStaffOrSelf('users'),
    delete: isAdministrator,
    unlock: isAdministrator,
  },
  hooks: {
    beforeOperation: [refusePayloadPasswordReset],
    beforeValidate: [enforcePasswordPolicy],
    beforeChange: [
      enforceCredentialRules,
      approveOnRoleAssignment,
      requireRejectionReason,
      revokeSessionsWhenSuspended,
    ],
    afterChange: [auditAccountChanges, notifyApproval, notifyCredentialChanges, checkRegistrationOnChange],
    afterLogin: [recordPortalSignIn],
    beforeDelete: [deleteCpdLog, deletePushSubscriptions, deleteTwoFactor, deletePersonalRecords],
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
        { label: 'Rejected: registration not approved', value: ACCOUNT_STATUSES[4] },
      ],
      access: { update: staffOnly },
      admin: { position: 'sidebar' },
    },
    {
      // The register-check service's last answer about the number (jobs/registerChecks.ts); written by the server only.
      name: 'registerCheck',
      type: 'group',
      access: { create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean((data as Partial<User>).registerCheck?.checkedAt),
        description: 'The register-check service’s last answer about this registration.',
      },
      fields: [
        {
          name: 'result',
          type: 'select',
          options: REGISTER_CHECK_RESULTS.map((value) => ({ label: REGISTER_CHECK_LABELS[value], value })),
          admin: { readOnly: true },
        },
        { name: 'registeredName', type: 'text', maxLength: 200, admin: { readOnly: true } },
        { name: 'checkedNumber', type: 'text', maxLength: 40, admin: { readOnly: true } },
        {
          name: 'checkedAt',
          type: 'date',
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      // A professional whose first sign-in came through an identity provider (sso/accounts.ts): which one, and what it said.
      name: 'ssoSignUp',
      label: 'Signed up through',
      type: 'group',
      access: { create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean((data as Partial<User>).ssoSignUp?.provider),
        description: 'The organisation’s sign-in this account was made through, and the details it gave.',
      },
      fields: [
        { name: 'provider', type: 'text', admin: { readOnly: true } },
        {
          name: 'claims',
          type: 'json',
          // Read-only text instead of Payload's JSON editor, whose code editor would load from a public CDN.
          admin: { readOnly: true, components: { Field: '/components/admin/ReadOnlyJson#ReadOnlyJson' } },
        },
      ],
    },
    {
      // Why a registration was not approved: required to reject one, and sent to the professional (notifyApproval.ts).
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: 1000,
      access: { update: staffOnly },
      admin: {
        position: 'sidebar',
        condition: (data) => (data as Partial<User>).status === 'rejected',
        description: 'Sent to the professional in the email that tells them. Be specific and courteous.',
      },
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
      // The areas whose push notifications the professional switched off on the account page; all others are on.
      name: 'notificationsOff',
      type: 'select',
      hasMany: true,
      options: PUSH_AREAS.map((area) => ({ label: PUSH_AREA_LABELS[area], value: area })),
      access: { update: staffOrOwnAccountField },
      admin: { position: 'sidebar', description: 'Push notifications the professional switched off.' },
    },
    {
      // The professional's answer to the portal's analytics banner, with when it was given (set through the portal API).
      name: 'analyticsConsent',
      type: 'group',
      access: { update: staffOrOwnAccountField },
      admin: { position: 'sidebar', description: 'Session analytics: what the professional chose, and when.' },
      fields: [
        { name: 'choice', type: 'select', options: labelled(ANALYTICS_CONSENT_CHOICES), admin: { readOnly: true } },
        { name: 'decidedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    secretTokenGroup('emailVerification'),
    // The portal's password reset: only the SHA-256 hash of the emailed token, single use, one hour.
    secretTokenGroup('passwordReset'),
    {
      // A new address waiting for confirmation from the link sent to it; the account keeps `email` until then.
      name: 'pendingEmail',
      type: 'group',
      admin: { hidden: true },
      access: { read: nobody, update: withCredentialProof, create: nobody },
      fields: [
        { name: 'address', type: 'email' },
        { name: 'tokenHash', type: 'text', index: true },
        { name: 'expiresAt', type: 'date' },
      ],
    },
  ],
};
