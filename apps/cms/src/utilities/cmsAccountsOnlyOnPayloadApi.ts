import type { Access, CollectionBeforeOperationHook, CollectionConfig, PayloadRequest } from 'payload';
import { Forbidden } from 'payload';

/**
 * The second wall behind the server's gate (server/payload-gate.ts): on Payload's own REST and GraphQL surfaces only
 * CMS accounts are granted anything. A portal account, an integration client or a stranger that somehow reached them
 * gets nothing but the public images, and cannot run an auth operation on a portal-side collection; the portal API
 * calls the local API, where the collections' own rules apply.
 */

/** Whether the request came through Payload's REST or GraphQL handlers without a CMS account. */
function notCmsAccountOnPayloadApi(req: PayloadRequest, adminUserSlug: string): boolean {
  return req.payloadAPI !== 'local' && req.user?.collection !== adminUserSlug;
}

const AUTH_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword', 'refresh', 'unlock', 'verifyEmail']);

type AccessMap = NonNullable<CollectionConfig['access']>;

function guardAccess(access: AccessMap, adminUserSlug: string, publicRead: boolean): AccessMap {
  const guarded: Record<string, unknown> = {};
  for (const [operation, rule] of Object.entries(access)) {
    if (typeof rule !== 'function' || (publicRead && operation === 'read')) {
      guarded[operation] = rule;
      continue;
    }
    const original: Access = rule;
    const guardedRule: Access = (args) => (notCmsAccountOnPayloadApi(args.req, adminUserSlug) ? false : original(args));
    guarded[operation] = guardedRule;
  }
  return guarded;
}

/** Payload's defaults for the operations a collection leaves open: signed-in accounts only. */
const DEFAULT_OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const;
const signedIn: Access = ({ req }) => Boolean(req.user);

/**
 * Wraps every collection's access rules; `publicRead` names the collections whose files anyone may read (the images
 * the portal shows).
 */
export function cmsAccountsOnlyOnPayloadApi(
  collections: CollectionConfig[],
  { adminUserSlug, publicRead }: { adminUserSlug: string; publicRead: readonly string[] },
) {
  return collections.map((collection): CollectionConfig => {
    const access: AccessMap = { ...collection.access };
    for (const operation of DEFAULT_OPERATIONS) {
      if (operation === 'readVersions' && !collection.versions) continue;
      if (operation === 'unlock' && !collection.auth) continue;
      access[operation] ??= signedIn;
    }
    const refuseForeignAuth: CollectionBeforeOperationHook = (hook) => {
      // Read as a plain name: Payload's union still lists operations it has deprecated.
      const operation = (hook as { operation: string }).operation;
      if (hook.req.payloadAPI !== 'local' && AUTH_OPERATIONS.has(operation)) throw new Forbidden(hook.req.t);
    };
    const isPortalSideAuth = Boolean(collection.auth) && collection.slug !== adminUserSlug;
    return {
      ...collection,
      access: guardAccess(access, adminUserSlug, publicRead.includes(collection.slug)),
      hooks: isPortalSideAuth
        ? { ...collection.hooks, beforeOperation: [refuseForeignAuth, ...(collection.hooks?.beforeOperation ?? [])] }
        : collection.hooks,
    };
  });
}
