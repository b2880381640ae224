import { Readable } from 'node:stream';

import { z } from '@hono/zod-openapi';

import type { UploadFolder } from '../storage/file-store';
import { uploadStore } from '../storage/uploads';
import { contentDisposition } from '../utilities/contentDisposition';

/** The OpenAPI description of a download's 200 answer. */
export const attachmentResponse = {
  description: 'The file, as an attachment.',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};

/** A download's `{id}`: a stored file's numeric id. */
export const fileIdParam = (what: string) => z.object({ id: z.string().regex(/^\d{1,12}$/, `Use the ${what}’s id.`) });

/**
 * Streams a stored file, from the uploads folder or the bucket, as a download under `downloadName`, never cached,
 * never sniffed and sandboxed if opened; or undefined when the file is missing from the store (the route answers 404).
 */
export async function streamAttachment(
  folder: UploadFolder,
  storedName: string,
  { mimeType, downloadName }: { mimeType: string | null | undefined; downloadName: string },
): Promise<Response | undefined> {
  const file = await (await uploadStore()).read(folder, storedName);
  if (!file) return undefined;
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    status: 200,
    headers: {
      'Content-Type': mimeType ?? 'application/octet-stream',
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(downloadName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
