import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';

import { contentAreasAmong } from '../../collections/Documents/areas';
import { attachmentResponse, fileIdParam, streamAttachment } from '../attachment';
import { itemNotFound } from '../shared/published';
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
  request: { params: fileIdParam('document') },
  responses: {
    200: attachmentResponse,
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
    const response = await streamAttachment('documents', document.filename, {
      mimeType: document.mimeType,
      downloadName: document.filename,
    });
    return response ?? itemNotFound(c, 'document');
  });
}
