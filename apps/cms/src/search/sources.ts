import { AREAS } from '@hcp/contracts/areas';
import { clinicalResourcePath } from '@hcp/contracts/clinical-resources';
import { THERAPEUTIC_AREA_LABELS as TRIAL_AREA_LABELS, TRIAL_PHASE_LABELS } from '@hcp/contracts/clinical-trials';
import { EDUCATION_FORMATS } from '@hcp/contracts/education';
import { IMPORTANT_UPDATE_CATEGORY_LABELS } from '@hcp/contracts/important-updates';
import {
  LEGAL_CATEGORY_LABELS,
  PRODUCT_FORM_LABELS,
  THERAPEUTIC_AREA_LABELS as CATALOGUE_AREA_LABELS,
} from '@hcp/contracts/product-catalogue';
import type { SearchArea } from '@hcp/contracts/search';
import {
  labelOf,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
  STABILITY_FORMS,
  Y_SITE_RESULTS,
} from '@hcp/contracts/stability';
import { ySiteCheckPath } from '@hcp/contracts/y-site';
import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload';

import type {
  CatalogueProduct,
  ClinicalResource,
  ClinicalTrial,
  EducationCourse,
  EducationItem,
  Form,
  ImportantUpdate,
  QuickLink,
  StabilityProduct,
  Team,
  YSiteRecord,
} from '../payload-types';
import type { SearchDocument } from './index';
import { lexicalPlain, linesOf } from './text';

/** Reads a related item as saved (published state), or undefined when it is gone. */
export type RelatedReader = <TSlug extends CollectionSlug>(
  collection: TSlug,
  id: number,
) => Promise<DataFromCollectionSlug<TSlug> | undefined>;

/** Where a source reads more than one related item (a Y-site pair's other records): the index's own transaction. */
export type SourceContext = { payload: Payload; req?: PayloadRequest | undefined };

type Content = { id: number; slug: string; governance?: { reviewBy: string } };

/**
 * How one collection's published items become search documents: their area, title, plain-text body and portal
 * route, or null for an item the area never shows (a form of another kind). `dependents` are items whose path is made
 * from this item's (children re-index when their parent changes).
 */
export type SearchSource<T extends Content = Content> = {
  collection: CollectionSlug;
  area: SearchArea;
  document: (
    doc: T,
    related: RelatedReader,
    context: SourceContext,
  ) => Promise<Omit<SearchDocument, 'collection' | 'area' | 'itemId' | 'reviewBy'> | null>;
  dependents?: { collection: CollectionSlug; field: string };
  /** The fewest query words that may find these items (a pair's entry: one for each drug); 1 unless said. */
  minWords?: number;
};

const CLINICAL_REQUESTS = AREAS['clinical-requests'].capability;

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'number' ? value : (value?.id ?? undefined);

const distinct = (values: readonly string[]) => [...new Set(values)];

/** The generic name (INN) and synonyms first in the body, so "vancomycin" or "vanc" finds the brand Vanclorin. */
const genericNamesOf = (doc: { inn?: string | null; synonyms?: string[] | null }) =>
  [doc.inn, ...(doc.synonyms ?? [])].filter(Boolean).join(', ');

const stability: SearchSource<StabilityProduct> = {
  collection: 'stability-products',
  area: 'stability',
  document: (doc) =>
    Promise.resolve({
      title: doc.title ?? `${doc.name} ${doc.strength}`,
      body: linesOf(
        genericNamesOf(doc),
        doc.summary,
        labelOf(STABILITY_FORMS, doc.form),
        // The matrix's diluents and containers, so "glucose 5%" or "elastomeric" finds the products studied in them.
        distinct(doc.matrix.map((row) => labelOf(STABILITY_DILUENTS, row.diluent))).join(', '),
        distinct(doc.matrix.map((row) => labelOf(STABILITY_CONTAINERS, row.container))).join(', '),
        lexicalPlain(doc.notes),
      ),
      path: AREAS.stability.itemPath(doc.slug),
    }),
  // A Y-site record's entry names its product: a renamed product re-indexes its records.
  dependents: { collection: 'y-site-records', field: 'product' },
};

