import type { SearchArea, SearchGroup, SearchHit } from '@hcp/contracts/search';

/** One searchable item as the index stores it: plain text only, with the portal route that opens it. */
export type SearchDocument = {
  /** The Payload collection the item lives in (an area may hold several, as education does). */
  collection: string;
  area: SearchArea;
  itemId: number;
  title: string;
  body: string;
  path: string;
  /** The review-by day, `YYYY-MM-DD`: after it the item is no longer found. */
  reviewBy: string;
};

/** What to look for: the tokens of a plain-text query (see `tokenize`), in which areas, on which day, which page. */
export type SearchRequest = {
  tokens: readonly string[];
  /** The areas the caller may read; nothing outside them is ever counted or returned. */
  areas: readonly SearchArea[];
  /** Only this area's hits on the page (the groups still count every readable area). */
  area?: SearchArea | undefined;
  /** Today, `YYYY-MM-DD`: items whose review-by day is before it are expired. */
  today: string;
  /** Collections left out of this search (a Y-site pair's entry is only for queries naming both drugs). */
  skipCollections?: readonly string[];
  page: number;
  perPage: number;
};

export type SearchPage = {
  hits: SearchHit[];
  /** Every readable area's count for the query, also the ones with none. */
  groups: SearchGroup[];
  /** Hits of the page's areas (the chosen area, or all readable ones). */
  total: number;
};

/**
 * The full-text index behind global search. `search-sqlite.ts` (FTS5) and `search-postgres.ts` (tsvector + GIN) implement it; an
 * instance is bound to one connection, so hooks write inside the transaction of the save that triggered them.
 */
export type SearchIndex = {
  /** Adds the document, or replaces the stored one of the same collection and item. */
  upsert(document: SearchDocument): Promise<void>;
  /** Removes an item; removing one that is not indexed does nothing. */
  remove(collection: string, itemId: number): Promise<void>;
  /** Empties the index (the first step of a rebuild). */
  clear(): Promise<void>;
  /** Ranked, paged hits with highlighted snippets and per-area counts. */
  search(request: SearchRequest): Promise<SearchPage>;
  /** Terms of the readable areas' vocabulary close to the tokens, for a query that found nothing. */
  suggest(tokens: readonly string[], areas: readonly SearchArea[]): Promise<string[]>;
  /** Tidies the index after many writes (FTS5 merges its segments; PostgreSQL refreshes the planner's statistics). */
  optimize(): Promise<void>;
  /** How many items are indexed (for the rebuild's report and the tests). */
  count(): Promise<number>;
};
