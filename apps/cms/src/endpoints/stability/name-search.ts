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
 * The database's own match for a query without LIKE's wildcards: "contains, ignoring case" is then exactly what
 * `matchesName` keeps (ASCII case in SQLite, as the candidates were always narrowed), so the database can count and
 * page the matches. Undefined for a query holding `%`, `_` or `\`, which only `matchesName` can decide.
 */
export function exactNameMatch(query: string): Where | undefined {
  if (query === '' || /[%_\\]/.test(query)) return undefined;
  const contains = { contains: query };
  return { or: [{ name: contains }, { inn: contains }, { synonyms: contains }] };
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
