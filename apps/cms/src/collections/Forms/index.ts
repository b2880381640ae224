import { CAPABILITIES } from '@hcp/contracts/capabilities';
import { DEFAULT_MAX_LENGTH, DEFAULT_QUANTITY } from '@hcp/contracts/form-answers';
import { FORM_FIELD_TYPES, FORM_KINDS, FORM_PREFILLS, type FormKind, MAX_FILES_PER_FIELD } from '@hcp/contracts/forms';
import {
  DEFAULT_SERVICE_LEVEL_DAYS,
  DEFAULT_URGENT_SERVICE_LEVEL_DAYS,
  isRequestKind,
  MAX_SERVICE_LEVEL_DAYS,
} from '@hcp/contracts/requests';
import type { CollectionConfig, Field } from 'payload';

import { formsForCaller } from '../../access/formsForCaller';
import { isStaff } from '../../access/isStaff';
import { staffOnlyField } from '../../access/staffOnlyField';
import { slugField } from '../../fields/slug';
import { deleteDraftsOfForm } from '../FormDrafts/hooks/deleteDraftsOfForm';
import { indexAfterChange, removeAfterDelete } from '../../search/sync';
import {
  checkFormFields,
  checkUrgencyRule,
  type StoredUrgencyRule,
  TYPES_MARKING_HARM,
  TYPES_WITH_BOUNDS,
  TYPES_WITH_LENGTH,
  TYPES_WITH_OPTIONS,
  TYPES_WITH_PREFILL,
} from './validation';

/** A number as the admin's descriptions write it: 10,000. */
const count = (value: number) => value.toLocaleString('en-GB');

const KIND_LABELS: Record<FormKind, string> = {
  'clinical-request': 'Clinical request (listed under a request category)',
  feasibility: 'Clinical trial feasibility',
  'pricing-request': 'Pricing request',
  'report-issue': 'Report an issue',
  callback: 'Request a callback',
  contact: 'Contact',
};

const TYPE_LABELS: Record<(typeof FORM_FIELD_TYPES)[number], string> = {
  text: 'Text (one line)',
  textarea: 'Text (several lines)',
  email: 'Email address',
  phone: 'Phone number',
  number: 'Number',
  date: 'Date',
  select: 'Select (drop-down)',
  radio: 'Radio buttons (one choice)',
  checkbox: 'Checkboxes (several choices)',
  consent: 'Consent (one box that must be ticked when required)',
  file: 'File upload',
  'catalogue-products': 'Catalogue products with quantities',
};

type Sibling = { type?: string | null } | undefined;
const whenType =
  (types: readonly string[]) =>
  (_: unknown, sibling: Sibling): boolean =>
    types.includes(sibling?.type ?? '');

const emailAddress = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    ? true
    : 'Enter an email address.';

const formField: Field = {
  name: 'fields',
  type: 'array',
  labels: { singular: 'Field', plural: 'Fields' },
  minRows: 1,
  maxRows: 60,
  admin: {
    description: 'The questions, in order. The portal renders each with its label and help text.',
    initCollapsed: true,
  },
  validate: (value: unknown, { data }: { data: Partial<{ kind: FormKind }> }) =>
    checkFormFields(value as Parameters<typeof checkFormFields>[0], data.kind ?? null),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 200, admin: { width: '50%' } },
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 64,
          admin: {
            width: '25%',
            description: 'The value’s key: lower-case letters, digits and _. Unique in the form.',
          },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'text',
          options: FORM_FIELD_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
          admin: { width: '25%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'required', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
        { name: 'helpText', type: 'text', maxLength: 400, admin: { width: '75%' } },
      ],
    },
    {
      name: 'options',
      type: 'array',
      maxRows: 100,
      admin: { condition: whenType(TYPES_WITH_OPTIONS) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 200, admin: { width: '60%' } },
            { name: 'value', type: 'text', required: true, maxLength: 100, admin: { width: '40%' } },
          ],
        },
      ],
    },
    {
      name: 'maxLength',
      type: 'number',
      min: 1,
      max: 20_000,
      admin: {
        step: 1,
        condition: whenType(TYPES_WITH_LENGTH),
        description: `The longest answer, in characters. Empty: ${count(DEFAULT_MAX_LENGTH.text)} (${count(DEFAULT_MAX_LENGTH.textarea)} for several lines).`,
      },
    },
    {
      type: 'row',
      admin: { condition: whenType(TYPES_WITH_BOUNDS) },
      fields: [
        {
          name: 'min',
          type: 'number',
          admin: {
            width: '50%',
            description: `Smallest value (for products: smallest quantity, ${count(DEFAULT_QUANTITY.min)} when empty).`,
          },
        },
        {
          name: 'max',
          type: 'number',
          admin: {
            width: '50%',
            description: `Largest value (for products: largest quantity, ${count(DEFAULT_QUANTITY.max)} when empty).`,
          },
        },
      ],
    },
    {
      name: 'multiple',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        condition: whenType(['file']),
        description: `Allow several files (up to ${String(MAX_FILES_PER_FIELD)}).`,
      },
    },
    {
      name: 'prefill',
      type: 'select',
      options: FORM_PREFILLS.map((value) => ({ value, label: value })),
      admin: {
        condition: whenType(TYPES_WITH_PREFILL),
        description: 'What the portal fills in before the user types (the user can change it).',
      },
    },
    {
      name: 'marksPatientHarm',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        condition: (data: { kind?: string } | undefined, sibling: Sibling) =>
          data?.kind === 'report-issue' && whenType(TYPES_MARKING_HARM)(data, sibling),
        description: 'The answer "yes" means a patient was harmed: the report also goes to pharmacovigilance.',
      },
    },
  ],
};

