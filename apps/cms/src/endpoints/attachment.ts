import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import { z } from '@hono/zod-openapi';

import { contentDisposition } from '../utilities/contentDisposition';

/** The OpenAPI description of a download's 200 answer. */
export const attachmentResponse = {
  description: 'The file, as an attachment.',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};

/** A download's `{id}`: a stored file's numeric id. */
export const fileIdParam = (what: string) => z.object({ id: z.string().regex(/^\d{1,12}$/, `Use the ${what}’s id.`) });

/**
 * Streams a stored file as a download under `downloadName`, never cached, never sniffed and sandboxed if opened; or
 * undefined when the file is missing from the folder (the route answers 404).
 */
export async function streamAttachment(
  folder: string,
  storedName: string,
  { mimeType, downloadName }: { mimeType: string | null | undefined; downloadName: string },
): Promise<Response | undefined> {
  // Stored names come from Payload or are random; basename keeps a crafted one from leaving the folder all the same.
  const file = path.join(folder, path.basename(storedName));
  const size = await stat(file).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined) return undefined;
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    status: 200,
    headers: {
      'Content-Type': mimeType ?? 'application/octet-stream',
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(downloadName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
