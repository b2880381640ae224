import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';

import { contentAreasAmong } from '../../collections/Documents/areas';
import { env } from '../../env';
import { contentDisposition } from '../../utilities/contentDisposition';
import { itemNotFound } from '../content/published';
import type { PortalApiEnv } from '../context';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses } from '../responses';

const downloadRoute = createRoute({
  method: 'get',
  path: '/api/v1/documents/{id}',
  tags: ['Documents'],
  summary: 'Download an attachment',
  description:
    'Streams the file of an attachment as a download. Only accounts whose roles open the document’s area may download it; for anyone else it does not exist (404).',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { params: z.object({ id: z.string().regex(/^\d{1,12}$/, 'Use the document’s id.') }) },
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

export function registerDocumentDownload(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(downloadRoute, async (c) => {
    // An account whose roles open no content area may read no document (the rule would refuse the whole query).
    if (contentAreasAmong(c.get('caller').capabilities).length === 0) return itemNotFound(c, 'document');
    const { docs } = await c.get('payload').find({
      collection: 'documents',
      where: { id: { equals: Number(c.req.valid('param').id) } },
      limit: 1,
      depth: 0,
      user: c.get('caller').user,
      overrideAccess: false,
    });
    const document = docs[0];
    if (!document?.filename) return itemNotFound(c, 'document');
    // Payload stores a sanitised name; basename keeps a crafted one from leaving the uploads folder all the same.
    const file = path.join(env.uploadsDir, 'documents', path.basename(document.filename));
    const size = await stat(file).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined) return itemNotFound(c, 'document');
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': document.mimeType ?? 'application/octet-stream',
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(document.filename),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