type FormData = Partial<{ kind: string; fields: Parameters<typeof checkFormFields>[0]; urgency: StoredUrgencyRule }>;
const isRequestForm = (data: unknown) => isRequestKind((data as { kind?: string } | undefined)?.kind);

/** The urgency rule's problem on one of its two settings, or true. */
const urgencyProblem =
  (path: 'field' | 'option') =>
  (_: unknown, { data }: { data: FormData }): true | string => {
    if (!isRequestKind(data.kind)) return true;
    const problem = checkUrgencyRule(data.fields, data.urgency);
    return problem === true || problem.path !== path ? true : problem.message;
  };

/**
 * Which answer makes a request urgent (docs/requests.md, "Urgent requests"): the server reads it from the checked
 * answers, never from a flag the caller sends. An urgent request gets its own deadline, its team mail at once marked
 * URGENT, and comes first in the staff's and the requester's lists.
 */
const urgencyRule: Field = {
  name: 'urgency',
  type: 'group',
  label: 'Urgent requests',
  admin: {
    condition: isRequestForm,
    description:
      'Which answer marks a request urgent. An urgent request is due sooner, its team mail goes at once with URGENT in the subject, and staff see it first. Leave the question empty if no request of this form is urgent.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'field',
          type: 'text',
          label: 'Question',
          maxLength: 64,
          validate: urgencyProblem('field'),
          admin: { width: '33%', description: 'The name of a radio or select question, for example urgency.' },
        },
        {
          name: 'option',
          type: 'text',
          label: 'Urgent option',
          maxLength: 100,
          validate: urgencyProblem('option'),
          admin: { width: '33%', description: 'The value of the option that means urgent, for example urgent.' },
        },
        {
          name: 'serviceLevelDays',
          type: 'number',
          label: 'Urgent response (working days)',
          required: true,
          min: 0,
          max: MAX_SERVICE_LEVEL_DAYS,
          defaultValue: DEFAULT_URGENT_SERVICE_LEVEL_DAYS,
          admin: {
            width: '34%',
            step: 1,
            description:
              '0: the same working day. One sent from 16:00 (London), at a weekend or on a bank holiday counts from the next working day.',
          },
        },
      ],
    },
    {
      name: 'confirmationMessage',
      type: 'textarea',
      maxLength: 1000,
      defaultValue: 'Thank you. We have marked your request as urgent and will answer it first.',
      admin: {
        description:
          'What the confirmation says to an urgent request instead of the usual message. The portal adds the deadline and the Medical Information phone number.',
      },
    },
  ],
};

