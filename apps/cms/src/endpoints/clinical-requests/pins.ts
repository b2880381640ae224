import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { ERROR_CODES } from '@hcp/contracts/errors';
import { PinnedClinicalRequestsSchema, PinnedClinicalRequestsUpdateSchema } from '@hcp/contracts/forms';
import type { Context } from 'hono';

import type { ClinicalRequestPin } from '../../payload-types';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { formSummaryOf } from '../forms/present';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';
import { clinicalRequestForms } from './clinical-requests';
import { readyValue } from '../../read-model/published-reads';
import { readOwnPinnedFormIds } from '../../db/pins';

type PortalContext = Context<PortalApiEnv>;

const TAGS = ['Clinical requests'];

const pinsRoute = createRoute({
  method: 'get',
  path: '/api/v1/account/pinned-clinical-requests',
  tags: TAGS,
  summary: 'Your pinned clinical requests',
  description:
    'The clinical request forms the caller pinned, in pin order; pins of forms that were unpublished since, or that the caller may no longer open, are left out. Needs `wb_read_clinical_requests`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['clinical-requests'].capability)] as const,
  responses: {
    200: jsonResponse(PinnedClinicalRequestsSchema, 'The pinned forms.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/v1/account/pinned-clinical-requests/update',
  tags: TAGS,
  summary: 'Change your pinned clinical requests',
  description:
    'Replaces the caller’s pins with the list sent, in its order. Every id must be a published clinical request form the caller may open; otherwise 400 names the ones refused and nothing changes. Needs `wb_read_clinical_requests`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['clinical-requests'].capability)] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: PinnedClinicalRequestsUpdateSchema } } },
  },
  responses: {
    200: jsonResponse(PinnedClinicalRequestsSchema, 'The pins as they now are.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

async function ownPins(c: PortalContext): Promise<ClinicalRequestPin | undefined> {
  const { docs } = await c.get('payload').find({
    collection: 'clinical-request-pins',
    limit: 1,
    depth: 0,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs[0];
}

/** Replaces the caller's pins, creating their pins document the first time. */
async function savePins(c: PortalContext, pinned: number[]): Promise<void> {
  const payload = c.get('payload');
  const user = c.get('caller').user;
  const update = (id: number) =>
    payload.update({
      collection: 'clinical-request-pins',
      id,
      data: { forms: pinned },
      depth: 0,
      user,
      overrideAccess: false,
    });
  const existing = await ownPins(c);
  if (existing) {
    await update(existing.id);
    return;
  }
  try {
    await payload.create({
      collection: 'clinical-request-pins',
      // The owner is set from the caller by the collection's hook.
      data: { owner: user.id, forms: pinned },
      depth: 0,
      user,
      overrideAccess: false,
    });
  } catch (error) {
    // Two first pins at once: the unique owner index refused the second; it updates the first's document instead.
    const raced = await ownPins(c);
    if (!raced) throw error;
    await update(raced.id);
  }
}

/** The ids of the caller's pinned forms, in pin order (`db/pins.ts`). */
function pinnedIds(c: PortalContext): Promise<number[]> {
  return readOwnPinnedFormIds(c.get('payload'), c.get('caller').user.id);
}

/** The pinned forms the caller may still open, in pin order. */
async function presentPins(c: PortalContext, ids: readonly number[]) {
  // Every clinical request form the caller may open, from the read model: the same for every caller with its
  // capabilities, so the pins cost one read of the caller's own rows.
  const readable = ids.length > 0 ? await readyValue(c, () => clinicalRequestForms(c), 'clinical-request-forms') : [];
  const forms = readable ?? [];
  const byId = new Map(forms.map((form) => [form.id, form]));
  return {
    pinned: ids.flatMap((id) => {
      const form = byId.get(id);
      return form ? [formSummaryOf(form)] : [];
    }),
  };
}

/** `GET api/v1/account/pinned-clinical-requests` and `PATCH api/v1/account/pinned-clinical-requests/update`. */
export function registerPinnedClinicalRequests(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(pinsRoute, async (c) => c.json(await presentPins(c, await pinnedIds(c)), 200));

  app.openapi(updateRoute, async (c) => {
    const { pinned } = c.req.valid('json');
    const readable = new Set(
      pinned.length > 0 ? (await clinicalRequestForms(c, { id: { in: pinned } })).map((form) => form.id) : [],
    );
    const refused = pinned.filter((id) => !readable.has(id));
    if (refused.length > 0) {
      return errorResponse(
        c,
        400,
        ERROR_CODES.invalidParams,
        `You can pin only clinical requests you can open. Not available to you: ${refused.join(', ')}.`,
        { pinned: `Request ${refused.join(', ')} is not a clinical request you can open, so it cannot be pinned.` },
      );
    }
    await savePins(c, pinned);
    return c.json(await presentPins(c, pinned), 200);
  });
}
