import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema } from '@hcp/contracts/content';
import { ERROR_CODES } from '@hcp/contracts/errors';
import { PreparationInputSchema, PreparationResultSchema } from '@hcp/contracts/preparation';
import { calculatePreparation } from '@hcp/contracts/preparation-calculator';

import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse, withdrawableItemResponses } from '../responses';
import { findOneForCaller, itemNotFound, itemWithdrawn, wasWithdrawn } from '../shared/published';
import { presentProduct } from './present';
import { readyValue } from '../../read-model/published-reads';

const COLLECTION = 'stability-products';

const calculateRoute = createRoute({
  method: 'post',
  path: '/api/v1/stability/{id}/calculate',
  tags: ['Stability'],
  summary: 'Work out a preparation from a matrix row',
  description:
    'The preparation a prescribed dose needs from one row of the product’s matrix (`rowId`): the vials, what to add to each and draw up, the final volume and concentration, the rate and the use-by time, every figure with its working. It is the same pure calculation the portal runs on the person’s device (`packages/contracts/src/preparation-calculator.ts`), so printouts and integrations agree. A dose the safety rules refuse (docs/clinical-tools.md) answers 200 with `outcome: "refused"` and every reason, each naming its input; nothing is rounded or clamped to make it fit. A product without reconstitution data is refused with `no-reconstitution`. An unknown product or row answers 404; a withdrawn product 410. Needs `wb_read_stability_matrix`. Nothing is stored.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.stability.capability)] as const,
  request: {
    params: z.object({ id: IdOrSlugSchema }),
    body: { required: true, content: { 'application/json': { schema: PreparationInputSchema } } },
  },
  responses: {
    200: jsonResponse(PreparationResultSchema, 'The preparation, or the reasons it is refused.'),
    ...withdrawableItemResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

/** `POST api/v1/stability/{id}/calculate`: the preparation calculator, answered by the server. */
export function registerStabilityCalculate(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(calculateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    // The product as its page reads it, kept ready in the read model between calculations (and changes).
    const product = await readyValue(
      c,
      async () => {
        const doc = await findOneForCaller(c, COLLECTION, id, { depth: 1 });
        return doc && presentProduct(doc);
      },
      `stability product ${id}`,
    );
    if (!product) {
      return (await wasWithdrawn(c, COLLECTION, id))
        ? itemWithdrawn(c, 'stability product')
        : itemNotFound(c, 'stability product');
    }
    const row = product.matrix.find((candidate) => candidate.id === input.rowId);
    if (!row) {
      return errorResponse(
        c,
        404,
        ERROR_CODES.notFound,
        `${product.name} ${product.strength} has no preparation row ${input.rowId}: reload the matrix and choose the row again.`,
        { rowId: 'No such row in this product’s matrix.' },
      );
    }
    const result = calculatePreparation(
      { name: product.name, strength: product.strength, reconstitution: product.reconstitution },
      row,
      input,
    );
    return c.json(result, 200);
  });
}
