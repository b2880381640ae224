import type { CollectionConfig } from 'payload';

import { isStaff } from '../../access/isStaff';
import { readsClinicalRequests } from '../../access/readsClinicalRequests';
import { slugField } from '../../fields/slug';

/** The groups the clinical request forms are listed under at /clinical-requests, in display order. */
export const RequestCategories: CollectionConfig = {
  slug: 'request-categories',
  labels: { singular: 'Request category', plural: 'Request categories' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'displayOrder', 'updatedAt'],
    group: 'Forms',
    description: 'The categories of /clinical-requests. A clinical request form names its category.',
  },
  access: { read: readsClinicalRequests, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'displayOrder',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField(),
    { name: 'description', type: 'textarea', maxLength: 400 },
    {
      name: 'displayOrder',
      type: 'number',
      required: true,
      defaultValue: 100,
      min: 0,
      max: 10_000,
      admin: { position: 'sidebar', step: 1, description: 'Lower numbers come first.' },
    },
  ],
};
