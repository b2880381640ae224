import { REQUEST_STATUS_LABELS, REQUEST_STATUSES } from '@hcp/contracts/requests';
import type { CollectionConfig, Field } from 'payload';

import { answersRequests } from '../../access/answersRequests';
import { isAdministrator } from '../../access/isAdministrator';
import { nobody, nobodyField } from '../../access/nobody';
import { readSubmissions } from '../../access/readSubmissions';
import { staffOnlyField } from '../../access/staffOnlyField';
import { exportSubmissions } from './endpoints/exportSubmissions';
import { guardLifeCycle, notifyStatusChange } from './hooks/lifeCycle';

export const MAIL_STATUSES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a request's requester sent stays as sent: no CMS account changes it (the server writes past access). */
function sentAsIs(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: sentAsIs(field.fields) };
    return 'name' in field ? ({ ...field, access: { update: nobodyField } } as Field) : field;
  });
}

const dayFormat = { date: { pickerAppearance: 'dayOnly' } } as const;

/**
 * A request's life cycle (docs/requests.md): a signed-in person's submission of a request form is received, then
 * staff move it to in progress, answered and closed, name its owner and write the answer; the requester may
 * withdraw it while open. The deadline is computed when it comes.
 */
const lifeCycleFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'status',
        type: 'select',
        index: true,
        options: REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] })),
        access: { update: staffOnlyField },
        admin: {
          width: '25%',
          description: 'Received → In progress → Answered → Closed. The requester is told of each change.',
        },
      },
      {
        name: 'owner',
        type: 'relationship',
        relationTo: 'admins',
        index: true,
        access: { update: staffOnlyField },
        admin: { width: '25%', description: 'Who handles it on our side.' },
      },
      {
        name: 'deadline',
        type: 'date',
        index: true,
        access: { update: nobodyField },
        admin: {
          width: '25%',
          readOnly: true,
          ...dayFormat,
          description: 'The last working day for the answer: the form’s service level after it came.',
          components: { Cell: '/components/admin/RequestDeadline#RequestDeadlineCell' },
        },
      },
      {
        name: 'statusChangedAt',
        type: 'date',
        label: 'Status changed',
        access: { update: nobodyField },
        admin: { width: '25%', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
  },
  {
    name: 'urgent',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    access: { update: nobodyField },
    admin: {
      readOnly: true,
      description:
        'The requester’s answer marked it urgent (the form’s urgency rule): due sooner, mailed at once, listed first.',
      components: { Cell: '/components/admin/RequestDeadline#UrgentCell' },
    },
  },
  {
    name: 'answerMessage',
    type: 'textarea',
    maxLength: 10_000,
    label: 'Answer to the requester',
    access: { update: staffOnlyField },
    admin: {
      description:
        'The requester reads it on My requests once the status is Answered. The mail only says there is an answer.',
    },
  },
  {
    name: 'answeringTeam',
    type: 'relationship',
    relationTo: 'teams',
    label: 'Answered by',
    access: { update: staffOnlyField },
    admin: {
      description:
        'The team the answer comes from, as the requester reads it. Empty: the team named in Settings → Medical Information line.',
    },
  },
  { name: 'answeredAt', type: 'date', access: { update: nobodyField }, admin: { hidden: true } },
];

/**
 * What people sent through the portal's forms. Submissions hold personal and sometimes clinical data (names,
 * contact details, patient-harm reports): administrators read them all, in the admin; editors read only the requests
 * with a life cycle, which they answer (anonymous contact messages stay with administrators). Only the submission
 * endpoint writes what was sent, after validating against the form; staff change only the life cycle fields;
 * administrators may delete one (an erasure request). Exported as CSV from the admin list.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: [
      'reference',
      'form',
      'status',
      'urgent',
      'deadline',
      'owner',
      'submitterEmail',
      'patientHarm',
      'createdAt',
    ],
    group: 'Forms',
    listSearchableFields: ['reference', 'submitterEmail'],
    description:
      'Personal data. Requests from signed-in professionals: set the status, owner and answer. Export a form’s submissions as CSV above the list.',
    components: { beforeListTable: ['/components/admin/SubmissionsExport#SubmissionsExport'] },
  },
  access: { read: readSubmissions, create: nobody, update: answersRequests, delete: isAdministrator },
  hooks: { beforeChange: [guardLifeCycle], afterChange: [notifyStatusChange] },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export', method: 'get', handler: exportSubmissions }],
  // One submission per caller and idempotency key: a retry finds the first instead of storing a second.
  indexes: [{ fields: ['callerKey', 'idempotencyKey'], unique: true }],
  fields: [
    {
      name: 'requestSummary',
      type: 'ui',
      admin: { components: { Field: '/components/admin/RequestSummary#RequestSummary' } },
    },
    ...lifeCycleFields,
    ...sentAsIs([
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
        admin: {
          description: 'The files sent with it, checked and stored by the server. Administrators download them.',
        },
      },
      {
        name: 'patientHarm',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { description: 'The reporter said a patient was harmed: pharmacovigilance was told too.' },
      },
      {
        // What the server keeps to file, deduplicate and mail a request: closed at first, open to read for staff.
        type: 'collapsible',
        label: 'Technical details',
        admin: {
          initCollapsed: true,
          description: 'How the request was received and mailed: for tracing a problem, not for answering.',
        },
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
            admin: { description: 'Who sent it, for idempotency: an account, a client or anonymous.' },
          },
          { name: 'idempotencyKey', type: 'text', maxLength: 128 },
          {
            name: 'requestHash',
            type: 'text',
            maxLength: 64,
            admin: { description: 'SHA-256 of the request, to tell a retry from a different request.' },
          },
        ],
      },
      {
        name: 'answer',
        type: 'json',
        admin: { hidden: true },
      },
    ]),
  ],
};
