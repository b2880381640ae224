import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload';

import { searchIndexOf } from './index';
import { relatedReader, reviewDayOf, SEARCH_SOURCES, type SearchSource, searchSourceOf } from './sources';

type Saved = { id: number; slug: string; _status?: 'draft' | 'published' | null; governance?: { reviewBy: string } };

/** How many items a rebuild reads at a time. */
const BATCH = 100;

/**
 * Brings one item's index entry in line with its saved state: the published document is indexed, anything else is
 * removed. It reads the item back rather than trusting the hook's `doc`, because a draft saved over a published item
 * hands the hook the draft while the published version stays what the portal serves.
 */
async function syncItem(payload: Payload, source: SearchSource, id: number, req?: PayloadRequest): Promise<void> {
  const index = await searchIndexOf(payload, req);
  const read = relatedReader(payload, req);
  const saved = (await read(source.collection, id)) as Saved | undefined;
  if (saved?._status !== 'published') {
    await index.remove(source.collection, id);
    return;
  }
  const document = await source.document(saved, read, { payload, req });
  if (!document) {
    await index.remove(source.collection, id);
    return;
  }
  await index.upsert({
    ...document,
    collection: source.collection,
    area: source.area,
    itemId: saved.id,
    reviewBy: reviewDayOf(saved),
  });
}

/** Re-indexes the items whose path is made from this one (an education course's items, a category's resources). */
async function syncDependents(payload: Payload, source: SearchSource, id: number, req?: PayloadRequest) {
  if (!source.dependents) return;
  const dependentSource = searchSourceOf(source.dependents.collection);
  if (!dependentSource) return;
  const children = await payload.find({
    collection: source.dependents.collection,
    where: { [source.dependents.field]: { equals: id } },
    depth: 0,
    limit: 1000,
    pagination: false,
    draft: false,
    overrideAccess: true,
    req,
  });
  for (const child of children.docs as unknown as Saved[]) await syncItem(payload, dependentSource, child.id, req);
}

/**
 * Re-indexes the Y-site records of a drug, or of one pair (a product and a drug): one record holds its pair's entry,
 * so a change to any record of the pair, or to the drug's names, can move or change the entry.
 */
export async function resyncYSiteRecordsOf(
  payload: Payload,
  of: { drug: number; product?: number },
  req?: PayloadRequest,
): Promise<void> {
  const source = searchSourceOf('y-site-records');
  if (!source) return;
  const records = await payload.find({
    collection: 'y-site-records',
    where: {
      and: [{ drug: { equals: of.drug } }, ...(of.product === undefined ? [] : [{ product: { equals: of.product } }])],
    },
    depth: 0,
    limit: 1000,
    pagination: false,
    draft: false,
    overrideAccess: true,
    req,
  });
  for (const record of records.docs) await syncItem(payload, source, record.id, req);
}

/** afterChange of every content collection: publish, unpublish and edits of the published item reach the index. */
export const indexAfterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const saved: unknown = doc;
  const source = searchSourceOf(collection.slug);
  if (!source) return saved;
  const { id } = saved as { id: number };
  await syncItem(req.payload, source, id, req);
  await syncDependents(req.payload, source, id, req);
  return saved;
};

/** afterDelete of every content collection: a deleted item leaves the index. */
export const removeAfterDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  const source = searchSourceOf(collection.slug);
  if (!source) return;
  const index = await searchIndexOf(req.payload, req);
  await index.remove(source.collection, Number(id));
};

/** Counts what a rebuild will read, so a progress bar knows its total. */
export async function countIndexable(payload: Payload): Promise<number> {
  let total = 0;
  for (const source of SEARCH_SOURCES) {
    const { totalDocs } = await payload.count({
      collection: source.collection,
      where: { _status: { equals: 'published' } },
      overrideAccess: true,
    });
    total += totalDocs;
  }
  return total;
}

/**
 * Rebuilds the whole index from the published items of every source, in one transaction (readers keep the old
 * index until it commits). `onItem` is called once per item read (as `countIndexable` counts them); the answer is
 * how many were indexed.
 */
export async function reindexAll(payload: Payload, onItem: () => void = () => undefined): Promise<number> {
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    const index = await searchIndexOf(payload, req);
    await index.clear();
    const related = relatedReader(payload, req);
    for (const source of SEARCH_SOURCES) {
      for (let page = 1; ; page += 1) {
        const found = await payload.find({
          collection: source.collection,
          where: { _status: { equals: 'published' } },
          depth: 0,
          limit: BATCH,
          page,
          sort: 'id',
          draft: false,
          overrideAccess: true,
          req,
        });
        for (const doc of found.docs as unknown as Saved[]) {
          const document = await source.document(doc, related, { payload, req });
          onItem();
          if (!document) continue;
          await index.upsert({
            ...document,
            collection: source.collection,
            area: source.area,
            itemId: doc.id,
            reviewBy: reviewDayOf(doc),
          });
        }
        if (!found.hasNextPage) break;
      }
    }
    await index.optimize();
    const total = await index.count();
    await commitTransaction(req);
    return total;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
