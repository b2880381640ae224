import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import {
  DATA_EXPORT_LIFETIME_HOURS,
  DataExportIdParamSchema,
  DataExportStartedSchema,
  DataExportStatusSchema,
  LatestDataExportSchema,
} from '@hcp/contracts/privacy';
import type { Context } from 'hono';
import { type Payload, ValidationError } from 'payload';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { recordAuditEvent } from '../../audit/record';
import { env } from '../../env';
import type { DataExport } from '../../payload-types';
import { downloadNameOf, failDataExport, isStale, presentDataExport } from '../../privacy/data-export';
import { queueExportBuild } from '../../privacy/queue';
import { inTransaction } from '../../utilities/inTransaction';
import type { Limiter, SharedLimits } from '../../utilities/shared-limits';
import { attachmentResponse, streamAttachment } from '../attachment';
import type { CallerAccount, PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { clientAddress } from '../middleware/rate-limit';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';

type PortalContext = Context<PortalApiEnv>;

const TAGS = ['Your data'];
const ROOT = '/api/v1/account/export';

/** Exports one account may ask for per day: each reads all its data and writes a ZIP. */
export const EXPORTS_PER_DAY = 5;

const startRoute = createRoute({
  method: 'post',
  path: ROOT,
  tags: TAGS,
  summary: 'Ask for a copy of your data',
  description: `Queues a ZIP of everything the portal holds about the signed-in account: one JSON file per kind (profile, roles, CPD entries, dashboard, pins, stars, recently viewed items, form submissions and saved drafts with their files, push subscriptions, consent records, single sign-on links). Follow it with \`GET ${ROOT}/{id}\`. One export at a time per account (409 while one is in progress), ${String(EXPORTS_PER_DAY)} a day (429 with Retry-After). The download is kept ${String(DATA_EXPORT_LIFETIME_HOURS)} hours.`,
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    202: jsonResponse(DataExportStartedSchema, 'The export is queued.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
    409: jsonResponse(ApiErrorSchema, 'An export is already in progress.'),
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const latestRoute = createRoute({
  method: 'get',
  path: ROOT,
  tags: TAGS,
  summary: 'Your latest data export',
  description: 'The most recent export the signed-in account asked for, in any state, or null.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  responses: {
    200: jsonResponse(LatestDataExportSchema, 'The latest export, or null.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const statusRoute = createRoute({
  method: 'get',
  path: `${ROOT}/{id}`,
  tags: TAGS,
  summary: 'How your data export is going',
  description:
    'Its status and progress; once ready, where to download it and until when. Another account’s export does not exist (404).',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { params: DataExportIdParamSchema },
  responses: {
    200: jsonResponse(DataExportStatusSchema, 'The export.'),
    400: errorResponses.badRequest,
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
    404: errorResponses.notFound,
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: `${ROOT}/{id}/download`,
  tags: TAGS,
  summary: 'Download your data export',
  description: `The ZIP, to its owner only, with the bearer token (never a token in the URL), for ${String(DATA_EXPORT_LIFETIME_HOURS)} hours after it is ready; then, and for anyone else, 404.`,
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { params: DataExportIdParamSchema },
  responses: {
    200: {
      ...attachmentResponse,
      content: { 'application/zip': attachmentResponse.content['application/octet-stream'] },
    },
    400: errorResponses.badRequest,
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
    404: errorResponses.notFound,
  },
});

/** One counter per set of shared limits (one set per Payload instance in a process). */
const exportLimiters = new WeakMap<SharedLimits, Limiter>();
function exportLimiterOf(limits: SharedLimits): Limiter {
  let limiter = exportLimiters.get(limits);
  if (!limiter) {
    limiter = limits.limiter('data-exports', { points: EXPORTS_PER_DAY, durationSeconds: 24 * 60 * 60 });
    exportLimiters.set(limits, limiter);
  }
  return limiter;
}

/** The caller's own export with this id (ownDataExports), or undefined: another account's is not found, never forbidden. */
async function ownExport(payload: Payload, account: CallerAccount, id: string): Promise<DataExport | undefined> {
  const { docs } = await payload.find({
    collection: 'data-exports',
    where: { id: { equals: Number(id) } },
    limit: 1,
    depth: 0,
    user: account,
    overrideAccess: false,
  });
  return docs[0];
}

const exportNotFound = (c: PortalContext) =>
  errorResponse(c, 404, 'rest_no_route', 'There is no such export, or its download has expired.');

const inProgress = (c: PortalContext) =>
  errorResponse(
    c,
    409,
    'export_in_progress',
    'A copy of your data is already being prepared. Wait for it to finish before asking for another.',
  );

/** `api/v1/account/export`: ask for, follow and download a copy of one's data (GDPR articles 15 and 20). */
export function registerDataExport(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(startRoute, async (c) => {
    const payload = c.get('payload');
    const account = c.get('caller').user;
    const accountId = account.id;
    const { docs: active } = await payload.find({
      collection: 'data-exports',
      where: { activeKey: { equals: String(accountId) } },
      limit: 1,
      depth: 0,
      user: account,
      overrideAccess: false,
    });
    const current = active[0];
    if (current && !isStale(current)) return inProgress(c);
    // Its job died long ago without a word: it failed, and the owner may ask again.
    if (current) await failDataExport(payload, current.id);

    try {
      await exportLimiterOf(await c.get('sharedLimits')()).consume(String(accountId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      c.header('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      return errorResponse(
        c,
        429,
        'rest_too_many_requests',
        `You can ask for a copy of your data ${String(EXPORTS_PER_DAY)} times a day. Please try again later.`,
      );
    }

    try {
      const id = await inTransaction(payload, async (req) => {
        // The unique `activeKey` holds one export in progress per account, whichever process takes the request.
        const created = await payload.create({
          collection: 'data-exports',
          data: { account: accountId, status: 'queued', progress: 0, activeKey: String(accountId) },
          depth: 0,
          // eslint-disable-next-line hcp/override-access -- a system write: exports refuse every create through access control, the queue builds them
          overrideAccess: true,
          req,
        });
        await queueExportBuild(payload, created.id, req);
        await recordAuditEvent(
          payload,
          {
            action: 'personal-data.exported',
            actor: { kind: 'portal-account', id: accountId, email: c.get('caller').user.email },
            target: { collection: 'data-exports', id: created.id, label: 'Personal data export' },
            clientAddress: clientAddress(c, env.trustProxyHops),
            requestId: c.get('requestId'),
          },
          req,
        );
        return created.id;
      });
      return c.json({ id }, 202);
    } catch (error) {
      // Another request of the same account queued one a moment ago.
      if (error instanceof ValidationError) return inProgress(c);
      throw error;
    }
  });

  app.openapi(latestRoute, async (c) => {
    const { docs } = await c.get('payload').find({
      collection: 'data-exports',
      sort: ['-createdAt', '-id'],
      limit: 1,
      depth: 0,
      user: c.get('caller').user,
      overrideAccess: false,
    });
    const latest = docs[0];
    return c.json({ export: latest ? presentDataExport(latest) : null }, 200);
  });

  app.openapi(statusRoute, async (c) => {
    const row = await ownExport(c.get('payload'), c.get('caller').user, c.req.valid('param').id);
    if (!row) return exportNotFound(c);
    return c.json(presentDataExport(row), 200);
  });

  app.openapi(downloadRoute, async (c) => {
    const row = await ownExport(c.get('payload'), c.get('caller').user, c.req.valid('param').id);
    if (!row?.fileName || presentDataExport(row).status !== 'ready') return exportNotFound(c);
    const response = await streamAttachment('data-exports', row.fileName, {
      mimeType: 'application/zip',
      downloadName: downloadNameOf(row),
    });
    return response ?? exportNotFound(c);
  });
}
