import type { Readable } from 'node:stream';

import type { Env } from '../env';

/** The folders below UPLOADS_DIR, or key prefixes in the bucket: one per kind of stored file. */
export const UPLOAD_FOLDERS = ['documents', 'media', 'pack-shots', 'form-uploads', 'data-exports'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** A stored file being read: its size, its type when the store kept one, and its bytes as a stream. */
export type StoredFile = { size: number; contentType: string | undefined; body: Readable };

/** What to store: bytes in memory, or a finished file on the local disk (a built ZIP) copied in. */
export type FileSource = Uint8Array | { path: string };

/**
 * Where uploaded files live: the UPLOADS_DIR folder, or an S3 bucket (UPLOADS_S3_*). Files are named by folder and a
 * stored name, never a path: a name is reduced to its last part, so no caller can reach outside its folder.
 */
export type FileStore = {
  /** Where the files are, for messages: a folder, or `s3://bucket/prefix`. */
  describe(): string;
  /** Stores a file whole or not at all, replacing one of the same name. */
  put(folder: UploadFolder, name: string, source: FileSource, contentType?: string): Promise<void>;
  /** The file, or undefined when there is none under that name. */
  read(folder: UploadFolder, name: string): Promise<StoredFile | undefined>;
  /** The file's size in bytes, or undefined when there is none. */
  size(folder: UploadFolder, name: string): Promise<number | undefined>;
  /** Removes a file; one that is already gone is no error. */
  remove(folder: UploadFolder, name: string): Promise<void>;
  /** Every stored file, as `folder/name` paths with their size, sorted. */
  list(): Promise<{ path: string; bytes: number }[]>;
  /** Copies every file but those below `skip` into `dir`, in the same layout (`dir/folder/name`): for backups. */
  exportTo(dir: string, options: { skip: readonly UploadFolder[] }): Promise<void>;
  /** Whether nothing at all is stored. */
  isEmpty(): Promise<boolean>;
  /** Replaces everything stored with the files below `dir` (same layout): for restores. */
  replaceWith(dir: string): Promise<void>;
};

/** Stored names come from Payload or are random; the last part keeps a crafted one inside its folder all the same. */
export function storedName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  if (last === '' || last === '.' || last === '..') throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
  return last;
}

/** The store the settings name: the bucket when UPLOADS_S3_* are set, else the uploads folder. */
export async function fileStoreFor(settings: Pick<Env, 'uploadsDir' | 'uploadsS3'>): Promise<FileStore> {
  if (settings.uploadsS3) {
    // The AWS SDK is loaded only when a bucket is configured.
    const { S3BucketStore } = await import('./s3-bucket');
    return new S3BucketStore(settings.uploadsS3);
  }
  const { LocalFolderStore } = await import('./local-folder');
  return new LocalFolderStore(settings.uploadsDir);
}
