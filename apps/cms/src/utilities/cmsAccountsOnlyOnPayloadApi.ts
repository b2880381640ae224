import type {
  Access,
  CollectionBeforeOperationHook,
  CollectionConfig,
  Endpoint,
  GlobalConfig,
  PayloadRequest,
} from 'payload';
import { Forbidden } from 'payload';

import { secondFactorSatisfied } from '../two-factor/admin-session';

/**
 * The second wall behind the server's gate (server/payload-gate.ts): on Payload's own REST and GraphQL surfaces only
 * CMS accounts are granted anything. A portal account, an integration client or a stranger that somehow reached them
 * gets nothing but the public images, and cannot run an auth operation on a portal-side collection; the portal API
 * calls the local API, where the collections' own rules apply.
 *
 * A CMS session that still owes its second factor (two-factor/admin-session.ts) is granted nothing either, on any
 * surface, the admin's own pages and server functions included: only its own account record, which the admin needs
 * to know who is signed in, and the collections' endpoints marked `custom.beforeSecondFactor` (the two-step sign-in's).
 */

/** Whether the request came through Payload's REST or GraphQL handlers without a CMS account. */
function notCmsAccountOnPayloadApi(req: PayloadRequest, adminUserSlug: string): boolean {
  return req.payloadAPI !== 'local' && req.user?.collection !== adminUserSlug;
}

const AUTH_OPERATIONS = new Set(['login', 'forgotPassword', 'resetPassword', 'refresh', 'unlock', 'verifyEmail']);

type AccessMap = NonNullable<CollectionConfig['access']>;

function guardAccess(access: AccessMap, collectionSlug: string, adminUserSlug: string, publicRead: boolean): AccessMap {
  const guarded: Record<string, unknown> = {};
  for (const [operation, rule] of Object.entries(access)) {
    if (typeof rule !== 'function' || (publicRead && operation === 'read')) {
      guarded[operation] = rule;
      continue;
    }
    const original: Access = rule;
    const ownRecordOnly = collectionSlug === adminUserSlug && operation === 'read';
    const guardedRule: Access = async (args) => {
      if (notCmsAccountOnPayloadApi(args.req, adminUserSlug)) return false;
      if (await secondFactorSatisfied(args.req)) return original(args);
      return ownRecordOnly && args.req.user ? { id: { equals: args.req.user.id } } : false;
    };
    guarded[operation] = guardedRule;
  }
  return guarded;
}

/** A collection's endpoint, refused to a CMS session that owes its second factor unless it serves that factor. */
function guardEndpoint(endpoint: Endpoint): Endpoint {
  if ((endpoint.custom as { beforeSecondFactor?: boolean } | undefined)?.beforeSecondFactor) return endpoint;
  return {
    ...endpoint,
    handler: async (req) =>
      (await secondFactorSatisfied(req))
        ? endpoint.handler(req)
        : Response.json({ errors: [{ message: 'Finish two-step sign-in first.' }] }, { status: 403 }),
  };
}

/** The globals' access rules, held back from a CMS session that owes its second factor. */
export function secondFactorOnGlobals(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((global) => {
    const access: Record<string, unknown> = {};
    const rules: Record<string, Access | undefined> = { ...global.access };
    // Payload's defaults for what a global leaves open: signed-in accounts only.
    for (const operation of ['read', 'update', 'readVersions', 'readDrafts']) rules[operation] ??= signedIn;
    for (const [operation, rule] of Object.entries(rules)) {
      if (!rule) {
        access[operation] = rule;
        continue;
      }
      const original: Access = rule;
      const guardedRule: Access = async (args) => ((await secondFactorSatisfied(args.req)) ? original(args) : false);
      access[operation] = guardedRule;
    }
    return { ...global, access };
  });
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
      access: guardAccess(access, collection.slug, adminUserSlug, publicRead.includes(collection.slug)),
      ...(Array.isArray(collection.endpoints) ? { endpoints: collection.endpoints.map(guardEndpoint) } : {}),
      hooks: isPortalSideAuth
        ? { ...collection.hooks, beforeOperation: [refuseForeignAuth, ...(collection.hooks?.beforeOperation ?? [])] }
        : collection.hooks,
    };
  });
}
