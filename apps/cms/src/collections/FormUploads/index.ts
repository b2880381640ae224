import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { nobody } from '../../access/nobody';
import { ownFormUploads } from '../../access/ownFormUploads';
import { env } from '../../env';

/** Where form uploads are kept without a bucket: below UPLOADS_DIR, outside the web root. */
export const FORM_UPLOADS_DIR = path.join(env.uploadsDir, 'form-uploads');

/**
 * Files attached to form submissions. The server writes them after checking type, size and content
 * (endpoints/forms/uploads.ts) under random names; the sender's file name is kept only as `originalName`, for display.
 * Administrators download them from the admin; the uploader through `GET api/v1/form-uploads/{id}`.
 */
export const FormUploads: CollectionConfig = {
  slug: 'form-uploads',
  labels: { singular: 'Form upload', plural: 'Form uploads' },
  admin: {
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'mimeType', 'filesize', 'uploadedBy', 'createdAt'],
    group: 'Forms',
    description: 'Files sent with form submissions. Read-only: they are checked and stored by the server.',
    hidden: ({ user }) => !isAdministratorUser(user),
  },
  access: { read: ownFormUploads, create: nobody, update: nobody, delete: isAdministrator },
  upload: {
    staticDir: FORM_UPLOADS_DIR,
    // The server writes the files itself, whole or not at all (endpoints/forms/uploads.ts); Payload still serves and
    // deletes them, from staticDir or the bucket (storage/payload-uploads.ts).
    disableLocalStorage: true,
    displayPreview: false,
    hideFileInputOnCreate: true,
    hideRemoveFile: true,
    // Payload's own file route (the admin's download link) always answers with a download, never a page.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment');
      headers.set('X-Content-Type-Options', 'nosniff');
      headers.set('Cache-Control', 'private, no-store');
      return headers;
    },
  },
  fields: [
    {
      name: 'originalName',
      type: 'text',
      required: true,
      maxLength: 255,
      admin: { readOnly: true, description: 'The name the file had on the sender’s computer (cleaned up).' },
    },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true, description: 'The portal account that sent it; empty for a public form.' },
    },
  ],
};
