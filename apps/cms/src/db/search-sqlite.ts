import type { SearchArea, SearchGroup, SearchHit } from '@hcp/contracts/search';
import { type SQL, sql } from 'drizzle-orm';

import type { SearchDocument, SearchIndex, SearchPage, SearchRequest } from './search-index';
import {
  closestTerms,
  fts5Expression,
  MARK_END,
  MARK_START,
  segmentsOf,
  suggestibleTokens,
  type VocabularyTerm,
  withoutMarkers,
} from '../search/query';
import { addTerms, dropTerms, listOf, type RunStatement } from './search-terms';
import { candidateRangeOf, vocabularyChange, vocabularyOf } from '../search/vocabulary';

/** The part of drizzle's libSQL database the index uses. */
type SqliteDatabase = {
  all<T>(query: SQL): Promise<T[]>;
  run(query: SQL): Promise<unknown>;
};

/** A title hit weighs ten times a body hit in bm25. */
const TITLE_WEIGHT = 10;
/** About this many words of body around the matches. */
const SNIPPET_TOKENS = 24;

/** The SQLite index: FTS5 with bm25 ranking and snippet(). */
export function sqliteSearchIndex(handle: unknown): SearchIndex {
  const db = handle as SqliteDatabase;
  const statement: RunStatement = (query) => db.run(query);

  /** Deletes the stored row and answers its area and vocabulary, or undefined when there was none. */
  async function take(collection: string, itemId: number) {
    const old = await db.all<{ area: SearchArea; title: string; body: string }>(
      sql`SELECT area, title, body FROM search_documents WHERE collection = ${collection} AND item_id = ${itemId}`,
    );
    if (old[0] === undefined) return undefined;
    await db.run(sql`DELETE FROM search_documents WHERE collection = ${collection} AND item_id = ${itemId}`);
    return { area: old[0].area, terms: vocabularyOf(old[0].title, old[0].body) };
  }

  return {
    async remove(collection: string, itemId: number) {
      const old = await take(collection, itemId);
      if (old) await dropTerms(statement, old.area, old.terms);
    },

    async upsert(document: SearchDocument) {
      const old = await take(document.collection, document.itemId);
      const title = withoutMarkers(document.title);
      const body = withoutMarkers(document.body);
      await db.run(sql`INSERT INTO search_documents (collection, area, item_id, title, body, path, review_by)
        VALUES (${document.collection}, ${document.area}, ${document.itemId}, ${title}, ${body}, ${document.path}, ${document.reviewBy})`);
      // Only the words that changed touch the vocabulary, so re-saving an item rewrites none of it.
      const change = vocabularyChange(old, document.area, vocabularyOf(title, body));
      await dropTerms(statement, change.dropArea, change.dropped);
      await addTerms(statement, document.area, change.added);
    },

    async optimize() {
      await db.run(sql`INSERT INTO search_fts (search_fts) VALUES ('optimize')`);
    },

    async clear() {
      await db.run(sql`DELETE FROM search_documents`);
      await db.run(sql`DELETE FROM search_terms`);
    },

    async count() {
      const rows = await db.all<{ total: unknown }>(sql`SELECT count(*) AS total FROM search_documents`);
      return Number(rows[0]?.total ?? 0);
    },

    async search({
      tokens,
      areas,
      area,
      today,
      skipCollections = [],
      page,
      perPage,
    }: SearchRequest): Promise<SearchPage> {
      const empty: SearchGroup[] = areas.map((name) => ({ area: name, count: 0 }));
      if (tokens.length === 0 || areas.length === 0) return { hits: [], groups: empty, total: 0 };
      const match = fts5Expression(tokens);
      const kept = skipCollections.length > 0 ? sql` AND d.collection NOT IN (${listOf(skipCollections)})` : sql``;
      const matching = sql`search_fts MATCH ${match} AND d.review_by >= ${today}${kept}`;
      const counted = await db.all<{ area: string; hits: unknown }>(sql`SELECT d.area AS area, count(*) AS hits
        FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
        WHERE ${matching} AND d.area IN (${listOf(areas)})
        GROUP BY d.area`);
      const counts = new Map(counted.map((row) => [row.area, Number(row.hits)]));
      const groups = areas.map((name) => ({ area: name, count: counts.get(name) ?? 0 }));
      const pageAreas = area ? [area] : areas;
      const total = groups.filter((group) => pageAreas.includes(group.area)).reduce((sum, g) => sum + g.count, 0);
      if (total === 0 || (page - 1) * perPage >= total) return { hits: [], groups, total };
      const rows = await db.all<{ area: SearchArea; itemId: unknown; title: string; path: string; snippet: string }>(
        sql`SELECT d.area AS area, d.item_id AS itemId, d.title AS title, d.path AS path,
          snippet(search_fts, 1, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_TOKENS}) AS snippet
        FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
        WHERE ${matching} AND d.area IN (${listOf(pageAreas)})
        ORDER BY bm25(search_fts, ${TITLE_WEIGHT}, 1.0), d.title, d.id
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      );
      const hits: SearchHit[] = rows.map((row) => ({
        area: row.area,
        id: Number(row.itemId),
        title: row.title,
        path: row.path,
        snippet: segmentsOf(row.snippet),
      }));
      return { hits, groups, total };
    },

    async suggest(tokens: readonly string[], areas: readonly SearchArea[]) {
      const words = suggestibleTokens(tokens);
      if (words.length === 0 || areas.length === 0) return [];
      const candidates: VocabularyTerm[] = [];
      for (const word of words) {
        const range = candidateRangeOf(word);
        const rows = await db.all<{ term: string; documents: unknown }>(sql`SELECT term, sum(documents) AS documents
          FROM search_terms
          WHERE area IN (${listOf(areas)}) AND term >= ${range.first} AND term < ${range.next}
            AND length(term) BETWEEN ${range.minLength} AND ${range.maxLength}
          GROUP BY term
          LIMIT 2000`);
        candidates.push(...rows.map((row) => ({ term: row.term, documents: Number(row.documents) })));
      }
      return closestTerms(words, candidates);
    },
  };
}
