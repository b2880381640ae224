import type { SearchArea } from '@hcp/contracts/search';
import { type SQL, sql } from 'drizzle-orm';

/** Runs a statement on either database: libSQL's `run` or node-postgres's `execute`. */
export type RunStatement = (query: SQL) => Promise<unknown>;

/** A comma-separated list of bound values, for `IN (…)`. */
export const listOf = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Counts one more document for each term of an area's vocabulary (the same SQL on SQLite and PostgreSQL). */
export async function addTerms(run: RunStatement, area: SearchArea, terms: readonly string[]) {
  if (terms.length === 0) return;
  await run(sql`INSERT INTO search_terms (area, term, documents)
    VALUES ${sql.join(
      terms.map((term) => sql`(${area}, ${term}, 1)`),
      sql`, `,
    )}
    ON CONFLICT (area, term) DO UPDATE SET documents = search_terms.documents + 1`);
}

/** Counts one document less for each term, and forgets the terms no document holds any more. */
export async function dropTerms(run: RunStatement, area: SearchArea, terms: readonly string[]) {
  if (terms.length === 0) return;
  await run(sql`UPDATE search_terms SET documents = documents - 1 WHERE area = ${area} AND term IN (${listOf(terms)})`);
  await run(sql`DELETE FROM search_terms WHERE area = ${area} AND documents <= 0`);
}
