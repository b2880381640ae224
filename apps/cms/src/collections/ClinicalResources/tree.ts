import { type ClinicalResourceKind, RESERVED_SLUGS } from '@hcp/contracts/clinical-resources';

/** An item of the tree as the placement rules see it. */
export type TreeNode = { id: number; kind: ClinicalResourceKind; parent: number | null };

/** Where a problem belongs in the editor: the field it is shown on. */
export type PlacementProblem = { path: 'parent' | 'kind' | 'slug'; message: string };

type Placement = {
  /** Absent while the item is being created. */
  id?: number | undefined;
  kind: ClinicalResourceKind;
  slug?: string | null | undefined;
  /** The proposed parent and its ancestors, nearest first; empty at the top level. */
  lineage: readonly TreeNode[];
  /** Whether other items name this one as their parent. */
  hasChildren: boolean;
};

/**
 * The rules of the two-level tree: categories and learning modules at the top, resources inside them, never a
 * loop. Returns the first problem, or undefined when the item may stand there.
 */
export function placementProblem({ id, kind, slug, lineage, hasChildren }: Placement): PlacementProblem | undefined {
  const parent = lineage[0];
  if (parent && id !== undefined) {
    if (parent.id === id) return { path: 'parent', message: 'An item cannot be its own parent.' };
    if (lineage.some((node) => node.id === id)) {
      return {
        path: 'parent',
        message: 'The chosen parent lies inside this item, so the tree would go round in a circle.',
      };
    }
  }
  if (kind === 'resource' && hasChildren) {
    return { path: 'kind', message: 'Other items sit inside this one, so it cannot be a resource. Move them first.' };
  }
  if (!parent) {
    if (kind === 'resource') {
      return { path: 'parent', message: 'A resource needs a parent: choose its category or learning module.' };
    }
  } else {
    if (kind !== 'resource') {
      return {
        path: 'parent',
        message: 'Categories and learning modules stand at the top level: remove the parent, or make this a resource.',
      };
    }
    if (parent.kind === 'resource' || parent.parent !== null) {
      return { path: 'parent', message: 'A resource belongs to a top-level category or learning module.' };
    }
  }
  if (slug && RESERVED_SLUGS[kind].includes(slug)) {
    return { path: 'slug', message: `The portal uses “${slug}” in its own addresses; choose another slug.` };
  }
  return undefined;
}

/** A relationship value as an id, whether it arrives as a number, a populated document or nothing. */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (value && typeof value === 'object' && 'id' in value) return idOf(value.id);
  return null;
}
