import type { CollectionBeforeDeleteHook } from 'payload';

/**
 * An account's CPD log is personal data that nobody else may read: it goes with the account (and must, since an
 * entry cannot exist without its owner).
 */
export const deleteCpdLog: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'cpd-entries',
    where: { owner: { equals: id } },
    // Staff who may delete accounts may not read CPD logs; erasing one with its account is the system's own act.
    overrideAccess: true,
    req,
  });
};
