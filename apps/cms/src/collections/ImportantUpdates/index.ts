import { AREAS } from '@hcp/contracts/areas';
import { IMPORTANT_UPDATE_CATEGORIES, IMPORTANT_UPDATE_CATEGORY_LABELS } from '@hcp/contracts/important-updates';

import { contentCollection } from '../contentCollection';

/** News for professionals (safety notices, supply updates, product news), shown newest first by publish date. */
export const ImportantUpdates = contentCollection({
  slug: 'important-updates',
  labels: { singular: 'Important update', plural: 'Important updates' },
  capability: AREAS['important-updates'].capability,
  // A safety notice's or guidance change's text and documents.
  clinicalFields: ['body', 'documents'],
  admin: {
    defaultColumns: ['title', 'publishDate', 'category', '_status', 'reviewStatus'],
    description: 'News for professionals with the Important updates area, newest first by publish date.',
  },
  defaultSort: '-publishDate',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'publishDate',
          type: 'date',
          required: true,
          index: true,
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayOnly' },
            description: 'The date shown with the update; the list runs newest first.',
          },
        },
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: IMPORTANT_UPDATE_CATEGORIES.map((value) => ({
            value,
            label: IMPORTANT_UPDATE_CATEGORY_LABELS[value],
          })),
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two sentences for the list.' },
    },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      admin: { description: 'Attachments, for example a safety letter. Give them the Important updates area.' },
    },
  ],
});
