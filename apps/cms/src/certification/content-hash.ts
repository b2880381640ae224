import { createHash } from 'node:crypto';

import { meaningOf } from '../utilities/contentMeaning';

/**
 * The parts of a document that are not its final form: Payload's own bookkeeping, computed fields, the certificate
 * line the publishing gate writes (certification/gate.ts), and whether the side menu features the item (where it is
 * listed, not what it says).
 */
const NOT_CONTENT = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  'reviewStatus',
  'certifiedBy',
  'deletedAt',
  'featured',
]);

/** A group whose fields are all unset, or a list with no rows, is unset too: Payload stores them either way. */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) {
    const rows = value.map(pruned).filter((row) => row !== undefined);
    return rows.length === 0 ? undefined : rows;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, pruned(inner)] as const)
      .filter(([, inner]) => inner !== undefined && inner !== null);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * A related document (an upload, a relationship) counts by its id, whether the read populated it or not: a document
 * is an object with an id and a creation time, which a group or a list's row never has.
 */
function byIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(byIds);
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('id' in object && 'createdAt' in object) return object.id;
    return Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, byIds(inner)]));
  }
  return value;
}

/** A document's final form, field by field, as certification sees it: every field but `NOT_CONTENT`, as it means. */
export function finalFormOf(doc: Record<string, unknown>): unknown {
  const content = Object.fromEntries(Object.entries(doc).filter(([key]) => !NOT_CONTENT.has(key)));
  return pruned(meaningOf(byIds(content))) ?? {};
}

/**
 * The SHA-256 of a document's final form (hex). Relationships and uploads count by id, populated or not; rich text counts as the words the portal shows, and an empty value as unset (utilities/contentMeaning.ts).
 */
export function contentHashOf(doc: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify(finalFormOf(doc)))
    .digest('hex');
}
