import type { UploadFolder } from '../storage/file-store';

/**
 * The folder below UPLOADS_DIR where finished exports wait for their owner. Backups leave it out: an export is a
 * short-lived copy of data the backup holds anyway, and must not outlive its 24 hours there (docs/privacy.md).
 */
export const DATA_EXPORTS_FOLDER = 'data-exports' satisfies UploadFolder;
