import { AREAS } from '@hcp/contracts/areas';
import {
  SITE_STATUS_LABELS,
  SITE_STATUSES,
  THERAPEUTIC_AREA_LABELS,
  THERAPEUTIC_AREAS,
  TRIAL_PHASE_LABELS,
  TRIAL_PHASES,
  TRIAL_STATUS_LABELS,
  TRIAL_STATUSES,
} from '@hcp/contracts/clinical-trials';
import type { CollectionConfig } from 'payload';

import { contentCollection } from '../contentCollection';
import { setStatusOrder } from './hooks/setStatusOrder';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const dayOnly = { date: { pickerAppearance: 'dayOnly' } } as const;

/** A criterion list of the eligibility group: one line per criterion. */
const criteria = (name: string, label: string, description: string) => ({
  name,
  label,
  type: 'array' as const,
  maxRows: 30,
  labels: { singular: 'Criterion', plural: 'Criteria' },
  admin: { description },
  fields: [{ name: 'criterion', type: 'text' as const, required: true, maxLength: 400 }],
});

/** Clinical trials the provider runs or sponsors, with their sites and the team to contact. */
export const ClinicalTrials: CollectionConfig = contentCollection({
  slug: 'clinical-trials',
  labels: { singular: 'Clinical trial', plural: 'Clinical trials' },
  capability: AREAS['clinical-trials'].capability,
  inSubmenu: true,
  // What a referrer relies on: the phase, the intervention, who is eligible and the description.
  clinicalFields: ['phase', 'intervention', 'eligibility', 'description'],
  admin: {
    defaultColumns: ['title', 'shortTitle', 'phase', 'recruitmentStatus', '_status', 'reviewStatus', 'updatedAt'],
    description: 'Trials shown under Clinical trials, to accounts whose roles open that area.',
    listSearchableFields: ['title', 'shortTitle', 'registryId', 'slug'],
  },
  hooks: { beforeChange: [setStatusOrder] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'shortTitle',
          label: 'Short title or acronym',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { width: '50%', description: 'For example: VELOCITY' },
        },
        {
          name: 'registryId',
          label: 'Registry identifier',
          type: 'text',
          required: true,
          unique: true,
          maxLength: 40,
          admin: { width: '50%', description: 'The trial registry’s identifier, for example MHTR40218876.' },
          validate: (value: unknown) =>
            (typeof value === 'string' && /^[A-Z][A-Z0-9-]{3,39}$/.test(value)) ||
            'Use capital letters, digits and hyphens, starting with a letter.',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phase',
          type: 'select',
          required: true,
          options: options(TRIAL_PHASES, TRIAL_PHASE_LABELS),
          admin: { width: '33%' },
        },
        {
          // Not `status`: Payload's drafts already own that name in the database (`_status`).
          name: 'recruitmentStatus',
          label: 'Recruitment status',
          type: 'select',
          required: true,
          index: true,
          options: options(TRIAL_STATUSES, TRIAL_STATUS_LABELS),
          admin: { width: '33%' },
        },
        {
          name: 'therapeuticArea',
          type: 'select',
          required: true,
          index: true,
          options: options(THERAPEUTIC_AREAS, THERAPEUTIC_AREA_LABELS),
          admin: { width: '34%' },
        },
      ],
    },
    {
      name: 'statusOrder',
      type: 'number',
      index: true,
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'sponsor', type: 'text', required: true, maxLength: 160, admin: { width: '50%' } },
        {
          name: 'intervention',
          type: 'text',
          required: true,
          maxLength: 240,
          admin: { width: '50%', description: 'The medicine under study and how it is given.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true, admin: { ...dayOnly, width: '34%' } },
        {
          name: 'estimatedCompletion',
          type: 'date',
          admin: { ...dayOnly, width: '33%' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const start = siblingData.startDate;
            if (value === null || value === undefined || value === '') return true;
            if (
              (typeof start === 'string' || start instanceof Date) &&
              (typeof value === 'string' || value instanceof Date)
            ) {
              if (new Date(value).getTime() <= new Date(start).getTime()) {
                return 'The estimated completion must come after the start date.';
              }
            }
            return true;
          },
        },
        { name: 'targetEnrolment', type: 'number', min: 1, max: 100_000, admin: { width: '33%', step: 1 } },
      ],
    },
    {
      name: 'eligibility',
      type: 'group',
      admin: { description: 'Who may take part, as a summary and as inclusion and exclusion criteria.' },
      fields: [
        { name: 'summary', type: 'textarea', maxLength: 1000 },
        criteria('inclusion', 'Inclusion criteria', 'Patients must meet every one of these.'),
        criteria('exclusion', 'Exclusion criteria', 'Patients meeting any one of these cannot take part.'),
      ],
    },
    {
      name: 'sites',
      type: 'array',
      maxRows: 100,
      labels: { singular: 'Site', plural: 'Sites' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'hospital', type: 'text', required: true, maxLength: 160, admin: { width: '34%' } },
            { name: 'city', type: 'text', required: true, maxLength: 80, admin: { width: '22%' } },
            {
              name: 'country',
              type: 'text',
              required: true,
              maxLength: 80,
              defaultValue: 'United Kingdom',
              admin: { width: '22%' },
            },
            {
              name: 'siteStatus',
              type: 'select',
              required: true,
              defaultValue: 'open',
              options: options(SITE_STATUSES, SITE_STATUS_LABELS),
              admin: { width: '22%' },
            },
          ],
        },
      ],
    },
    {
      name: 'contactTeam',
      type: 'relationship',
      relationTo: 'teams',
      admin: { description: 'The team clinicians contact about this trial (see Meet the team).' },
    },
    { name: 'description', type: 'richText', required: true },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      filterOptions: { area: { equals: AREAS['clinical-trials'].capability } },
      admin: { description: 'Protocol synopses, patient information and the like, downloadable by trial readers.' },
    },
  ],
});
