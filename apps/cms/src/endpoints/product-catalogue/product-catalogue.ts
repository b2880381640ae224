import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema } from '@hcp/contracts/content';
import {
  type CatalogueFacets,
  type CatalogueProduct,
  CatalogueProductSchema,
  type CatalogueProductSummary,
  type FacetOption,
  PRODUCT_FORM_LABELS,
  PRODUCT_FORMS,
  ProductCataloguePageSchema,
  ProductCatalogueQuerySchema,
  productMatches,
  searchWords,
  THERAPEUTIC_AREA_LABELS,
  THERAPEUTIC_AREAS,
} from '@hcp/contracts/product-catalogue';
import type { Context } from 'hono';
import type { Where } from 'payload';

import type { CatalogueProduct as CatalogueProductDoc, PackShot } from '../../payload-types';
import { lexicalToRichText } from '../../utilities/lexicalToRichText';
import { documentLinksOf } from '../shared/document-links';
import { findForCaller, findOneForCaller, governanceOf, itemNotFound, pageOfList } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';
import { packShotsOf, productImageOf } from './pack-shots';

type PortalContext = Context<PortalApiEnv>;

/** More products than a catalogue holds: a search for a word holding LIKE's wildcards reads every candidate's names. */
const CATALOGUE_LIMIT = 5_000;

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/product-catalogue',
  tags: ['Product catalogue'],
  summary: 'Search and filter the product catalogue',
  description:
    'A page of the published, current products by name. `q` keeps products each of whose words is in the name, the generic name (INN) or a synonym (plain text: `%`, `_` and quotes match themselves); `therapeuticArea`, `form` and `presentation` keep exact matches. `facets` lists the filter values the catalogue holds, for the portal’s selects. Needs `wb_read_product_catalogue`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['product-catalogue'].capability), publishedRead] as const,
  request: { query: ProductCatalogueQuerySchema },
  responses: {
    200: jsonResponse(ProductCataloguePageSchema, 'One page of products and the available filter values.'),
    ...guardedResponses,
  },
});

const itemRoute = createRoute({
  method: 'get',
  path: '/api/v1/product-catalogue/{id}',
  tags: ['Product catalogue'],
  summary: 'One catalogue product',
  description:
    'The product named by its id or slug, with its description, storage, pack shot and documents (SPC, leaflet). Needs `wb_read_product_catalogue`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['product-catalogue'].capability), publishedRead] as const,
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(CatalogueProductSchema, 'The product.'),
    ...guardedItemResponses,
  },
});

type PackShots = Map<number, PackShot>;

/** The product's pack shot among those read for its page, or null. */
function imageOf(doc: CatalogueProductDoc, shots: PackShots) {
  const id = typeof doc.packShot === 'object' ? doc.packShot?.id : doc.packShot;
  const shot = id === undefined ? undefined : shots.get(id);
  return shot ? productImageOf(shot) : null;
}

function summaryOf(doc: CatalogueProductDoc, shots: PackShots): CatalogueProductSummary {
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    strength: doc.strength,
    inn: doc.inn ?? null,
    synonyms: doc.synonyms ?? [],
    therapeuticArea: doc.therapeuticArea,
    form: doc.form,
    presentation: doc.presentation,
    packSize: doc.packSize,
    legalCategory: doc.legalCategory,
    image: imageOf(doc, shots),
  };
}

function productOf(doc: CatalogueProductDoc, shots: PackShots): CatalogueProduct {
  return {
    ...summaryOf(doc, shots),
    storage: doc.storage,
    description: lexicalToRichText(doc.description),
    documents: documentLinksOf(doc.documents),
    governance: governanceOf(doc),
  };
}

