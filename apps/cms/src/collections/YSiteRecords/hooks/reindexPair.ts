import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';

import { resyncYSiteRecordsOf } from '../../../search/sync';

type Related = number | { id: number } | null | undefined;
const idOf = (value: Related) => (typeof value === 'number' ? value : value?.id);

/** The pair a record (as saved, or as it was) belongs to, when it names both. */
function pairOf(doc: unknown): { product: number; drug: number } | undefined {
  const { product, drug } = (doc ?? {}) as { product?: Related; drug?: Related };
  const productId = idOf(product);
  const drugId = idOf(drug);
  return productId === undefined || drugId === undefined ? undefined : { product: productId, drug: drugId };
}

/**
 * One record holds its pair's search entry (search/sources.ts): a saved record re-indexes every record of its pair,
 * and of the pair it belonged to before, so the entry moves when the record holding it is unpublished or changed.
 */
export const reindexPairAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const saved: unknown = doc;
  const pairs = [pairOf(saved), pairOf(previousDoc)];
  const seen = new Set<string>();
  for (const pair of pairs) {
    if (!pair || seen.has(`${String(pair.product)}:${String(pair.drug)}`)) continue;
    seen.add(`${String(pair.product)}:${String(pair.drug)}`);
    await resyncYSiteRecordsOf(req.payload, pair, req);
  }
  return saved;
};

export const reindexPairAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const pair = pairOf(doc);
  if (pair) await resyncYSiteRecordsOf(req.payload, pair, req);
};
