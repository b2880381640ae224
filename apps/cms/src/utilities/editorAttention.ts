import type { CollectionSlug, Payload, TypedUser, Where } from 'payload';

import { isContentCollection } from '../collections/contentCollection';
import { startOfTodayUtc } from '../fields/governance';

/** What the admin home counts in every content collection, in the order it shows them. */
export const ATTENTION_KINDS = ['awaitingApproval', 'drafts', 'expiringSoon', 'expired'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const ATTENTION_LABELS: Record<AttentionKind, string> = {
  awaitingApproval: 'Awaiting approval',
  drafts: 'Drafts to review',
  expiringSoon: 'Expiring within 30 days',
  expired: 'Expired',
};

/** How far ahead "expiring soon" looks: items whose last served day is within the next 30 days. */
const EXPIRY_WINDOW_DAYS = 30;

function daysAfter(startOfDay: string, days: number): string {
  return new Date(new Date(startOfDay).getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * The queries behind each count, on the latest version of each item (what the admin's lists show). An item awaits
 * approval when it has no approval code: new, or cleared because its clinical data changed since it was approved.
 */
export function attentionWheres(now: Date = new Date()): Record<AttentionKind, Where> {
  const today = startOfTodayUtc(now);
  return {
    awaitingApproval: {
      or: [{ 'governance.approvalCode': { exists: false } }, { 'governance.approvalCode': { equals: '' } }],
    },
    drafts: { _status: { equals: 'draft' } },
    expiringSoon: {
      and: [
        { 'governance.reviewBy': { greater_than_equal: today } },
        { 'governance.reviewBy': { less_than: daysAfter(today, EXPIRY_WINDOW_DAYS + 1) } },
      ],
    },
    expired: { 'governance.reviewBy': { less_than: today } },
  };
}

/** The submissions received since midnight UTC. */
export function receivedTodayWhere(now: Date = new Date()): Where {
  return { createdAt: { greater_than_equal: startOfTodayUtc(now) } };
}

export type CollectionAttention = { slug: CollectionSlug; label: string; counts: Record<AttentionKind, number> };

function pluralLabelOf(labels: unknown, slug: string): string {
  const plural = (labels as { plural?: unknown } | undefined)?.plural;
  return typeof plural === 'string' ? plural : slug;
}

async function countLatest(payload: Payload, user: TypedUser, slug: CollectionSlug, where: Where): Promise<number> {
  // `find` with drafts reads each item's latest version, as the admin's list does; `count` reads published rows only.
  const { totalDocs } = await payload.find({
    collection: slug,
    where,
    draft: true,
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  });
  return totalDocs;
}

/** Each content collection's counts, read as the signed-in CMS account under the collections' own access rules. */
export async function contentAttention(
  payload: Payload,
  user: TypedUser,
  now: Date = new Date(),
): Promise<CollectionAttention[]> {
  const wheres = attentionWheres(now);
  const collections = payload.config.collections.filter(isContentCollection);
  return Promise.all(
    collections.map(async (collection) => {
      const slug = collection.slug;
      const counts = await Promise.all(ATTENTION_KINDS.map((kind) => countLatest(payload, user, slug, wheres[kind])));
      return {
        slug,
        label: pluralLabelOf(collection.labels, slug),
        counts: Object.fromEntries(ATTENTION_KINDS.map((kind, index) => [kind, counts[index] ?? 0])) as Record<
          AttentionKind,
          number
        >,
      };
    }),
  );
}

/** Form submissions received today, read as the signed-in CMS account: the access rule lets administrators only. */
export async function submissionsReceivedToday(
  payload: Payload,
  user: TypedUser,
  now: Date = new Date(),
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'form-submissions',
    where: receivedTodayWhere(now),
    user,
    overrideAccess: false,
  });
  return totalDocs;
}

/** Flattens a query into the list view's `where[…]` parameters, as Payload's admin writes them itself. */
function whereParams(value: unknown, prefix: string, params: URLSearchParams): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => whereParams(item, `${prefix}[${String(index)}]`, params));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) whereParams(inner, `${prefix}[${key}]`, params);
  } else {
    params.append(prefix, String(value));
  }
}

/** The admin list of a collection, filtered by `where`. */
export function filteredListUrl(adminRoute: string, slug: string, where: Where): string {
  const params = new URLSearchParams();
  whereParams(where, 'where', params);
  return `${adminRoute}/collections/${slug}?${params.toString()}`;
}
