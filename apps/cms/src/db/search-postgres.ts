import type { SearchArea, SearchGroup, SearchHit } from '@hcp/contracts/search';
import { type SQL, sql } from 'drizzle-orm';

import type { SearchDocument, SearchIndex, SearchPage, SearchRequest } from './search-index';
import {
  closestTerms,
  HEADLINE_SHIELD,
  indexableText,
  MARK_END,
  MARK_START,
  segmentsOf,
  suggestibleTokens,
  tsQueryText,
  unshield,
  type VocabularyTerm,
  withoutMarkers,
} from '../search/query';
import { addTerms, dropTerms, listOf, type RunStatement } from './search-terms';
import { candidateRangeOf, vocabularyChange, vocabularyOf } from '../search/vocabulary';

/** The part of drizzle's node-postgres database the index uses. */
type PostgresDatabase = { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> };

/** ts_headline's options: our markers, a short fragment or two around the matches. */
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=30, MinWords=12, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`;
/** ts_rank normalisation 1: divide by 1 + log(length), so a long body does not outrank a title. */
const RANK_NORMALISATION = 1;

/** The PostgreSQL index: a `simple` tsvector under GIN, ranked with ts_rank, highlighted with ts_headline. */
export function postgresSearchIndex(handle: unknown): SearchIndex {
  const db = handle as PostgresDatabase;
  const statement: RunStatement = (query) => db.execute(query);

  /** Deletes the stored row and answers its area and vocabulary, or undefined when there was none. */
  async function take(collection: string, itemId: number) {
    const { rows } = await db.execute(
      sql`DELETE FROM search_documents WHERE collection = ${collection} AND item_id = ${itemId}
        RETURNING area, title, body`,
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return { area: row.area as SearchArea, terms: vocabularyOf(String(row.title), String(row.body)) };
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
      await db.execute(sql`INSERT INTO search_documents (collection, area, item_id, title, body, path, review_by, search_vector)
        VALUES (${document.collection}, ${document.area}, ${document.itemId}, ${title}, ${body}, ${document.path}, ${document.reviewBy}::date,
          setweight(to_tsvector('simple', ${indexableText(title)}), 'A')
            || setweight(to_tsvector('simple', ${indexableText(body)}), 'B'))`);
      // Only the words that changed touch the vocabulary, so re-saving an item rewrites none of it.
      const change = vocabularyChange(old, document.area, vocabularyOf(title, body));
      await dropTerms(statement, change.dropArea, change.dropped);
      await addTerms(statement, document.area, change.added);
    },

    async optimize() {
      // VACUUM cannot run in a transaction (autovacuum does it); fresh statistics help the planner at once.
      await db.execute(sql`ANALYZE search_documents`);
      await db.execute(sql`ANALYZE search_terms`);
    },

    async clear() {
      await db.execute(sql`DELETE FROM search_documents`);
      await db.execute(sql`DELETE FROM search_terms`);
    },

    async count() {
      const { rows } = await db.execute(sql`SELECT count(*) AS total FROM search_documents`);
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
      const query = sql`to_tsquery('simple', ${tsQueryText(tokens)})`;
      const kept = skipCollections.length > 0 ? sql` AND collection NOT IN (${listOf(skipCollections)})` : sql``;
      const matching = sql`search_vector @@ ${query} AND review_by >= ${today}::date${kept}`;
      const pageAreas = area ? [area] : areas;
      // One pass over the matching rows: rank each once (ts_rank reads its whole tsvector), count the areas from
      // the same rows, page the ranked ones, and build headlines for the page's rows only (ts_headline re-reads the
      // whole body). Counting and ranking in two queries read every match twice.
      const { rows } = await db.execute(sql`WITH matched AS MATERIALIZED (
          SELECT id, area, item_id, title, path, ts_rank(search_vector, ${query}, ${RANK_NORMALISATION}) AS rank
          FROM search_documents
          WHERE ${matching} AND area IN (${listOf(areas)})
        ), ranked AS (
          SELECT * FROM matched WHERE area IN (${listOf(pageAreas)})
          ORDER BY rank DESC, title, id
          LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
        )
        SELECT 0 AS part, area, count(*) AS hits, NULL::integer AS item_id, NULL::text AS title, NULL::text AS path,
          NULL::text AS snippet, NULL::real AS rank, NULL::integer AS id
        FROM matched GROUP BY area
        UNION ALL
        SELECT 1, ranked.area, NULL, ranked.item_id, ranked.title, ranked.path,
          ts_headline('simple', translate(document.body, ${HEADLINE_SHIELD.from}, ${HEADLINE_SHIELD.to}), ${query},
            ${HEADLINE_OPTIONS}),
          ranked.rank, ranked.id
        FROM ranked JOIN search_documents AS document ON document.id = ranked.id
        ORDER BY part, rank DESC, title, id`);
      const counts = new Map(
        rows.filter((row) => Number(row.part) === 0).map((row) => [String(row.area), Number(row.hits)]),
      );
      const groups = areas.map((name) => ({ area: name, count: counts.get(name) ?? 0 }));
      const total = groups.filter((group) => pageAreas.includes(group.area)).reduce((sum, g) => sum + g.count, 0);
      const pageRows = rows.filter((row) => Number(row.part) === 1);
      const hits: SearchHit[] = pageRows.map((row) => ({
        area: row.area as SearchArea,
        id: Number(row.item_id),
        title: String(row.title),
        path: String(row.path),
        snippet: segmentsOf(unshield(String(row.snippet))),
      }));
      return { hits, groups, total };
    },

    async suggest(tokens: readonly string[], areas: readonly SearchArea[]) {
      const words = suggestibleTokens(tokens);
      if (words.length === 0 || areas.length === 0) return [];
      const candidates: VocabularyTerm[] = [];
      for (const word of words) {
        const range = candidateRangeOf(word);
        const { rows } = await db.execute(sql`SELECT term, sum(documents) AS documents FROM search_terms
          WHERE area IN (${listOf(areas)}) AND term >= ${range.first} AND term < ${range.next}
            AND length(term) BETWEEN ${range.minLength} AND ${range.maxLength}
          GROUP BY term
          LIMIT 2000`);
        candidates.push(...rows.map((row) => ({ term: String(row.term), documents: Number(row.documents) })));
      }
      return closestTerms(words, candidates);
    },
  };
}
