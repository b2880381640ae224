import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { documentsForCapabilities } from '../../access/documentsForCapabilities';
import { isStaff } from '../../access/isStaff';
import { env } from '../../env';
import { CONTENT_AREA_OPTIONS } from './areas';

/** The document types editors may attach: what clinicians open, never anything a browser would run. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/csv',
  'text/plain',
  'image/png',
  'image/jpeg',
];

/**
 * Attachments (SPCs, protocols, leaflets). Files live in UPLOADS_DIR, outside the web root, or in the private bucket
 * (storage/payload-uploads.ts); the portal downloads them only through `GET api/v1/documents/{id}`, which checks the
 * area's capability.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'area', 'updatedAt'],
    group: 'Portal content',
    description: 'Files attached to portal content. Only accounts that may read the area can download them.',
  },
  access: { read: documentsForCapabilities, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(env.uploadsDir, 'documents'),
    mimeTypes: DOCUMENT_MIME_TYPES,
    // Files are never listed or previewed publicly; the admin shows the file name.
    displayPreview: false,
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'area',
      type: 'select',
      required: true,
      options: CONTENT_AREA_OPTIONS,
      admin: { description: 'Who may download it: accounts whose roles open this area.' },
    },
  ],
};