/**
 * One entry per pair (our product and another drug), held by the pair's first published record, so "meropenem
 * furosemide" finds the pair once: its title names both, its body their other names (frusemide) and every published
 * record's result, and it leads to the portal's check screen for the two. A change to any record of a product
 * re-indexes all of them (collections/YSiteRecords).
 */
const ySiteRecords: SearchSource<YSiteRecord> = {
  collection: 'y-site-records',
  area: 'stability',
  // "vancomycin" alone looks for the product, not for every pair it is part of.
  minWords: 2,
  document: async (doc, related, { payload, req }) => {
    const productId = idOf(doc.product);
    const drugId = idOf(doc.drug);
    if (productId === undefined || drugId === undefined) return null;
    const [product, drug] = await Promise.all([
      related('stability-products', productId),
      related('y-site-drugs', drugId),
    ]);
    if (product?._status !== 'published' || !drug) return null;
    const { docs: pair } = await payload.find({
      collection: 'y-site-records',
      where: {
        and: [{ product: { equals: productId } }, { drug: { equals: drugId } }, { _status: { equals: 'published' } }],
      },
      sort: 'id',
      depth: 0,
      limit: 100,
      pagination: false,
      draft: false,
      overrideAccess: true,
      req,
    });
    if (pair[0]?.id !== doc.id) return null;
    const productName = product.title ?? `${product.name} ${product.strength}`;
    return {
      title: `${productName} + ${drug.name}: Y-site compatibility`,
      body: linesOf(
        genericNamesOf(product),
        [drug.name, ...(drug.synonyms ?? [])].join(', '),
        distinct(pair.map((record) => labelOf(Y_SITE_RESULTS, record.result))).join(', '),
      ),
      path: ySiteCheckPath(product.slug, [drug.name]),
    };
  },
};

const educationCourses: SearchSource<EducationCourse> = {
  collection: 'education-courses',
  area: 'education',
  document: (doc) =>
    Promise.resolve({
      title: doc.title,
      body: linesOf(doc.summary, lexicalPlain(doc.body)),
      path: AREAS.education.parentPath(doc.slug),
    }),
  dependents: { collection: 'education-items', field: 'parent' },
};

const educationItems: SearchSource<EducationItem> = {
  collection: 'education-items',
  area: 'education',
  document: async (doc, related) => {
    const parentId = idOf(doc.parent);
    const parent = parentId === undefined ? undefined : await related('education-courses', parentId);
    return {
      title: doc.title,
      body: linesOf(doc.summary, EDUCATION_FORMATS[doc.format], lexicalPlain(doc.body)),
      path: parent ? AREAS.education.itemPath(doc.slug, parent.slug) : AREAS.education.path,
    };
  },
};

const clinicalResources: SearchSource<ClinicalResource> = {
  collection: 'clinical-resources',
  area: 'clinical-resources',
  document: async (doc, related) => {
    const parentId = idOf(doc.parent);
    const parent = parentId === undefined ? null : ((await related('clinical-resources', parentId)) ?? null);
    return {
      title: doc.title,
      body: linesOf(doc.summary, lexicalPlain(doc.body), doc.externalLink?.label),
      path: clinicalResourcePath(doc, parent),
    };
  },
  dependents: { collection: 'clinical-resources', field: 'parent' },
};

const clinicalTrials: SearchSource<ClinicalTrial> = {
  collection: 'clinical-trials',
  area: 'clinical-trials',
  document: (doc) =>
    Promise.resolve({
      title: doc.title,
      body: linesOf(
        `${doc.shortTitle} · ${doc.registryId}`,
        TRIAL_PHASE_LABELS[doc.phase],
        TRIAL_AREA_LABELS[doc.therapeuticArea],
        doc.sponsor,
        doc.intervention,
        doc.eligibility?.summary,
        (doc.sites ?? []).map((site) => `${site.hospital}, ${site.city}`).join('; '),
        lexicalPlain(doc.description),
      ),
      path: AREAS['clinical-trials'].itemPath(doc.slug),
    }),
};

