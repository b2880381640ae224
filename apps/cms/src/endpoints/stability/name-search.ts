import type { Where } from 'payload';

/**
 * Database LIKE treats `%`, `_` (and in PostgreSQL `\`) as wildcards and Payload passes them through unescaped, so
 * the database only narrows the candidates by the query's plain fragments; `matchesName` then decides exactly.
 */
export function nameCandidates(query: string): Where | undefined {
  const fragments = query.split(/[%_\\\s]+/).filter(Boolean);
  return fragments.length > 0 ? { name: { like: fragments.join(' ') } } : undefined;
}

/** Whether a product name contains the query as plain text, ignoring case. */
export function matchesName(name: string, query: string): boolean {
  return name.toLocaleLowerCase('en-GB').includes(query.toLocaleLowerCase('en-GB'));
}
