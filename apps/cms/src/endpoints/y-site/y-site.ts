import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema } from '@hcp/contracts/content';
import { ERROR_CODES } from '@hcp/contracts/errors';
import {
  MAX_Y_SITE_DRUGS,
  ProductYSiteSchema,
  type YSitePair,
  YSiteCheckQuerySchema,
  YSiteCheckSchema,
  type YSiteRecord,
  YSiteRecordItemSchema,
} from '@hcp/contracts/y-site';
import type { Context } from 'hono';

import { drugNameKey } from '../../collections/YSiteDrugs/names';
import { publishedRead } from '../../read-model/published-reads';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, guardedItemResponses, jsonResponse, withdrawableItemResponses } from '../responses';
import { asCaller, findOneForCaller, itemNotFound, itemWithdrawn, wasWithdrawn } from '../shared/published';
import { byResult, drugOf, presentProduct, presentRecord, testedAt } from './present';

type PortalContext = Context<PortalApiEnv>;

const CAPABILITY = AREAS.stability.capability;
/** A product's records and the vocabulary are a few hundred entries at most. */
const READ_LIMIT = 2000;

const productYSiteRoute = createRoute({
  method: 'get',
  path: '/api/v1/stability/{id}/y-site',
  tags: ['Stability'],
  summary: 'A stability product’s Y-site compatibility',
  description:
    'The product named by its id or slug with its Y-site records: one entry per partner drug, alphabetically by the vocabulary’s generic name (lower case), each with every published, current record of the pair, compatible ones first. A product that was published and has been withdrawn answers 410 `content_withdrawn`; unknown ids answer 404. Needs `wb_read_stability_matrix`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(ProductYSiteSchema, 'The product’s partner drugs and their records.'),
    ...withdrawableItemResponses,
  },
});

const checkRoute = createRoute({
  method: 'get',
  path: '/api/v1/y-site',
  tags: ['Stability'],
  summary: 'Check other drugs against a product in a Y-site',
  description: [
    `One pair per drug asked for (1 to ${String(MAX_Y_SITE_DRUGS)}, comma-separated generic names or synonyms), in the order asked.`,
    'A synonym resolves to the vocabulary’s generic name (frusemide is furosemide). Each pair is `tested` (records at',
    'the concentration asked for, or any when none was given), `other-concentrations` (records only at other',
    'concentrations of our product, which are listed), `no-data` (a known drug never tested with this product: this',
    'does not mean compatible) or `unknown-drug` (a name the vocabulary does not hold). Only published, current',
    'records count. `concentration` and `unit` go together. An unknown product answers 404. Needs',
    '`wb_read_stability_matrix`.',
  ].join(' '),
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { query: YSiteCheckQuerySchema },
  responses: {
    200: jsonResponse(YSiteCheckSchema, 'One pair per drug asked for.'),
    ...guardedItemResponses,
  },
});

const recordRoute = createRoute({
  method: 'get',
  path: '/api/v1/y-site-record/{id}',
  tags: ['Stability'],
  summary: 'One Y-site record with its product',
  description:
    'A published, current Y-site record by its id, with its product, as the product page draws its line: what the editors’ live preview shows. A record that is not published, is past its review-by date, or whose product the caller cannot read answers 404. Needs `wb_read_stability_matrix`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(CAPABILITY), publishedRead] as const,
  request: { params: z.object({ id: z.string().regex(/^\d{1,12}$/, 'Use the record’s numeric id.') }) },
  responses: {
    200: jsonResponse(YSiteRecordItemSchema, 'The record and its product.'),
    ...guardedItemResponses,
  },
});

/** The published, current records of a product the caller may read, with their drugs, as the portal shows them. */
async function recordsOf(c: PortalContext, productId: number): Promise<YSiteRecord[]> {
  const { docs } = await c.get('payload').find({
    collection: 'y-site-records',
    where: { product: { equals: productId } },
    depth: 1,
    populate: { 'stability-products': { slug: true } },
    limit: READ_LIMIT,
    ...asCaller(c),
  });
  return docs.flatMap((doc) => {
    const drug = drugOf(doc);
    return drug ? [presentRecord(doc, drug)] : [];
  });
}

