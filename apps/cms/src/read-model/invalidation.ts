import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload';

import { bumpReadModelGeneration } from '../db/read-model';

/**
 * The collections whose records belong to one account, or to the server's own book-keeping: a change to one never
 * alters what another account reads, so it leaves the read model alone (pins and stars change all the time).
 * Every other collection and global feeds the published read model (a new collection does, until it is named here);
 * tests/integration/read-model.test.ts checks the names.
 */
export const PERSONAL_OR_OPERATIONAL_COLLECTIONS: ReadonlySet<string> = new Set([
  'admins',
  'users',
  'cpd-entries',
  'dashboards',
  'starred-stability-products',
  'recently-viewed-items',
  'form-submissions',
  'clinical-request-pins',
  'integration-clients',
  'form-uploads',
  'form-drafts',
  'bot-check-claims',
  'two-factor-credentials',
  'two-factor-challenges',
  'push-subscriptions',
  'push-deliveries',
  'audit-events',
  // Certified publishing's records: a published version carries its certificate line itself (certification/gate.ts).
  'certificates',
  'reviews',
  'review-comments',
  'data-exports',
  'consent-records',
]);

/** The globals that never feed a portal read: the read model's own generation row. */
const OPERATIONAL_GLOBALS: ReadonlySet<string> = new Set(['read-model']);

/**
 * Moves the read model to its next generation, inside the request's transaction when it has one, so the new number
 * and the change it marks become visible to other connections at the same commit: a reader that sees the new number
 * also sees the change, and every process drops its ready answers on its next request.
 */
export async function bumpReadModel(req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<void> {
  await bumpReadModelGeneration(req.payload, req);
}

/**
 * Every save moves the generation, an editor's draft too: the hook cannot tell a draft kept in the versions table
 * from a save that turned the stored item into a draft (an unpublish), and drafts are saved by hand, not per keystroke.
 */
const afterChange: CollectionAfterChangeHook = async ({ req }) => {
  await bumpReadModel(req);
};

const afterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await bumpReadModel(req);
};

const afterGlobalChange: GlobalAfterChangeHook = async ({ req }) => {
  await bumpReadModel(req);
};

/** Whether a change to the collection can alter what some portal account reads. */
export function feedsReadModel(slug: string): boolean {
  return !PERSONAL_OR_OPERATIONAL_COLLECTIONS.has(slug);
}

/** Adds the read model's invalidation to every collection whose changes can alter what a portal account reads. */
export function withReadModelInvalidation(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((config) =>
    feedsReadModel(config.slug)
      ? {
          ...config,
          hooks: {
            ...config.hooks,
            afterChange: [...(config.hooks?.afterChange ?? []), afterChange],
            afterDelete: [...(config.hooks?.afterDelete ?? []), afterDelete],
          },
        }
      : config,
  );
}

/** The same for globals (the brand), leaving out the read model's own row. */
export function withGlobalReadModelInvalidation(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((config) =>
    OPERATIONAL_GLOBALS.has(config.slug)
      ? config
      : {
          ...config,
          hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), afterGlobalChange] },
        },
  );
}
