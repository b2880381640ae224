import { Readable } from 'node:stream';

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  CollectionSlug,
  UploadConfig,
} from 'payload';

import type { Env } from '../env';
import type { UploadFolder } from './file-store';
import { uploadStore } from './uploads';

type FileHandler = NonNullable<UploadConfig['handlers']>[number];

const fileName = (doc: unknown): string | undefined => {
  const value = (doc as { filename?: unknown } | null)?.filename;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Payload's file route (`/api/{collection}/file/{name}`, the admin's previews and download links), reading from the
 * store. Payload runs it after the collection's read access check, exactly as it reads the folder; the collection's
 * own response headers apply as they do there.
 */
function serveFromStore(folder: UploadFolder, upload: UploadConfig): FileHandler {
  return async (req, { doc, params }) => {
    // With a read rule of `true` Payload looked no row up; the type is the row's, whatever the store kept.
    const row =
      typeof doc === 'object'
        ? doc
        : await req.payload.db.findOne({
            collection: params.collection as CollectionSlug,
            where: { filename: { equals: params.filename } },
            req,
          });
    const file = await (await uploadStore()).read(folder, params.filename);
    if (!file) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    const mimeType = (row as { mimeType?: string | null } | null)?.mimeType ?? file.contentType;
    let headers = new Headers({
      'Content-Type': mimeType ?? 'application/octet-stream',
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
    });
    headers = upload.modifyResponseHeaders?.({ headers }) ?? headers;
    return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers });
  };
}

/**
 * An upload collection whose files live in the configured store. With the uploads folder, Payload's own storage does
 * the work, as it always has. With a bucket, Payload keeps no file of its own: a hook stores the file it received
 * before the row is written (`writtenBy: 'payload'`; form uploads are stored by the server itself), a replaced or
 * deleted row's file is removed, and Payload's file route streams from the bucket after its access check.
 */
export function storedUploads(
  folder: UploadFolder,
  collection: CollectionConfig,
  { writtenBy, settings }: { writtenBy: 'payload' | 'server'; settings: Pick<Env, 'uploadsS3'> },
): CollectionConfig {
  if (!settings.uploadsS3 || !collection.upload) return collection;
  const upload: UploadConfig = collection.upload === true ? {} : collection.upload;

  const storeIncomingFile: CollectionBeforeChangeHook = async ({ data, req }) => {
    const name = fileName(data);
    const file = req.file;
    if (!file || !name) return data;
    const source = file.tempFilePath && file.data.byteLength === 0 ? { path: file.tempFilePath } : file.data;
    const mimeType = (data as { mimeType?: string }).mimeType ?? file.mimetype;
    await (await uploadStore()).put(folder, name, source, mimeType);
    return data;
  };
  const removeReplacedFile: CollectionAfterChangeHook = async ({ doc, previousDoc, operation }) => {
    const previous = fileName(previousDoc);
    if (operation === 'update' && previous && previous !== fileName(doc))
      await (await uploadStore()).remove(folder, previous);
    return doc as unknown;
  };
  const removeFile: CollectionAfterDeleteHook = async ({ doc }) => {
    const name = fileName(doc);
    if (name) await (await uploadStore()).remove(folder, name);
  };

  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    upload: {
      ...upload,
      disableLocalStorage: true,
      handlers: [...(upload.handlers ?? []), serveFromStore(folder, upload)],
    },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), ...(writtenBy === 'payload' ? [storeIncomingFile] : [])],
      afterChange: [...(hooks.afterChange ?? []), removeReplacedFile],
      afterDelete: [...(hooks.afterDelete ?? []), removeFile],
    },
  };
}
