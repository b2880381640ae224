import type { CollectionAfterDeleteHook } from 'payload';

import type { FormDraft } from '../../../payload-types';

/** Set on a delete's `context` to keep these uploads: the files a sent form took over from its draft. */
export type DraftDeleteContext = { keepUploads?: number[] };

/** The upload ids a draft keeps. */
export function draftUploadIds(draft: Pick<FormDraft, 'files'>): number[] {
  return (draft.files ?? []).map(({ upload }) => (typeof upload === 'number' ? upload : upload.id));
}

/**
 * A draft's files go with it (discarded, expired, or its account deleted), except those a sent form took over. Run in
 * the delete's transaction, so a draft and its files go together or not at all.
 */
export const deleteDraftFiles: CollectionAfterDeleteHook<FormDraft> = async ({ doc, req, context }) => {
  const keep = new Set((context as DraftDeleteContext).keepUploads ?? []);
  const ids = draftUploadIds(doc).filter((id) => !keep.has(id));
  if (ids.length === 0) return;
  await req.payload.delete({
    collection: 'form-uploads',
    where: { id: { in: ids } },
    // Form uploads refuse deletes through access control to everyone but administrators; this is the system's own act.
    overrideAccess: true,
    req,
  });
};
