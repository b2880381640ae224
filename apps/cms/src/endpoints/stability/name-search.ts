import type { Where } from 'payload';

/**
 * Database LIKE treats `%`, `_` (and in PostgreSQL `\`) as wildcards and Payload passes them through unescaped, so
 * the database only narrows the candidates by the query's plain fragments; `matchesName` then decides exactly.
 */
export function nameCandidates(query: string): Where | undefined {
  const fragments = query.split(/[%_\\\s]+/).filter(Boolean);
  if (fragments.length === 0) return undefined;
  const like = { like: fragments.join(' ') };
  return { or: [{ name: like }, { inn: like }, { synonyms: like }] };
}

/**
 * Whether `nameCandidates(query)` matches exactly what `matchesName` keeps: a query of one plain fragment, which
 * LIKE reads as "contains, ignoring case" (ASCII case in SQLite; the candidates were narrowed that way already).
 */
export function isExactCandidates(query: string): boolean {
  return /^[^%_\\\s]+$/.test(query);
}

/** The names a product is searched by: its brand name, its generic name (INN) and its synonyms. */
export type ProductNames = { name: string; inn?: string | null; synonyms?: readonly string[] | null };

/** Whether the product's name, INN or one of its synonyms contains the query as plain text, ignoring case. */
export function matchesName(product: ProductNames, query: string): boolean {
  const needle = query.toLocaleLowerCase('en-GB');
  return [product.name, product.inn ?? '', ...(product.synonyms ?? [])].some((name) =>
    name.toLocaleLowerCase('en-GB').includes(needle),
  );
}
