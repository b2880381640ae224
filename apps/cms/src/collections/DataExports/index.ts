import path from 'node:path';

import { DATA_EXPORT_STATUSES } from '@hcp/contracts/privacy';
import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload';

import { nobody } from '../../access/nobody';
import { ownDataExports } from '../../access/ownDataExports';
import { env } from '../../env';
import { DATA_EXPORTS_FOLDER } from '../../privacy/folders';
import { uploadStore } from '../../storage/uploads';

/**
 * Where finished exports wait for their owner without a bucket: below UPLOADS_DIR, outside any public path, under
 * random names. With a bucket they are objects in the same layout (storage/).
 */
export const DATA_EXPORTS_DIR = path.join(env.uploadsDir, DATA_EXPORTS_FOLDER);

/** An export's file goes with its row (expiry, erasure, an administrator's clean-up). */
const deleteExportFile: CollectionAfterDeleteHook = async ({ doc }) => {
  const fileName = (doc as { fileName?: string | null }).fileName;
  if (!fileName) return;
  await (await uploadStore()).remove('data-exports', fileName);
};

/**
 * The copies of their data that portal accounts asked for (GDPR articles 15 and 20). The job queue builds each ZIP
 * (jobs/dataExports.ts) and records its progress here; the owner downloads it through the portal API for
 * DATA_EXPORT_LIFETIME_HOURS, then a job deletes the file. Only the server writes these; a portal account reads its own
 * through the portal API (Payload's REST grants portal accounts nothing), and the collection is hidden from staff.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: { singular: 'Personal data export', plural: 'Personal data exports' },
  admin: { hidden: true, group: 'Portal access' },
  access: { read: ownDataExports, create: nobody, update: nobody, delete: nobody },
  hooks: { afterDelete: [deleteExportFile] },
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: DATA_EXPORT_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'progress', type: 'number', required: true, defaultValue: 0, min: 0, max: 100 },
    {
      // The account's id while the export is queued or building, else empty: the unique index lets one export be in
      // progress per account, whichever process takes the request.
      name: 'activeKey',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 32,
    },
    { name: 'fileName', type: 'text', maxLength: 100 },
    { name: 'bytes', type: 'number', min: 0 },
    { name: 'readyAt', type: 'date' },
    { name: 'expiresAt', type: 'date', index: true },
  ],
};
