import { AREAS } from '@hcp/contracts/areas';
import { isWebUrl } from '@hcp/contracts/quick-links';

import { contentCollection } from '../contentCollection';

/** Curated links to outside resources, in groups; the portal opens them in a new tab. */
export const QuickLinks = contentCollection({
  slug: 'quick-links',
  labels: { singular: 'Quick link', plural: 'Quick links' },
  capability: AREAS['quick-links'].capability,
  // Links and their grouping carry no clinical claims.
  clinicalFields: [],
  admin: {
    defaultColumns: ['title', 'group', 'displayOrder', '_status', 'reviewStatus'],
    listSearchableFields: ['title', 'slug', 'group', 'url'],
    description:
      'Links in groups. Links with the same group name appear together; a group sits where its first link sits.',
  },
  defaultSort: 'displayOrder',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'url',
      type: 'text',
      required: true,
      maxLength: 2000,
      admin: { description: 'The full web address, starting with https://' },
      validate: (value: unknown) =>
        typeof value === 'string' && isWebUrl(value.trim())
          ? true
          : 'Enter a web address starting with https:// or http://.',
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : (value as unknown))] },
    },
    { name: 'description', type: 'textarea', maxLength: 300 },
    {
      type: 'row',
      fields: [
        {
          name: 'group',
          type: 'text',
          required: true,
          index: true,
          maxLength: 80,
          admin: { width: '60%', description: 'For example: Guidance and formularies. Spell it as the others do.' },
        },
        {
          name: 'displayOrder',
          type: 'number',
          required: true,
          defaultValue: 100,
          min: 0,
          max: 100_000,
          admin: { width: '40%', step: 1, description: 'Lower numbers come first.' },
        },
      ],
    },
  ],
});
