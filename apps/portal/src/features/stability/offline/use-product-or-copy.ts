import type { StabilityProduct } from '@hcp/contracts/stability';

import type { QueryLike } from '../../../components/ui/query-view/query-view';
import { outcomeOf } from '../../../lib/errors';
import type { OfflineCopy } from '../../../lib/offline-copies';
import { useOfflineReader } from '../../../lib/offline-reading';
import { useGetStabilityProductQuery } from '../api/stability-api';
import { useOfflineCopy } from './use-offline-copies';

/**
 * Where a screen of one product (its page, its calculator) reads the product from:
 * - `server`: the stability API's query, drawn through `QueryView` (its loading, failure and withdrawal states);
 * - `copy`: the device's offline copy, when the server cannot be reached (offline, or the call failed for want of a
 *   connection) and no answer of the server's is at hand; `offline` says whether the device knows it is offline;
 * - `reading-copy`: the same, while the copy is still being read (a skeleton, never the previous product).
 * With no copy saved, an unreachable server is `server`: the query's own failure is what the person reads.
 */
export type ProductSource =
  | { kind: 'server'; query: QueryLike<StabilityProduct> }
  | { kind: 'reading-copy' }
  | { kind: 'copy'; copy: OfflineCopy; offline: boolean };

export function useProductOrOfflineCopy(slug: string): ProductSource {
  const query = useGetStabilityProductQuery(slug);
  const reader = useOfflineReader();
  const copy = useOfflineCopy(reader?.accountId, slug);
  const unreachable =
    reader?.offline === true || (query.error !== undefined && outcomeOf(query.error) === 'lost-connection');
  if (!unreachable || query.currentData !== undefined || reader === null) return { kind: 'server', query };
  if (copy === undefined) return { kind: 'reading-copy' };
  if (copy === null) return { kind: 'server', query };
  return { kind: 'copy', copy, offline: reader.offline || !navigator.onLine };
}
