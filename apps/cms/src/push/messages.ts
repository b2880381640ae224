import { AREAS } from '@hcp/contracts/areas';
import { type PushArea, type PushMessage, PushMessageSchema } from '@hcp/contracts/push';
import type { Payload, PayloadRequest } from 'payload';

/** The collections whose publishing can notify, and the area each belongs to. */
export const PUSH_COLLECTIONS = {
  'important-updates': 'important-updates',
  'stability-products': 'stability',
  'education-items': 'education',
} as const satisfies Record<string, PushArea>;
export type PushCollection = keyof typeof PUSH_COLLECTIONS;

const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`);

function message(title: string, body: string, url: string, tag: string): PushMessage {
  return PushMessageSchema.parse({ title: clip(title, 120), body: clip(body, 400), url, tag });
}

/** The published item, or undefined while it is a draft or after it was withdrawn. */
async function published<C extends PushCollection>(
  payload: Payload,
  collection: C,
  id: number,
  req: Partial<PayloadRequest> | undefined,
) {
  const found = await payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return found.docs[0];
}

/**
 * What the notification about a published item says and which portal page it opens; undefined when the item is not
 * published (any more), so nothing is sent about a draft or a withdrawn item.
 */
export async function pushMessageFor(
  payload: Payload,
  collection: PushCollection,
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<PushMessage | undefined> {
  const tag = `${collection}-${String(id)}`;
  if (collection === 'important-updates') {
    const update = await published(payload, 'important-updates', id, req);
    return update && message(update.title, update.summary, AREAS['important-updates'].itemPath(update.slug), tag);
  }
  if (collection === 'stability-products') {
    const product = await published(payload, 'stability-products', id, req);
    if (!product) return undefined;
    const name = `${product.name} ${product.strength}`;
    return message(`Stability data: ${name}`, product.summary, AREAS.stability.itemPath(product.slug), tag);
  }
  const item = await published(payload, 'education-items', id, req);
  const parentId = typeof item?.parent === 'object' ? item.parent.id : item?.parent;
  if (!item || parentId === undefined) return undefined;
  const parent = await payload.findByID({
    collection: 'education-courses',
    id: parentId,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return message(item.title, item.summary, AREAS.education.itemPath(item.slug, parent.slug), tag);
}
