import type { CollectionConfig } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { nobody } from '../../access/nobody';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from '../../audit/actions';

const readOnly = { readOnly: true } as const;

/**
 * The audit trail (issue 18): who did what to what, when, from where. Append-only: the server writes events through
 * `recordAuditEvent` (audit/record.ts); nobody, administrators included, can edit or delete one through Payload. Only
 * the retention job removes events older than AUDIT_RETENTION_DAYS.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit event', plural: 'Audit events' },
  admin: {
    group: 'Administration',
    useAsTitle: 'action',
    defaultColumns: ['at', 'action', 'actorEmail', 'targetCollection', 'targetLabel', 'clientAddress'],
    listSearchableFields: ['actorEmail', 'targetLabel', 'requestId'],
    hidden: ({ user }) => !isAdministratorUser(user),
    description: 'Sign-ins, account and role changes, publishing and personal-data requests. Read-only.',
  },
  defaultSort: '-at',
  access: { read: isAdministrator, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: value, value })),
      admin: readOnly,
    },
    {
      name: 'actorKind',
      type: 'select',
      required: true,
      options: AUDIT_ACTOR_KINDS.map((value) => ({ label: value, value })),
      admin: readOnly,
    },
    { name: 'actorId', type: 'text', index: true, maxLength: 64, admin: readOnly },
    { name: 'actorEmail', type: 'text', index: true, maxLength: 320, admin: readOnly },
    { name: 'targetCollection', type: 'text', index: true, maxLength: 100, admin: readOnly },
    { name: 'targetId', type: 'text', maxLength: 64, admin: readOnly },
    { name: 'targetLabel', type: 'text', maxLength: 300, admin: readOnly },
    { name: 'targetVersion', type: 'text', maxLength: 64, admin: readOnly },
    { name: 'clientAddress', type: 'text', maxLength: 64, admin: readOnly },
    { name: 'requestId', type: 'text', maxLength: 128, admin: readOnly },
    { name: 'details', type: 'json', admin: readOnly },
  ],
};
