import type { CollectionConfig } from 'payload';

import { isAdministrator } from '../../access/isAdministrator';
import { nobody } from '../../access/nobody';
import { exportSubmissions } from './endpoints/exportSubmissions';

export const MAIL_STATUSES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What people sent through the portal's forms. Submissions hold personal and sometimes clinical data (names,
 * contact details, patient-harm reports), so only administrators read them, in the admin, read-only; editors do
 * not. Only the submission endpoint writes them, after validating against the form; administrators may delete
 * one (an erasure request). Exported as CSV from the admin list.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'form', 'submitterEmail', 'patientHarm', 'mailStatus', 'createdAt'],
    group: 'Forms',
    listSearchableFields: ['reference', 'submitterEmail'],
    description: 'Read-only. Personal data: administrators only. Export a form’s submissions as CSV above the list.',
    components: { beforeListTable: ['/components/admin/SubmissionsExport#SubmissionsExport'] },
  },
  access: { read: isAdministrator, create: nobody, update: nobody, delete: isAdministrator },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export', method: 'get', handler: exportSubmissions }],
  // One submission per caller and idempotency key: a retry finds the first instead of storing a second.
  indexes: [{ fields: ['callerKey', 'idempotencyKey'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', unique: true, index: true, maxLength: 20, admin: { width: '50%' } },
        {
          name: 'form',
          type: 'relationship',
          relationTo: 'forms',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'account',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          admin: { width: '33%', description: 'The signed-in portal account, if any.' },
        },
        {
          name: 'integrationClient',
          type: 'relationship',
          relationTo: 'integration-clients',
          admin: { width: '33%', description: 'The integration client, when sent with an API key.' },
        },
        { name: 'submitterEmail', type: 'email', admin: { width: '34%' } },
      ],
    },
    {
      name: 'values',
      type: 'json',
      label: 'Answers',
      required: true,
      // Read-only text instead of Payload's JSON editor, whose code editor would load from a public CDN.
      admin: { components: { Field: '/components/admin/SubmissionAnswers#SubmissionAnswers' } },
    },
    {
      name: 'files',
      type: 'relationship',
      relationTo: 'form-uploads',
      hasMany: true,
      admin: { description: 'The files sent with it, checked and stored by the server. Administrators download them.' },
    },
    {
      name: 'patientHarm',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'The reporter said a patient was harmed: pharmacovigilance was told too.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'mailStatus',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          options: MAIL_STATUSES.map((value) => ({ value, label: value })),
          admin: { width: '50%' },
        },
        {
          name: 'mailsSent',
          type: 'json',
          admin: {
            width: '50%',
            components: { Field: '/components/admin/SubmissionAnswers#MailsSent' },
            description:
              'The notification mails that went out (team, copy, pharmacovigilance); copy-withheld: the address had its copies this hour.',
          },
        },
      ],
    },
    {
      name: 'callerKey',
      type: 'text',
      required: true,
      maxLength: 64,
      admin: { position: 'sidebar', description: 'Who sent it, for idempotency: an account, a client or anonymous.' },
    },
    { name: 'idempotencyKey', type: 'text', maxLength: 128, admin: { position: 'sidebar' } },
    {
      name: 'requestHash',
      type: 'text',
      maxLength: 64,
      admin: { position: 'sidebar', description: 'SHA-256 of the request, to tell a retry from a different request.' },
    },
    {
      name: 'answer',
      type: 'json',
      admin: { hidden: true },
    },
  ],
};