/** Every vocabulary name and synonym, by its matching key, to the drug's generic name. */
async function vocabularyOf(c: PortalContext): Promise<Map<string, string>> {
  const { docs } = await c.get('payload').find({
    collection: 'y-site-drugs',
    depth: 0,
    limit: READ_LIMIT,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  const names = new Map<string, string>();
  for (const drug of docs) {
    for (const synonym of drug.synonyms ?? []) names.set(drugNameKey(synonym), drug.name);
  }
  // A generic name wins over another drug's synonym (the collection refuses such a clash anyway).
  for (const drug of docs) names.set(drugNameKey(drug.name), drug.name);
  return names;
}

function badQuery(c: PortalContext, field: string, message: string) {
  return errorResponse(c, 400, ERROR_CODES.invalidParams, message, { [field]: message });
}

/** The pair of one asked-for drug: its records at the concentration asked for, or what stands instead. */
function pairOf(
  asked: string,
  vocabulary: Map<string, string>,
  records: YSiteRecord[],
  concentration: { value: number; unit: YSiteRecord['productConcentration']['unit'] } | undefined,
): YSitePair {
  const drug = vocabulary.get(drugNameKey(asked));
  if (drug === undefined) return { asked, drug: null, status: 'unknown-drug', records: [] };
  const ofDrug = records.filter((record) => record.drug === drug).sort(byResult);
  if (ofDrug.length === 0) return { asked, drug, status: 'no-data', records: [] };
  if (!concentration) return { asked, drug, status: 'tested', records: ofDrug };
  const atConcentration = ofDrug.filter((record) => testedAt(record, concentration.value, concentration.unit));
  return atConcentration.length > 0
    ? { asked, drug, status: 'tested', records: atConcentration }
    : { asked, drug, status: 'other-concentrations', records: ofDrug };
}

/** `GET api/v1/stability/{id}/y-site`, `GET api/v1/y-site` and `GET api/v1/y-site-record/{id}`. */
export function registerYSite(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(productYSiteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const product = await findOneForCaller(c, 'stability-products', id);
    if (!product) {
      return (await wasWithdrawn(c, 'stability-products', id))
        ? itemWithdrawn(c, 'stability product')
        : itemNotFound(c, 'stability product');
    }
    const records = await recordsOf(c, product.id);
    const byDrug = new Map<string, YSiteRecord[]>();
    for (const record of records) byDrug.set(record.drug, [...(byDrug.get(record.drug) ?? []), record]);
    const partners = [...byDrug.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .map(([drug, ofDrug]) => ({ drug, records: ofDrug.sort(byResult) }));
    return c.json(ProductYSiteSchema.parse({ product: presentProduct(product), partners }), 200);
  });

  app.openapi(checkRoute, async (c) => {
    const query = c.req.valid('query');
    const asked = query.drugs
      .split(',')
      .map((name) => name.trim().replace(/\s+/g, ' '))
      .filter((name) => name !== '');
    if (asked.length === 0) return badQuery(c, 'drugs', 'Name at least one other drug.');
    if (asked.length > MAX_Y_SITE_DRUGS) {
      return badQuery(c, 'drugs', `Check at most ${String(MAX_Y_SITE_DRUGS)} other drugs at once.`);
    }
    if (query.concentration !== undefined && query.unit === undefined) {
      return badQuery(c, 'unit', 'Give the unit of the concentration (for example mg-per-ml).');
    }
    if (query.unit !== undefined && query.concentration === undefined) {
      return badQuery(c, 'concentration', 'Give the concentration the unit belongs to.');
    }
    const product = await findOneForCaller(c, 'stability-products', query.product);
    if (!product) return itemNotFound(c, 'stability product');
    const [vocabulary, records] = await Promise.all([vocabularyOf(c), recordsOf(c, product.id)]);
    const concentration =
      query.concentration !== undefined && query.unit !== undefined
        ? { value: query.concentration, unit: query.unit }
        : undefined;
    const pairs = asked.map((name) => pairOf(name, vocabulary, records, concentration));
    return c.json(YSiteCheckSchema.parse({ product: presentProduct(product), pairs }), 200);
  });

  app.openapi(recordRoute, async (c) => {
    const { id } = c.req.valid('param');
    const doc = await findOneForCaller(c, 'y-site-records', id, { depth: 1 });
    const drug = doc && drugOf(doc);
    // A record is served with its product only: one the caller cannot read is left unpopulated.
    const product = doc && typeof doc.product === 'object' ? doc.product : undefined;
    if (!doc || !drug || !product) return itemNotFound(c, 'Y-site record');
    return c.json(YSiteRecordItemSchema.parse({ ...presentRecord(doc, drug), product: presentProduct(product) }), 200);
  });
}
