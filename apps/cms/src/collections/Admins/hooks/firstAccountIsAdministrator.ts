import type { CollectionBeforeChangeHook } from 'payload';

/** The very first CMS account (created on the admin's first-run screen) must be able to administer the rest. */
export const firstAccountIsAdministrator: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const { totalDocs } = await req.payload.count({ collection: 'admins', req });
  return totalDocs === 0 ? { ...data, role: 'admin' } : data;
};
