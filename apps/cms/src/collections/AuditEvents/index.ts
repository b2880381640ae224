import type { CollectionConfig } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { nobody } from '../../access/nobody';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from '../../audit/actions';
import { exportAuditEvents } from './endpoints/exportAuditEvents';

const readOnly = { readOnly: true } as const;

/** What the list's search box looks in (and so the CSV export of a search). */
const SEARCHABLE_FIELDS = ['actorEmail', 'targetLabel', 'requestId'] as const;

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
    defaultColumns: ['at', 'action', 'actorKind', 'actorEmail', 'targetCollection', 'targetLabel', 'clientAddress'],
    listSearchableFields: [...SEARCHABLE_FIELDS],
    hidden: ({ user }) => !isAdministratorUser(user),
    description:
      'Sign-ins, account, role and status changes, publishing and data exports, newest first. Nobody can change or delete an event.',
    components: { beforeListTable: ['/components/admin/AuditEventsExport#AuditEventsExport'] },
  },
  defaultSort: '-at',
  disableDuplicate: true,
  access: { read: isAdministrator, create: nobody, update: nobody, delete: nobody },
  endpoints: [{ path: '/export', method: 'get', handler: exportAuditEvents(SEARCHABLE_FIELDS) }],
  fields: [
    {
      name: 'at',
      label: 'Time',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'action',
      label: 'Action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: value, value })),
      admin: readOnly,
    },
    {
      name: 'actorKind',
      label: 'Actor kind',
      type: 'select',
      required: true,
      options: AUDIT_ACTOR_KINDS.map((value) => ({ label: value, value })),
      admin: readOnly,
    },
    { name: 'actorId', label: 'Actor id', type: 'text', index: true, maxLength: 64, admin: readOnly },
    { name: 'actorEmail', label: 'Actor email', type: 'text', index: true, maxLength: 320, admin: readOnly },
    {
      name: 'targetCollection',
      label: 'Target collection',
      type: 'text',
      index: true,
      maxLength: 100,
      admin: readOnly,
    },
    { name: 'targetId', label: 'Target id', type: 'text', maxLength: 64, admin: readOnly },
    { name: 'targetLabel', label: 'Target', type: 'text', maxLength: 300, admin: readOnly },
    { name: 'targetVersion', label: 'Target version', type: 'text', maxLength: 64, admin: readOnly },
    { name: 'clientAddress', label: 'Client address', type: 'text', maxLength: 64, admin: readOnly },
    { name: 'requestId', label: 'Request id', type: 'text', maxLength: 128, admin: readOnly },
    {
      name: 'details',
      label: 'Details',
      type: 'json',
      // Read-only text instead of Payload's JSON editor, whose code editor would load from a public CDN.
      admin: { ...readOnly, components: { Field: '/components/admin/ReadOnlyJson#ReadOnlyJson' } },
    },
  ],
};
