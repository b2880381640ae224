import { PUBLIC_PAGE_SLUGS } from '@hcp/contracts/pages';
import type { CollectionConfig } from 'payload';

import { isStaff } from '../../access/isStaff';
import { publishedOrStaff } from '../../access/publishedOrStaff';

/** The public pages (about, privacy policy, disclaimer, contact): one each, edited in drafts and published. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Public page', plural: 'Public pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description: 'The pages anyone can read: About, Privacy Policy, Disclaimer and Contact.',
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: publishedOrStaff,
    // Versions hold drafts: CMS staff only.
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: PUBLIC_PAGE_SLUGS.map((slug) => ({ label: `/${slug}`, value: slug })),
      admin: { position: 'sidebar', description: 'Which of the portal’s public pages this is.' },
    },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'contact',
      type: 'group',
      label: 'Contact details',
      admin: { condition: (data) => data.slug === 'contact' },
      fields: [
        { name: 'organisation', type: 'text', maxLength: 200 },
        { name: 'address', type: 'textarea', maxLength: 500 },
        { name: 'phone', type: 'text', maxLength: 40 },
        { name: 'email', type: 'email' },
        {
          name: 'hours',
          type: 'text',
          maxLength: 200,
          admin: { description: 'For example: Monday to Friday, 9:00 to 17:00' },
        },
      ],
    },
  ],
};
