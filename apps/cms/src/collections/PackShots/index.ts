import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { isStaff } from '../../access/isStaff';
import { env } from '../../env';

/** What an editor may upload as a pack shot: photographs and drawings a browser shows, never a script-bearing SVG. */
export const PACK_SHOT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Pack shots of catalogue products. Unlike the public images (Media), they are read only by readers of the product
 * catalogue: CMS staff through the admin, portal accounts through the catalogue's own image route
 * (`GET api/v1/product-catalogue/images/…`), which the catalogue's answers link with signed addresses (docs/content.md).
 */
export const PackShots: CollectionConfig = {
  slug: 'pack-shots',
  labels: { singular: 'Pack shot', plural: 'Pack shots' },
  admin: {
    useAsTitle: 'alt',
    group: 'Portal content',
    defaultColumns: ['alt', 'filename', 'updatedAt'],
    description: 'Photographs of product packs for the product catalogue. Only catalogue readers see them.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(env.uploadsDir, 'pack-shots'),
    mimeTypes: PACK_SHOT_MIME_TYPES,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      label: 'Alternative text',
      admin: {
        description:
          'What the picture shows, for people who cannot see it: for example "Carton and vial of Vancomycin Meridian 1 g".',
      },
    },
  ],
};