/** Reads the given fields of every product the caller may read that matches, in name order. */
async function readAll<TSelect extends Partial<Record<keyof CatalogueProductDoc, true>>>(
  c: PortalContext,
  where: Where | undefined,
  select: TSelect,
) {
  const { docs } = await c.get('payload').find({
    collection: 'catalogue-products',
    where,
    select,
    sort: ['name', 'id'],
    limit: CATALOGUE_LIMIT,
    depth: 0,
    draft: false,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return docs;
}

/** The distinct values of one field among the products the caller may read: the database's work, not the server's. */
async function distinctValues<TField extends 'therapeuticArea' | 'form' | 'presentation'>(
  c: PortalContext,
  field: TField,
): Promise<Set<CatalogueProductDoc[TField]>> {
  const { values } = await c.get('payload').findDistinct({
    collection: 'catalogue-products',
    field,
    user: c.get('caller').user,
    overrideAccess: false,
  });
  return new Set(values.map((value) => value[field]));
}

/** The filter values present in what the caller may read, in the contracts' order (presentations by name). */
async function facetsFor(c: PortalContext): Promise<CatalogueFacets> {
  const areas = await distinctValues(c, 'therapeuticArea');
  const forms = await distinctValues(c, 'form');
  const presentations = [...(await distinctValues(c, 'presentation'))].sort((a, b) => a.localeCompare(b));
  return {
    therapeuticAreas: THERAPEUTIC_AREAS.filter((area) => areas.has(area)).map((value): FacetOption => ({
      value,
      label: THERAPEUTIC_AREA_LABELS[value],
    })),
    forms: PRODUCT_FORMS.filter((form) => forms.has(form)).map((value): FacetOption => ({
      value,
      label: PRODUCT_FORM_LABELS[value],
    })),
    presentations: presentations.map((value) => ({ value, label: value })),
  };
}

/** `GET api/v1/product-catalogue` and `GET api/v1/product-catalogue/{id}`. */
export function registerProductCatalogue(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage, q, therapeuticArea, form, presentation } = c.req.valid('query');
    const words = searchWords(q);
    const conditions: Where[] = [];
    if (therapeuticArea) conditions.push({ therapeuticArea: { equals: therapeuticArea } });
    if (form) conditions.push({ form: { equals: form } });
    if (presentation) conditions.push({ presentation: { equals: presentation } });
    // The database narrows by the words it can match as written; LIKE would read `%`, `_` and `\` as patterns, so
    // words holding them are left to the exact check below, which every name then passes through.
    const plain = words.filter((word) => !/[%_\\]/.test(word));
    for (const word of plain) {
      conditions.push({
        or: [{ name: { contains: word } }, { inn: { contains: word } }, { synonyms: { contains: word } }],
      });
    }
    const where: Where | undefined = conditions.length > 0 ? { and: conditions } : undefined;

    if (plain.length === words.length) {
      // Every word was matched by the database, exactly as productMatches would: it counts and pages on its own.
      const result = await findForCaller(c, 'catalogue-products', { where, sort: ['name', 'id'], page, perPage });
      const shots = await packShotsOf(c.get('payload'), result.docs);
      const onPage = {
        items: result.docs.map((doc) => summaryOf(doc, shots)),
        page,
        perPage,
        totalItems: result.totalDocs,
        totalPages: Math.ceil(result.totalDocs / perPage),
      };
      return c.json({ ...onPage, facets: await facetsFor(c) }, 200);
    }

    const matching = (await readAll(c, where, { name: true, inn: true, synonyms: true })).filter((doc) =>
      productMatches(doc, words),
    );
    const onPage = pageOfList(matching, page, perPage);
    const pageIds = onPage.items.map((doc) => doc.id);
    const products =
      pageIds.length === 0
        ? []
        : (
            await findForCaller(c, 'catalogue-products', {
              where: { id: { in: pageIds } },
              sort: ['name', 'id'],
              perPage: pageIds.length,
            })
          ).docs;

    const shots = await packShotsOf(c.get('payload'), products);
    return c.json({ ...onPage, items: products.map((doc) => summaryOf(doc, shots)), facets: await facetsFor(c) }, 200);
  });

  app.openapi(itemRoute, async (c) => {
    const doc = await findOneForCaller(c, 'catalogue-products', c.req.valid('param').id, { depth: 1 });
    if (!doc) return itemNotFound(c, 'product');
    return c.json(productOf(doc, await packShotsOf(c.get('payload'), [doc])), 200);
  });
}
