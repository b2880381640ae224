import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';

import { attachmentResponse, fileIdParam, streamAttachment } from '../attachment';
import { itemNotFound } from '../shared/published';
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
  request: { params: fileIdParam('file') },
  responses: {
    200: attachmentResponse,
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
    const response = await streamAttachment('form-uploads', upload.filename, {
      mimeType: upload.mimeType,
      downloadName: upload.originalName,
    });
    return response ?? itemNotFound(c, 'file');
  });
}
