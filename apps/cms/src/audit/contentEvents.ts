import type {
  CollectionSlug,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  PayloadRequest,
  SanitizedCollectionConfig,
  TypeWithID,
} from 'payload';

import type { AuditAction } from './actions';
import { auditActorOf, auditOriginOf } from './origin';
import { recordAuditEvent } from './record';

type Status = 'draft' | 'published' | undefined;

/** An item of a collection with drafts, as the hooks see it. */
type ContentItem = TypeWithID & { _status?: Status } & Record<string, unknown>;

/** What the stored item (not its latest draft) was before this save, per collection and id, in the request's context. */
const STORED_STATUS_KEY = 'auditStoredStatus';
/** The item's last version before a delete removes its versions. */
const DELETED_VERSION_KEY = 'auditDeletedVersion';

function contextMap(req: PayloadRequest, key: string): Record<string, string | undefined> {
  const context = req.context as Record<string, unknown>;
  const existing = context[key] as Record<string, string | undefined> | undefined;
  if (existing) return existing;
  const created: Record<string, string | undefined> = {};
  context[key] = created;
  return created;
}

const itemKey = (slug: string, id: number | string) => `${slug}:${String(id)}`;

/**
 * The stored item's status. With drafts, Payload keeps the published item in the collection's table and a saved draft
 * only in its versions, so the table says whether the portal shows the item; the hooks' `previousDoc` is the latest
 * version, which may be a newer draft.
 */
async function storedStatus(req: PayloadRequest, slug: CollectionSlug, id: number | string): Promise<Status> {
  const stored = await req.payload.db.findOne<{ id: number; _status?: Status }>({
    collection: slug,
    where: { id: { equals: id } },
    req,
  });
  return stored?._status ?? undefined;
}

/** The id of the item's newest version: the one this save or delete leaves or removes. */
async function latestVersionId(
  req: PayloadRequest,
  slug: CollectionSlug,
  id: number | string,
): Promise<string | undefined> {
  const { docs } = await req.payload.db.findVersions({
    collection: slug,
    where: { parent: { equals: id } },
    // Version ids only grow, so the highest is the newest, even for two saves within one millisecond.
    sort: '-id',
    limit: 1,
    pagination: false,
    req,
  });
  // Typed as a string, but a number on both our databases.
  const version: unknown = docs[0]?.id;
  return typeof version === 'number' || typeof version === 'string' ? String(version) : undefined;
}

function labelOf(collection: SanitizedCollectionConfig, doc: Record<string, unknown>): string | undefined {
  const titleField = collection.admin.useAsTitle;
  const title = (titleField ? doc[titleField] : undefined) ?? doc.title;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

async function record(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  action: AuditAction,
  doc: Record<string, unknown> & { id: number | string },
  version: string | undefined,
): Promise<void> {
  // In the save's own transaction (`req`): an item is published, unpublished or deleted only with its record.
  await recordAuditEvent(
    req.payload,
    {
      action,
      actor: auditActorOf(req),
      target: { collection: collection.slug, id: doc.id, label: labelOf(collection, doc), version },
      ...auditOriginOf(req),
    },
    req,
  );
}

const rememberStoredStatus: CollectionBeforeChangeHook<ContentItem> = async ({
  collection,
  operation,
  originalDoc,
  req,
  data,
}) => {
  if (operation === 'update' && originalDoc) {
    const { id } = originalDoc;
    contextMap(req, STORED_STATUS_KEY)[itemKey(collection.slug, id)] = await storedStatus(req, collection.slug, id);
  }
  return data;
};

/**
 * A save that leaves the item published publishes a new version (a first publish, or published changes); a save that
 * turns a published item into a draft in its table unpublishes it. Saving a draft beside a published item changes only
 * the versions, so it is neither.
 */
const recordPublishing: CollectionAfterChangeHook<ContentItem> = async ({ collection, doc, operation, req }) => {
  const item = doc;
  if (item._status === 'published') {
    await record(req, collection, 'content.published', item, await latestVersionId(req, collection.slug, item.id));
    return doc;
  }
  if (operation !== 'update') return doc;
  const before = contextMap(req, STORED_STATUS_KEY)[itemKey(collection.slug, item.id)];
  if (before !== 'published') return doc;
  if ((await storedStatus(req, collection.slug, item.id)) !== 'draft') return doc;
  await record(req, collection, 'content.unpublished', item, await latestVersionId(req, collection.slug, item.id));
  return doc;
};

const rememberLastVersion: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  contextMap(req, DELETED_VERSION_KEY)[itemKey(collection.slug, id)] = await latestVersionId(req, collection.slug, id);
};

const recordDeletion: CollectionAfterDeleteHook<ContentItem> = async ({ collection, doc, id, req }) => {
  const version = contextMap(req, DELETED_VERSION_KEY)[itemKey(collection.slug, id)];
  await record(req, collection, 'content.deleted', { ...doc, id }, version);
  return doc;
};

/** Whether editors publish the collection's items: it keeps drafts and versions. */
export function hasDrafts(config: Pick<CollectionConfig, 'versions'>): boolean {
  const { versions } = config;
  return typeof versions === 'object' && Boolean(versions.drafts);
}

/**
 * Adds the audit trail's content events (publish, unpublish, delete: who, what, when, which version) to every
 * collection with drafts, whichever path changes it: the admin, Payload's REST API, the local API.
 */
export function withContentAudit(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((config) =>
    hasDrafts(config)
      ? {
          ...config,
          hooks: {
            ...config.hooks,
            beforeChange: [...(config.hooks?.beforeChange ?? []), rememberStoredStatus],
            afterChange: [...(config.hooks?.afterChange ?? []), recordPublishing],
            beforeDelete: [...(config.hooks?.beforeDelete ?? []), rememberLastVersion],
            afterDelete: [...(config.hooks?.afterDelete ?? []), recordDeletion],
          },
        }
      : config,
  );
}