/**
 * The forms of the form engine: their fields, confirmation and notification mails. Drafts and versions, so the
 * portal only ever serves what was published; CMS staff edit them.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'category', 'capability', '_status', 'updatedAt'],
    group: 'Forms',
    listSearchableFields: ['title', 'slug'],
    description:
      'Forms the portal renders: clinical requests, feasibility, pricing, report an issue, callback, contact.',
  },
  // Versions hold drafts and internal addresses: CMS staff only, whatever the read rule serves.
  access: { read: formsForCaller, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  // Published clinical-request forms are found by global search under Clinical requests.
  hooks: { afterChange: [indexAfterChange], beforeDelete: [deleteDraftsOfForm], afterDelete: [removeAfterDelete] },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField(),
    { name: 'description', type: 'textarea', maxLength: 1000 },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'clinical-request',
          index: true,
          options: FORM_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
          admin: { width: '50%' },
        },
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'request-categories',
          index: true,
          admin: { width: '50%', condition: (data) => data.kind === 'clinical-request' },
          validate: (value: unknown, { data }: { data: Partial<{ kind: FormKind }> }) =>
            data.kind !== 'clinical-request' || (value !== null && value !== undefined)
              ? true
              : 'A clinical request needs a request category.',
        },
      ],
    },
    {
      name: 'capability',
      type: 'select',
      index: true,
      options: CAPABILITIES.map((value) => ({ value, label: value })),
      admin: {
        position: 'sidebar',
        description: 'The capability a portal account needs to open and submit the form. Empty: a public form.',
      },
    },
    {
      name: 'serviceLevelDays',
      type: 'number',
      required: true,
      min: 0,
      max: MAX_SERVICE_LEVEL_DAYS,
      defaultValue: DEFAULT_SERVICE_LEVEL_DAYS,
      label: 'Service level (working days)',
      admin: {
        position: 'sidebar',
        step: 1,
        condition: (data) => isRequestKind((data as { kind?: string }).kind),
        description:
          'A signed-in professional’s request is due this many working days after the day it came (weekends and England and Wales bank holidays skipped).',
      },
    },
    formField,
    urgencyRule,
    {
      type: 'row',
      fields: [
        {
          name: 'submitLabel',
          type: 'text',
          required: true,
          defaultValue: 'Submit',
          maxLength: 60,
          admin: { width: '50%' },
        },
        {
          name: 'botCheck',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '50%', description: 'Ask the browser for a proof of work (ALTCHA) before accepting.' },
        },
      ],
    },
    {
      name: 'confirmation',
      type: 'group',
      admin: { description: 'What the portal shows after a successful submission.' },
      fields: [
        {
          name: 'type',
          type: 'radio',
          required: true,
          defaultValue: 'message',
          options: [
            { value: 'message', label: 'Show a message' },
            { value: 'redirect', label: 'Open a portal page' },
          ],
        },
        {
          name: 'message',
          type: 'textarea',
          maxLength: 1000,
          defaultValue: 'Thank you. We have received your request and will reply within two working days.',
          admin: { condition: (_, sibling: { type?: string }) => sibling.type === 'message' },
          validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) =>
            siblingData.type !== 'message' || (typeof value === 'string' && value.trim() !== '')
              ? true
              : 'Write the confirmation message.',
        },
        {
          name: 'redirectPath',
          type: 'text',
          maxLength: 200,
          admin: {
            condition: (_, sibling: { type?: string }) => sibling.type === 'redirect',
            description: 'A portal path, for example /clinical-trials/feasibility-form/confirmation.',
          },
          validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) =>
            siblingData.type !== 'redirect' || (typeof value === 'string' && /^\/[^/]/.test(value))
              ? true
              : 'Use a portal path starting with a single /.',
        },
      ],
    },
    {
      name: 'notifications',
      type: 'group',
      // Internal recipients: never sent to portal accounts, integration clients or visitors. The mail job reads them
      // with access overridden.
      access: { read: staffOnlyField },
      admin: { description: 'Who is told of each submission. Mails carry the reference, never the uploaded files.' },
      fields: [
        {
          name: 'teamAddress',
          type: 'email',
          required: true,
          admin: { description: 'The team that handles these submissions.' },
        },
        {
          name: 'copyToSubmitter',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description:
              'Send the submitter a copy: to their account’s address, or for public forms to the first email field.',
          },
        },
        {
          name: 'urgentAddress',
          type: 'text',
          maxLength: 200,
          label: 'Urgent requests address',
          validate: emailAddress,
          admin: {
            condition: isRequestForm,
            description:
              'Told at once of each urgent request, with URGENT in the subject, instead of the team address. Empty: the team address.',
          },
        },
        {
          name: 'pharmacovigilanceAddress',
          type: 'text',
          maxLength: 200,
          validate: emailAddress,
          admin: {
            condition: (data) => data.kind === 'report-issue',
            description: 'Also told when the reporter says a patient was harmed.',
          },
        },
      ],
    },
  ],
};