const importantUpdates: SearchSource<ImportantUpdate> = {
  collection: 'important-updates',
  area: 'important-updates',
  document: (doc) =>
    Promise.resolve({
      title: doc.title,
      body: linesOf(IMPORTANT_UPDATE_CATEGORY_LABELS[doc.category], doc.summary, lexicalPlain(doc.body)),
      path: AREAS['important-updates'].itemPath(doc.slug),
    }),
};

const catalogueProducts: SearchSource<CatalogueProduct> = {
  collection: 'catalogue-products',
  area: 'product-catalogue',
  document: (doc) =>
    Promise.resolve({
      title: `${doc.name} ${doc.strength}`,
      body: linesOf(
        genericNamesOf(doc),
        doc.presentation,
        PRODUCT_FORM_LABELS[doc.form],
        CATALOGUE_AREA_LABELS[doc.therapeuticArea],
        LEGAL_CATEGORY_LABELS[doc.legalCategory],
        doc.storage,
        lexicalPlain(doc.description),
      ),
      path: AREAS['product-catalogue'].itemPath(doc.slug),
    }),
};

const teams: SearchSource<Team> = {
  collection: 'teams',
  area: 'teams',
  document: (doc) =>
    Promise.resolve({
      title: doc.name,
      // Members' names, roles and regions, never their email addresses or phone numbers.
      body: linesOf(
        doc.summary,
        doc.remit,
        ...doc.members.map((member) => linesOf(member.name, member.jobTitle, member.region).replaceAll('\n', ', ')),
      ),
      path: AREAS.teams.itemPath(doc.slug),
    }),
};

const quickLinks: SearchSource<QuickLink> = {
  collection: 'quick-links',
  area: 'quick-links',
  document: (doc) =>
    Promise.resolve({
      title: doc.title,
      body: linesOf(doc.description, doc.group),
      // Quick links open outside the portal; the result leads to the list that holds the link.
      path: AREAS['quick-links'].path,
    }),
};

const requestForms: SearchSource<Form> = {
  collection: 'forms',
  area: 'clinical-requests',
  document: async (doc, related) => {
    // Only clinical requests open under Clinical requests; a form needing another capability (pricing, feasibility)
    // is never indexed, so search cannot show it to someone who may not open it.
    const capability = doc.capability ?? null;
    if (doc.kind !== 'clinical-request' || (capability !== null && capability !== CLINICAL_REQUESTS)) return null;
    const categoryId = idOf(doc.category);
    const category = categoryId === undefined ? undefined : await related('request-categories', categoryId);
    return {
      title: doc.title,
      body: linesOf(doc.description, category?.title),
      path: AREAS['clinical-requests'].itemPath(doc.slug),
    };
  },
};

/** Every searchable collection. A new area adds its source here (and its hooks, when not a content collection). */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  stability,
  ySiteRecords,
  educationCourses,
  educationItems,
  clinicalResources,
  clinicalTrials,
  importantUpdates,
  catalogueProducts,
  teams,
  quickLinks,
  requestForms,
] as unknown as readonly SearchSource[];

/** The collections a query of `words` words may not find (search sources' `minWords`). */
export function collectionsBeyond(words: number): string[] {
  return SEARCH_SOURCES.filter((source) => (source.minWords ?? 1) > words).map((source) => source.collection);
}

export function searchSourceOf(collection: string): SearchSource | undefined {
  return SEARCH_SOURCES.find((source) => source.collection === collection);
}

/** Items without governance (forms) never expire. */
const NEVER = '9999-12-31';

/** The review-by day of an item, `YYYY-MM-DD` in UTC (as `isPastReviewBy` reads it). */
export const reviewDayOf = (doc: Content) => doc.governance?.reviewBy.slice(0, 10) ?? NEVER;

/** A reader of related items at their saved (published) state, inside `req`'s transaction. */
export function relatedReader(payload: Payload, req?: PayloadRequest): RelatedReader {
  return async (collection, id) => {
    const found = await payload.find({
      collection,
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      pagination: false,
      draft: false,
      overrideAccess: true,
      req,
    });
    return found.docs[0];
  };
}
