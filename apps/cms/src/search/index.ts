import type { Payload, PayloadRequest } from 'payload';

import { connectionOf } from '../db/adapter';
import { bumpReadModel } from '../read-model/invalidation';
import { postgresSearchIndex } from '../db/search-postgres';
import type { SearchIndex } from '../db/search-index';
import { sqliteSearchIndex } from '../db/search-sqlite';

export type { SearchDocument, SearchIndex, SearchPage, SearchRequest } from '../db/search-index';

/**
 * The index of the database Payload runs on, on the connection of `req`'s transaction when there is one (as
 * Payload's own `getTransaction` picks it), otherwise on the adapter's own connection.
 */
export async function searchIndexOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<SearchIndex> {
  const index = indexOn(payload.db.name, await connectionOf(payload, req));
  return {
    ...index,
    // Search answers are kept ready in the read model: emptying the index outside a save's hooks must say so too.
    clear: async () => {
      await index.clear();
      await bumpReadModel({ payload, transactionID: req?.transactionID });
    },
  };
}

function indexOn(adapterName: string, db: unknown): SearchIndex {
  if (adapterName === 'sqlite') return sqliteSearchIndex(db);
  if (adapterName === 'postgres') return postgresSearchIndex(db);
  throw new Error(`Global search supports the SQLite and PostgreSQL adapters, not "${adapterName}".`);
}
