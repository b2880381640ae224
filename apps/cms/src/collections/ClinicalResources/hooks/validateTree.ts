import type { ClinicalResourceKind } from '@hcp/contracts/clinical-resources';
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
  ValidationError,
} from 'payload';

import { idOf, placementProblem, type TreeNode } from '../tree';

const COLLECTION = 'clinical-resources';
/** The tree is two levels deep; the walk stops well after that, so corrupt data cannot loop forever. */
const MAX_LINEAGE = 8;

/** The chain from `parentId` upwards, each as its latest saved version (drafts included): editors see what they made. */
async function lineageOf(req: PayloadRequest, parentId: number | null): Promise<TreeNode[] | undefined> {
  const lineage: TreeNode[] = [];
  let next = parentId;
  while (next !== null && lineage.length < MAX_LINEAGE && !lineage.some((node) => node.id === next)) {
    const doc = await req.payload
      .findByID({
        collection: COLLECTION,
        id: next,
        depth: 0,
        draft: true,
        overrideAccess: true,
        req,
        disableErrors: true,
      })
      .catch(() => null);
    if (!doc) return lineage.length === 0 ? undefined : lineage;
    const parent = idOf(doc.parent);
    lineage.push({ id: doc.id, kind: doc.kind, parent });
    next = parent;
  }
  return lineage;
}

/** Whether any item, in its published or its latest draft version, names `id` as its parent. */
async function hasChildren(req: PayloadRequest, id: number): Promise<boolean> {
  for (const draft of [false, true]) {
    const { totalDocs } = await req.payload.count({
      collection: COLLECTION,
      where: { parent: { equals: id } },
      overrideAccess: true,
      req,
      ...(draft ? { draft: true } : {}),
    });
    if (totalDocs > 0) return true;
  }
  return false;
}

/** Rejects any save, draft or published, that would break the tree (cycles, resources holding items, stray levels). */
export const validateTree: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const id = operation === 'update' ? idOf((originalDoc as { id?: unknown } | undefined)?.id) : null;
  const kind = (data.kind ?? (originalDoc as { kind?: unknown } | undefined)?.kind) as ClinicalResourceKind;
  const parentId = idOf('parent' in data ? data.parent : (originalDoc as { parent?: unknown } | undefined)?.parent);
  const lineage = await lineageOf(req, parentId);
  const problem = lineage
    ? placementProblem({
        id: id ?? undefined,
        kind,
        slug: typeof data.slug === 'string' ? data.slug : undefined,
        lineage,
        hasChildren: id !== null && kind === 'resource' ? await hasChildren(req, id) : false,
      })
    : { path: 'parent' as const, message: 'The chosen parent no longer exists.' };
  if (problem) throw new ValidationError({ collection: COLLECTION, errors: [problem], req });
  return data;
};

/** An item holding others cannot be deleted: its resources would lose their place in the portal. */
export const keepChildrenPlaced: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const itemId = idOf(id);
  if (itemId !== null && (await hasChildren(req, itemId))) {
    throw new APIError('Other items sit inside this one. Move or delete them first.', 400, undefined, true);
  }
};
