import type { CollectionBeforeDeleteHook } from 'payload';

/**
 * A deleted form's saved drafts go first, with their files: they can never be sent, and their required link to the
 * form would otherwise stop the delete.
 */
export const deleteDraftsOfForm: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'form-drafts',
    where: { form: { equals: id } },
    // Editors who may delete a form may not read the drafts; removing them with it is the system's own act.
    overrideAccess: true,
    req,
  });
};
