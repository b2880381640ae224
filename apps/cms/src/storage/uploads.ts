import { env } from '../env';
import { type FileStore, fileStoreFor } from './file-store';

let store: Promise<FileStore> | undefined;

/** The store this process keeps its uploads in: the bucket when UPLOADS_S3_* are set, else UPLOADS_DIR. */
export function uploadStore(): Promise<FileStore> {
  store ??= fileStoreFor(env);
  return store;
}
