import type { CollectionBeforeChangeHook } from 'payload';

/** Set on the request context when an identity provider's groups decide the role (sso/cms-accounts.ts). */
export const ROLE_FROM_PROVIDER = 'roleFromProvider';

/**
 * The very first CMS account (created on the admin's first-run screen) must be able to administer the rest. Not one an
 * identity provider makes: its groups decide, and the first editor to sign in must not become an administrator.
 */
export const firstAccountIsAdministrator: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || (req.context as Record<string, unknown>)[ROLE_FROM_PROVIDER] === true) return data;
  const { totalDocs } = await req.payload.count({ collection: 'admins', req });
  return totalDocs === 0 ? { ...data, role: 'admin' } : data;
};
