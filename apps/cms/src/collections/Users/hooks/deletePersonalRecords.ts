import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload';

/**
 * The account's personal records that exist only for it go with it: its dashboard, pins, stars, recently viewed
 * items, consent records, data exports, form drafts (whose files go with their rows) and single sign-on links. Their owner columns would otherwise be
 * set to null and the rows left behind. Form submissions are not here: erasure decides which are kept
 * (privacy/erasure.ts).
 */
const OWNED: { collection: CollectionSlug; owner: string }[] = [
  { collection: 'dashboards', owner: 'owner' },
  { collection: 'clinical-request-pins', owner: 'owner' },
  { collection: 'starred-stability-products', owner: 'owner' },
  { collection: 'recently-viewed-items', owner: 'owner' },
  { collection: 'consent-records', owner: 'account' },
  { collection: 'data-exports', owner: 'account' },
  // Saved drafts of forms, with their files (the drafts' own hook deletes those).
  { collection: 'form-drafts', owner: 'owner' },
  // The organisations' sign-ins linked to the account (with the address each last gave).
  { collection: 'sso-identities', owner: 'user' },
];

export const deletePersonalRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const { collection, owner } of OWNED) {
    await req.payload.delete({
      collection,
      where: { [owner]: { equals: id } },
      // Staff who may delete accounts may not read these; removing them with the account is the system's own act.
      overrideAccess: true,
      req,
    });
  }
};
