import { AREAS } from '@hcp/contracts/areas';
import { EDUCATION_PARENT_KINDS } from '@hcp/contracts/education';
import type { CollectionConfig } from 'payload';

import { contentCollection } from '../contentCollection';

/** The parents of the education area: courses (taken in order) and categories (shelves of related items). */
export const EducationCourses: CollectionConfig = contentCollection({
  slug: 'education-courses',
  labels: { singular: 'Education course or category', plural: 'Education courses and categories' },
  capability: AREAS.education.capability,
  inSubmenu: true,
  // A course's introduction and order carry no clinical claims.
  clinicalFields: [],
  admin: {
    defaultColumns: ['title', 'kind', 'displayOrder', '_status', 'reviewStatus', 'updatedAt'],
    description: 'The courses and categories of /education. Each holds education items; the submenu lists them.',
  },
  defaultSort: 'displayOrder',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'category',
      options: EDUCATION_PARENT_KINDS.map((value) => ({ label: value === 'course' ? 'Course' : 'Category', value })),
      admin: { position: 'sidebar', description: 'A course is taken in order; a category groups related items.' },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two sentences for the card on /education.' },
    },
    { name: 'body', type: 'richText', admin: { description: 'The introduction above the list of items.' } },
    {
      name: 'displayOrder',
      type: 'number',
      required: true,
      defaultValue: 100,
      index: true,
      admin: { position: 'sidebar', description: 'Lower numbers come first in the list and the submenu.' },
    },
  ],
});
