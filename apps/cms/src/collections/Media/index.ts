import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { anyone } from '../../access/anyone';
import { isStaff } from '../../access/isStaff';
import { env } from '../../env';

/**
 * Images shown in the portal: team photos and product pictures. They carry no clinical or personal data beyond what
 * the page shows, so anyone may load them (an <img> cannot send a bearer token); documents are the guarded kind.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { useAsTitle: 'alt', group: 'Portal content', defaultColumns: ['alt', 'filename', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(env.uploadsDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
  ],
};

/** The upload collections whose files anyone may fetch, on Payload's REST too: the images the portal shows. */
export const PUBLIC_FILE_COLLECTIONS: readonly string[] = [Media.slug];
