import { type CertifiedBy, SIGNATORY_PROFESSIONS } from '@hcp/contracts/certification';
import type { Governance, Paginated } from '@hcp/contracts/content';
import { ERROR_CODES } from '@hcp/contracts/errors';
import type { Context } from 'hono';
import type { CollectionSlug, DataFromCollectionSlug, PaginatedDocs, Sort, Where } from 'payload';

import { type PortalApiEnv, previewReadingOf } from '../context';
import { errorResponse } from '../errors';

type PortalContext = Context<PortalApiEnv>;

/** A path's `{id}`: digits name the id, anything else the slug (slugs always hold a letter). */
export function byIdOrSlug(idOrSlug: string): Where {
  return /^\d+$/.test(idOrSlug) ? { id: { equals: Number(idOrSlug) } } : { slug: { equals: idOrSlug } };
}

/**
 * Whether this read serves an editor's preview: then items are read at their latest version, draft or not, whatever
 * their status or review-by date. Only the preview route's sub-request sets it (see `PreviewReading`).
 */
export function isPreviewRead(c: PortalContext): boolean {
  return previewReadingOf(c) !== undefined;
}

type FindOptions = { where?: Where; sort?: Sort; page?: number; perPage?: number; depth?: number };

/**
 * One page of a content collection as the caller may read it: the collection's access rule limits a portal account
 * to published, unexpired items of the areas its roles open.
 */
export async function findForCaller<TSlug extends CollectionSlug>(
  c: PortalContext,
  collection: TSlug,
  { where, sort, page = 1, perPage = 20, depth = 0 }: FindOptions = {},
): Promise<PaginatedDocs<DataFromCollectionSlug<TSlug>>> {
  const result = await c.get('payload').find({
    collection,
    where,
    sort,
    page,
    limit: perPage,
    depth,
    ...asCaller(c),
  });
  return result;
}

/**
 * The options that make a local-API read the caller's own: published versions only, through the collection's access
 * rule with the caller as the user. Spread into `payload.find` where a read names its `select`ed fields, so that
 * lists and menus showing a few fields of items with long arrays (a product's matrix rows) read several times faster.
 * An editor's preview reads the latest versions instead, past the access rule.
 */
export function asCaller(c: PortalContext) {
  // eslint-disable-next-line hcp/override-access -- an editor's preview reads drafts; the preview route checked staff
  if (isPreviewRead(c)) return { draft: true, overrideAccess: true } as const;
  return { draft: false, user: c.get('caller').user, overrideAccess: false } as const;
}

/** Every item the caller may read that matches (up to `limit`), for menus and short lists. */
export async function findAllForCaller<TSlug extends CollectionSlug>(
  c: PortalContext,
  collection: TSlug,
  { where, sort, depth = 0, limit = 500 }: { where?: Where; sort?: Sort; depth?: number; limit?: number } = {},
): Promise<DataFromCollectionSlug<TSlug>[]> {
  const { docs } = await findForCaller(c, collection, { where, sort, depth, perPage: limit });
  return docs;
}

/** The item named by `idOrSlug` if the caller may read it, else undefined (the route answers 404). */
export async function findOneForCaller<TSlug extends CollectionSlug>(
  c: PortalContext,
  collection: TSlug,
  idOrSlug: string,
  { where, depth = 0 }: { where?: Where; depth?: number } = {},
): Promise<DataFromCollectionSlug<TSlug> | undefined> {
  const match = byIdOrSlug(idOrSlug);
  const { docs } = await findForCaller(c, collection, {
    where: where ? { and: [match, where] } : match,
    depth,
    perPage: 1,
  });
  return docs[0];
}

/** A page of documents as the contracts' paginated answer. */
export function pageOf<TDoc, TItem>(result: PaginatedDocs<TDoc>, present: (doc: TDoc) => TItem): Paginated<TItem> {
  return {
    items: result.docs.map(present),
    page: result.page ?? 1,
    perPage: result.limit,
    totalItems: result.totalDocs,
    totalPages: result.totalPages,
  };
}

/** One page of an already filtered, ordered list, in the contracts' paginated shape. */
export function pageOfList<T>(items: readonly T[], page: number, perPage: number): Paginated<T> {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    perPage,
    totalItems: items.length,
    totalPages: Math.ceil(items.length / perPage),
  };
}

/** An item's governance fields as the portal shows them (dates without times), and when it last changed. */
export function governanceOf(doc: {
  governance: { approvalCode: string; dateOfPreparation: string; reviewBy: string };
  updatedAt: string;
  certifiedBy?: { name?: string | null; profession?: string | null; certifiedAt?: string | null } | null;
}): Governance {
  return {
    approvalCode: doc.governance.approvalCode,
    dateOfPreparation: doc.governance.dateOfPreparation.slice(0, 10),
    reviewBy: doc.governance.reviewBy.slice(0, 10),
    updatedAt: doc.updatedAt,
    certifiedBy: certifiedByOf(doc.certifiedBy),
  };
}

/** The certificate line a published version carries (certification/gate.ts), or null where it has none. */
function certifiedByOf(
  stored: { name?: string | null; profession?: string | null; certifiedAt?: string | null } | null | undefined,
): CertifiedBy | null {
  const profession = SIGNATORY_PROFESSIONS.find((value) => value === stored?.profession);
  if (!stored?.name || !profession || !stored.certifiedAt) return null;
  return { name: stored.name, profession, certifiedAt: stored.certifiedAt };
}

/**
 * Whether the item named by `idOrSlug`, which the caller cannot read, was published once and is no longer: an editor
 * unpublished it, or its review-by date has passed. A draft that was never published is not withdrawn (its existence
 * stays hidden), nor is an item the caller reads today under another slug.
 *
 * The versions are read past access control on purpose (`readVersions` is staff only): the answer is one yes or no
 * about a version the caller's capability once served it, and no field of any version leaves this function.
 */
export async function wasWithdrawn(c: PortalContext, collection: CollectionSlug, idOrSlug: string): Promise<boolean> {
  const named: Where = /^\d+$/.test(idOrSlug)
    ? { parent: { equals: Number(idOrSlug) } }
    : { 'version.slug': { equals: idOrSlug } };
  const { docs } = await c.get('payload').findVersions({
    collection,
    where: { and: [named, { 'version._status': { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    // eslint-disable-next-line hcp/override-access -- a yes or no about a version once served; readVersions is staff-only and no field leaves
    overrideAccess: true,
  });
  const parent = docs[0]?.parent;
  if (parent === undefined) return false;
  const parentId = typeof parent === 'object' ? (parent as { id: number | string }).id : parent;
  // Renamed and still served under its new slug: the old slug is simply unknown.
  return (await findOneForCaller(c, collection, String(parentId))) === undefined;
}

/** The answer for an item that was published and has been withdrawn (`wasWithdrawn`). */
export const itemWithdrawn = (c: PortalContext, what = 'item') =>
  errorResponse(c, 410, ERROR_CODES.withdrawn, `This ${what} has been withdrawn and is no longer available.`);

/** The one answer for an item that does not exist, is not published, has expired or lies outside the caller's areas. */
export const itemNotFound = (c: PortalContext, what = 'item') =>
  errorResponse(c, 404, ERROR_CODES.notFound, `There is no such ${what}, or it is no longer available.`);
