import { AREAS } from '@hcp/contracts/areas';
import { answerTexts, isValidPhone } from '@hcp/contracts/form-answers';
import type { CollectionConfig } from 'payload';

import { contentCollection } from '../contentCollection';
import { readTeams } from '../../access/readTeams';

const content = contentCollection({
  slug: 'teams',
  labels: { singular: 'Team', plural: 'Teams' },
  capability: AREAS.teams.capability,
  // Contact details carry no clinical claims.
  clinicalFields: [],
  titleField: 'name',
  admin: {
    defaultColumns: ['name', 'remit', 'displayOrder', '_status', 'reviewStatus', 'updatedAt'],
    description:
      'Meet the team: the people clinicians and pharmacists can contact. A team named as a trial’s contact team also shows under Clinical trials.',
  },
  defaultSort: 'displayOrder',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'What the team helps with, in one or two sentences.' },
    },
    {
      name: 'remit',
      label: 'Region or remit',
      type: 'text',
      maxLength: 120,
      admin: { description: 'For example: Scotland and Northern England, or All UK and Ireland hospitals.' },
    },
    {
      name: 'displayOrder',
      type: 'number',
      required: true,
      defaultValue: 100,
      min: 0,
      max: 10_000,
      index: true,
      admin: { position: 'sidebar', description: 'Teams are listed from the lowest number up.' },
    },
    {
      name: 'members',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Member', plural: 'Members' },
      admin: { initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 120, admin: { width: '50%' } },
            { name: 'jobTitle', type: 'text', required: true, maxLength: 160, admin: { width: '50%' } },
          ],
        },
        {
          name: 'photo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Optional. Without a photo the portal shows the person’s initials.' },
        },
        {
          type: 'row',
          fields: [
            { name: 'region', type: 'text', maxLength: 120, admin: { width: '34%' } },
            {
              name: 'phone',
              type: 'text',
              maxLength: 40,
              admin: { width: '33%', description: 'For example: +44 1632 960 118' },
              validate: (value: unknown) =>
                value === null ||
                value === undefined ||
                value === '' ||
                (typeof value === 'string' && isValidPhone(value)) ||
                answerTexts.phone,
            },
            { name: 'email', type: 'email', required: true, admin: { width: '33%' } },
          ],
        },
      ],
    },
  ],
});

/** Teams and their members (meet the team); also the contact teams of clinical trials. */
export const Teams: CollectionConfig = { ...content, access: { ...content.access, read: readTeams } };
