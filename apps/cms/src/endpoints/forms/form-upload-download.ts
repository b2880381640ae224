import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';

import { FORM_UPLOADS_DIR } from '../../collections/FormUploads';
import { contentDisposition } from '../../utilities/contentDisposition';
import { itemNotFound } from '../content/published';
import type { PortalApiEnv } from '../context';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses } from '../responses';

const downloadRoute = createRoute({
  method: 'get',
  path: '/api/v1/form-uploads/{id}',
  tags: ['Forms'],
  summary: 'Download a file you sent with a form',
  description:
    'Streams a file the signed-in account attached to a form submission, as a download under the name it was sent with. For any other account the file does not exist (404); administrators download files from the admin.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { params: z.object({ id: z.string().regex(/^\d{1,12}$/, 'Use the file’s id.') }) },
  responses: {
    200: {
      description: 'The file, as an attachment.',
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
    404: errorResponses.notFound,
  },
});

export function registerFormUploadDownload(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(downloadRoute, async (c) => {
    const { docs } = await c.get('payload').find({
      collection: 'form-uploads',
      where: { id: { equals: Number(c.req.valid('param').id) } },
      limit: 1,
      depth: 0,
      user: c.get('caller').user,
      overrideAccess: false,
    });
    const upload = docs[0];
    if (!upload?.filename) return itemNotFound(c, 'file');
    // Stored names are random UUIDs; basename keeps any other value from leaving the folder all the same.
    const file = path.join(FORM_UPLOADS_DIR, path.basename(upload.filename));
    const size = await stat(file).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined) return itemNotFound(c, 'file');
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': upload.mimeType ?? 'application/octet-stream',
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(upload.originalName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  });
}
