import type { CollectionBeforeOperationHook, FieldHook } from 'payload';

type NameAndStrength = { name?: unknown; strength?: unknown } | undefined;

function titleOf(name: unknown, strength: unknown): string | undefined {
  if (typeof name !== 'string' || typeof strength !== 'string') return undefined;
  return `${name.trim()} ${strength.trim()}`.trim();
}

/** "Cefravex" and "1 g" make "Cefravex 1 g", kept current when either changes. */
export const titleFromNameAndStrength: FieldHook = ({ data, originalDoc, value }) => {
  const incoming = data as NameAndStrength;
  const stored = originalDoc as NameAndStrength;
  return titleOf(incoming?.name ?? stored?.name, incoming?.strength ?? stored?.strength) ?? (value as unknown);
};

/**
 * Field hooks run side by side, so the slug (made from the title) cannot wait for the title's own hook: the title is
 * set on the incoming data before any field hook runs.
 */
export const titleBeforeSlug: CollectionBeforeOperationHook = ({ args }) => {
  // Only the create and update operations carry data.
  const data = (args as { data?: Record<string, unknown> }).data;
  const title = titleOf(data?.name, data?.strength);
  if (data && title) data.title = title;
  return args;
};
