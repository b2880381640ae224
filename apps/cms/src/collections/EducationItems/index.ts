import { AREAS } from '@hcp/contracts/areas';
import { EDUCATION_FORMATS, type EducationFormat } from '@hcp/contracts/education';
import type { CollectionConfig } from 'payload';

import { cpdGroup } from '../../fields/cpd';
import { contentCollection } from '../contentCollection';

/** The learning items of the education area, each in one course or category and carrying its CPD information. */
export const EducationItems: CollectionConfig = contentCollection({
  slug: 'education-items',
  labels: { singular: 'Education item', plural: 'Education items' },
  capability: AREAS.education.capability,
  // The learning content.
  clinicalFields: ['body', 'documents'],
  admin: {
    defaultColumns: ['title', 'parent', 'format', '_status', 'reviewStatus', 'updatedAt'],
    description: 'Learning items: modules, videos, webinar recordings, articles and case studies, with their CPD.',
  },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'education-courses',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'The course or category this item belongs to.' },
    },
    {
      name: 'format',
      type: 'select',
      required: true,
      defaultValue: 'e-learning',
      options: (Object.keys(EDUCATION_FORMATS) as EducationFormat[]).map((value) => ({
        label: EDUCATION_FORMATS[value],
        value,
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two sentences for the item’s card.' },
    },
    { name: 'body', type: 'richText', required: true },
    cpdGroup({ help: true }),
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      admin: {
        description: 'Attachments (slides, handouts). Set their area to Education so learners can download them.',
      },
    },
  ],
});
