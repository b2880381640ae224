import {
  CERTIFICATION_STATEMENT,
  type CertifiedBy,
  type SignatoryProfession,
  SIGNATORY_PROFESSIONS,
} from '@hcp/contracts/certification';
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload';

import type { ReviewState } from '../collections/Reviews';
import type { Certificate, Review } from '../payload-types';
import { queueReviewMail } from '../jobs/reviewRequests';
import { contentHashOf } from './content-hash';

/**
 * Request context, set only by the server's own code (a request's context cannot be set from outside): publish while
 * certifying as this signatory (an admin id). The demo seed uses it; nothing a person sends can.
 */
export const CERTIFY_AS = 'certifyAs';
/** Request context set by the urgent-publication endpoint once it has checked the administrator and the reason. */
export const URGENT_PUBLICATION = 'urgentPublication';

/** The refusal of a workflow step: its HTTP status and the sentence the editor reads. */
export class WorkflowRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** A CMS account as certification needs it. */
export type Staff = {
  id: number;
  name: string;
  email: string;
  role: string;
  reviewer: boolean;
  signatory: boolean;
  profession: SignatoryProfession | null;
  registrationNumber: string | null;
};

type StoredAdmin = {
  id: number;
  name: string;
  email: string;
  role?: string | null;
  reviewer?: boolean | null;
  signatory?: boolean | null;
  profession?: string | null;
  registrationNumber?: string | null;
};

function staffOf(admin: StoredAdmin): Staff {
  const profession = SIGNATORY_PROFESSIONS.find((value) => value === admin.profession) ?? null;
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    role: admin.role ?? 'editor',
    reviewer: admin.reviewer === true,
    signatory: admin.signatory === true && profession !== null && Boolean(admin.registrationNumber),
    profession,
    registrationNumber: admin.registrationNumber ?? null,
  };
}

/** The CMS account signed in on `req`, read afresh (its roles may have changed since its token was made). */
export async function staffOnRequest(req: PayloadRequest): Promise<Staff | null> {
  const user = req.user as { collection?: unknown; id?: unknown } | null;
  if (user?.collection !== 'admins' || typeof user.id !== 'number') return null;
  return findStaff(req.payload, user.id, req);
}

export async function findStaff(payload: Payload, id: number, req?: PayloadRequest): Promise<Staff | null> {
  const admin = await payload.db.findOne<StoredAdmin>({
    collection: 'admins',
    where: { id: { equals: id } },
    ...(req ? { req } : {}),
  });
  return admin ? staffOf(admin) : null;
}

/** The accounts that may be asked to review, and those who may certify: for the submit dialog. */
export async function certificationPeople(payload: Payload): Promise<{ reviewers: Staff[]; signatories: Staff[] }> {
  const { docs } = await payload.find({
    collection: 'admins',
    where: { or: [{ reviewer: { equals: true } }, { signatory: { equals: true } }] },
    sort: 'name',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  });
  const staff = (docs as StoredAdmin[]).map(staffOf);
  return { reviewers: staff.filter((one) => one.reviewer), signatories: staff.filter((one) => one.signatory) };
}

/** Whether a collection's items are certified before they are published: content collections with clinical fields. */
function isCertified(config: { custom?: Record<string, unknown> }): boolean {
  return config.custom?.certified === true;
}

/** The collections whose publishing needs a certificate. */
export function certifiedCollections(payload: Payload): string[] {
  return payload.config.collections.filter(isCertified).map((collection) => collection.slug);
}

function collectionConfigOf(payload: Payload, slug: string) {
  const config = payload.config.collections.find((collection) => collection.slug === slug);
  if (!config || !isCertified(config)) {
    throw new WorkflowRefusal(404, 'This kind of item is not certified before publishing.');
  }
  return config;
}

/** An item's name as the admin lists it (its `useAsTitle` field), for mails, queues and certificates. */
export function titleOf(payload: Payload, slug: string, doc: Record<string, unknown>): string {
  const config = payload.config.collections.find((collection) => collection.slug === slug);
  const field = config?.admin.useAsTitle ?? 'id';
  const value = doc[field];
  return typeof value === 'string' && value !== '' ? value : `#${String(doc.id)}`;
}

/** How an area reads in a sentence: its plural label ("Stability products"). */
export function areaLabelOf(payload: Payload, slug: string): string {
  const label = payload.config.collections.find((collection) => collection.slug === slug)?.labels.plural;
  return typeof label === 'string' ? label : slug;
}

export type ReviewRow = Review;
export type CertificateRow = Certificate;

const itemWhere = (collection: string, id: number): Where => ({
  and: [{ itemCollection: { equals: collection } }, { itemId: { equals: id } }],
});

export async function reviewOf(
  payload: Payload,
  collection: string,
  id: number,
  req?: PayloadRequest,
): Promise<ReviewRow | null> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: itemWhere(collection, id),
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    ...(req ? { req } : {}),
  });
  return docs[0] ?? null;
}

/** Writes an item's review row, creating it on the item's first change. */
export async function saveReview(
  payload: Payload,
  collection: string,
  id: number,
  patch: Partial<Omit<ReviewRow, 'id' | 'itemCollection' | 'itemId' | 'createdAt' | 'updatedAt'>>,
  req?: PayloadRequest,
): Promise<ReviewRow> {
  const existing = await reviewOf(payload, collection, id, req);
  const common = { depth: 0, overrideAccess: true, ...(req ? { req } : {}) } as const;
  if (existing) {
    return payload.update({ collection: 'reviews', id: existing.id, data: patch, ...common });
  }
  return payload.create({
    collection: 'reviews',
    data: { itemCollection: collection, itemId: id, state: 'draft', ...patch },
    ...common,
  });
}

/** The newest certificate of an item whose hash is `contentHash`: the certificate of that exact final form. */
export async function certificateFor(
  payload: Payload,
  collection: string,
  id: number,
  contentHash: string,
  req?: PayloadRequest,
): Promise<CertificateRow | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { and: [...(itemWhere(collection, id).and ?? []), { contentHash: { equals: contentHash } }] },
    sort: '-certifiedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    ...(req ? { req } : {}),
  });
  return docs[0] ?? null;
}

/** The certificate line the portal shows, from a certificate. */
export function certifiedByOf(certificate: Pick<CertificateRow, 'signatoryName' | 'profession' | 'certifiedAt'>) {
  return {
    name: certificate.signatoryName,
    profession: certificate.profession,
    certifiedAt: certificate.certifiedAt,
  } satisfies CertifiedBy;
}

/** The item's latest version (a draft, or what is published when no draft is newer), read at depth 0. */
export async function latestOf(
  payload: Payload,
  collection: string,
  id: number,
  req?: PayloadRequest,
): Promise<{ doc: Record<string, unknown>; versionId: string | null }> {
  let doc: Record<string, unknown>;
  try {
    doc = (await payload.findByID({
      collection: collection as CollectionSlug,
      id,
      draft: true,
      depth: 0,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })) as unknown as Record<string, unknown>;
  } catch {
    throw new WorkflowRefusal(404, 'This item does not exist.');
  }
  return { doc, versionId: await newestVersionOf(payload, collection, id, {}, req) };
}

/** The id of the item's newest version, or of its newest published one: null when there is none. */
async function newestVersionOf(
  payload: Payload,
  collection: string,
  id: number,
  { published = false }: { published?: boolean },
  req?: PayloadRequest,
): Promise<string | null> {
  const parent: Where = { parent: { equals: id } };
  const { docs } = await payload.findVersions({
    collection: collection as CollectionSlug,
    where: published ? { and: [parent, { 'version._status': { equals: 'published' } }] } : parent,
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    ...(req ? { req } : {}),
  });
  const versionId: unknown = (docs[0] as { id?: unknown } | undefined)?.id;
  return typeof versionId === 'number' || typeof versionId === 'string' ? String(versionId) : null;
}

const APPROVAL_NEEDED = 'Enter the approval code and date of preparation first: they are part of what is certified.';

function approvalCodeOf(doc: Record<string, unknown>): string | null {
  const governance = doc.governance as { approvalCode?: string | null; dateOfPreparation?: string | null } | undefined;
  return governance?.approvalCode && governance.dateOfPreparation ? governance.approvalCode : null;
}

function reviewersOf(review: ReviewRow | null): number[] {
  const value = review?.reviewers;
  return Array.isArray(value) ? value.filter((one): one is number => typeof one === 'number') : [];
}

/**
 * Notes, in the save's transaction, that an item's content changed: the review goes back to draft, with the person
 * who made the change as its author (no one: the server's own code). Certificates stay as records, but none matches
 * the new content, so the item cannot be published until its new form is certified.
 */
export async function noteContentChange(
  req: PayloadRequest,
  collection: string,
  doc: Record<string, unknown>,
  contentHash: string,
  author: Staff | null,
  certificate: CertificateRow | null,
): Promise<void> {
  const id = Number(doc.id);
  await saveReview(
    req.payload,
    collection,
    id,
    {
      title: titleOf(req.payload, collection, doc),
      state: certificate ? 'certified' : 'draft',
      contentHash,
      author: author?.id ?? null,
      authorName: author?.name ?? null,
      changedAt: new Date().toISOString(),
      certificate: certificate?.id ?? null,
    },
    req,
  );
}

type SubmitInput = { collection: string; id: number; reviewers: number[]; signatory: number; message: string };

/** "Submit for review": names the reviewers and the signatory, mails them, and puts the item in review. */
export async function submitForReview(req: PayloadRequest, me: Staff, input: SubmitInput): Promise<ReviewRow> {
  const { payload } = req;
  const config = collectionConfigOf(payload, input.collection);
  const { doc } = await latestOf(payload, input.collection, input.id, req);
  const contentHash = contentHashOf(doc);
  const review = await reviewOf(payload, input.collection, input.id, req);
  if (review?.state === 'certified' && review.contentHash === contentHash) {
    throw new WorkflowRefusal(409, 'This version is certified already: it can be published.');
  }
  if (!approvalCodeOf(doc)) throw new WorkflowRefusal(400, APPROVAL_NEEDED);
  const people = await certificationPeople(payload);
  const reviewers = [...new Set(input.reviewers)];
  for (const reviewer of reviewers) {
    if (!people.reviewers.some((one) => one.id === reviewer)) {
      throw new WorkflowRefusal(400, 'Choose reviewers from the CMS accounts with the reviewer role.');
    }
  }
  const signatory = people.signatories.find((one) => one.id === input.signatory);
  if (!signatory) throw new WorkflowRefusal(400, 'Choose a signatory from the CMS accounts that are signatories.');
  const author = review?.author ?? null;
  if (author !== null && signatory.id === author) {
    throw new WorkflowRefusal(400, 'The signatory cannot be the author of the change: choose another signatory.');
  }
  const title = titleOf(payload, input.collection, doc);
  const saved = await saveReview(
    payload,
    input.collection,
    input.id,
    {
      title,
      state: 'in-review',
      contentHash,
      submittedBy: me.id,
      submittedByName: me.name,
      submittedAt: new Date().toISOString(),
      reviewers,
      signatory: signatory.id,
      certificate: null,
      ...(review ? {} : { author: null, authorName: null }),
    },
    req,
  );
  const area = typeof config.labels.plural === 'string' ? config.labels.plural : input.collection;
  const common = {
    collection: input.collection,
    id: input.id,
    title,
    area,
    submittedBy: me.name,
    message: input.message,
  };
  for (const reviewer of reviewers.filter((one) => one !== signatory.id)) {
    await queueReviewMail(payload, { ...common, to: reviewer, ask: 'review' }, req);
  }
  await queueReviewMail(payload, { ...common, to: signatory.id, ask: 'certify' }, req);
  return saved;
}

/** A reviewer's comment on the item's latest version: named reviewers, the named signatory and administrators. */
export async function addComment(
  req: PayloadRequest,
  me: Staff,
  input: { collection: string; id: number; text: string },
): Promise<void> {
  const { payload } = req;
  collectionConfigOf(payload, input.collection);
  const review = await reviewOf(payload, input.collection, input.id, req);
  const named = reviewersOf(review).includes(me.id) || review?.signatory === me.id;
  if (!named && me.role !== 'admin') {
    throw new WorkflowRefusal(403, 'Only the reviewers and the signatory named for this item can comment on it.');
  }
  const { doc, versionId } = await latestOf(payload, input.collection, input.id, req);
  await payload.create({
    collection: 'review-comments',
    data: {
      itemCollection: input.collection,
      itemId: input.id,
      versionId,
      contentHash: contentHashOf(doc),
      author: me.id,
      authorName: me.name,
      text: input.text,
    },
    overrideAccess: true,
    depth: 0,
    req,
  });
}

/**
 * A signatory certifies the item's latest version, after the endpoint has checked their password (and second factor).
 * The certificate records the version, the signatory, the time and the hash of the final form.
 */
export async function certify(
  req: PayloadRequest,
  me: Staff,
  input: { collection: string; id: number; secondFactor: boolean },
): Promise<CertificateRow> {
  const { payload } = req;
  collectionConfigOf(payload, input.collection);
  if (!me.signatory || !me.profession || !me.registrationNumber) {
    throw new WorkflowRefusal(403, 'Only a signatory can certify: ask an administrator to make you one.');
  }
  const review = await reviewOf(payload, input.collection, input.id, req);
  const { doc, versionId } = await latestOf(payload, input.collection, input.id, req);
  const contentHash = contentHashOf(doc);
  if (review?.author === me.id) {
    throw new WorkflowRefusal(403, 'You made this change, so you cannot certify it: another signatory must.');
  }
  if (await certificateFor(payload, input.collection, input.id, contentHash, req)) {
    throw new WorkflowRefusal(409, 'This version is certified already.');
  }
  if (review?.state !== 'in-review' || review.contentHash !== contentHash) {
    throw new WorkflowRefusal(409, 'This version has not been submitted for review: submit it first.');
  }
  if (review.signatory !== me.id) {
    throw new WorkflowRefusal(403, 'Only the signatory named for this review can certify it.');
  }
  const approvalCode = approvalCodeOf(doc);
  if (!approvalCode) throw new WorkflowRefusal(400, APPROVAL_NEEDED);
  const certificate = await payload.create({
    collection: 'certificates',
    data: {
      certifiedAt: new Date().toISOString(),
      title: titleOf(payload, input.collection, doc),
      itemCollection: input.collection,
      itemId: input.id,
      versionId,
      approvalCode,
      contentHash,
      signatory: me.id,
      signatoryName: me.name,
      profession: me.profession,
      registrationNumber: me.registrationNumber,
      author: review.author ?? null,
      authorName: review.authorName ?? null,
      statement: CERTIFICATION_STATEMENT,
      secondFactor: input.secondFactor,
    },
    overrideAccess: true,
    depth: 0,
    req,
  });
  await saveReview(
    payload,
    input.collection,
    input.id,
    {
      title: certificate.title,
      state: 'certified',
      contentHash,
      certificate: certificate.id,
      // A safety notice published before its certificate is certified now: it leaves the admin home's warning.
      urgentReason: null,
      urgentBy: null,
      urgentByName: null,
      urgentAt: null,
    },
    req,
  );
  return certificate;
}

/** The review of one item as the admin's certification panel shows it. */
export async function workflowView(req: PayloadRequest, me: Staff, collection: string, id: number) {
  const { payload } = req;
  collectionConfigOf(payload, collection);
  const { doc, versionId } = await latestOf(payload, collection, id, req);
  // The comparison's left side: what the portal serves while this version waits.
  const publishedVersionId = await newestVersionOf(payload, collection, id, { published: true }, req);
  const contentHash = contentHashOf(doc);
  const review = await reviewOf(payload, collection, id, req);
  const certificate = await certificateFor(payload, collection, id, contentHash, req);
  const { docs: comments } = await payload.find({
    collection: 'review-comments',
    where: itemWhere(collection, id),
    sort: 'createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  });
  const people = await certificationPeople(payload);
  const nameOf = (who: number | null | undefined) =>
    [...people.reviewers, ...people.signatories].find((one) => one.id === who)?.name ?? null;
  // A change since the review's last look (a save that did not pass the gate's note) reads as draft.
  const state: ReviewState = review?.contentHash === contentHash ? review.state : 'draft';
  return {
    collection,
    id,
    versionId,
    publishedVersionId,
    title: titleOf(payload, collection, doc),
    state: certificate ? 'certified' : state === 'certified' ? 'draft' : state,
    published: doc._status === 'published',
    author: review?.author ? { id: review.author, name: review.authorName ?? '' } : null,
    submittedBy: review?.submittedBy ? { id: review.submittedBy, name: review.submittedByName ?? '' } : null,
    submittedAt: review?.submittedAt ?? null,
    reviewers: reviewersOf(review).map((one) => ({ id: one, name: nameOf(one) ?? `#${String(one)}` })),
    signatory: review?.signatory ? { id: review.signatory, name: nameOf(review.signatory) ?? '' } : null,
    certificate: certificate
      ? {
          id: certificate.id,
          signatoryName: certificate.signatoryName,
          profession: certificate.profession,
          certifiedAt: certificate.certifiedAt,
          contentHash: certificate.contentHash,
          authorId: certificate.author ?? null,
        }
      : null,
    urgent: review?.urgentAt
      ? { reason: review.urgentReason ?? '', by: review.urgentByName ?? '', at: review.urgentAt }
      : null,
    comments: (
      comments as { id: number; authorName: string; text: string; createdAt: string; contentHash?: string }[]
    ).map((comment) => ({
      id: comment.id,
      authorName: comment.authorName,
      text: comment.text,
      at: comment.createdAt,
      onThisVersion: comment.contentHash === contentHash,
    })),
    candidates: {
      reviewers: people.reviewers.map(({ id: one, name }) => ({ id: one, name })),
      signatories: people.signatories
        .filter((one) => one.id !== review?.author)
        .map(({ id: one, name, profession }) => ({ id: one, name, profession })),
    },
    me: {
      id: me.id,
      canCertify:
        me.signatory && state === 'in-review' && review?.signatory === me.id && review.author !== me.id && !certificate,
      canPublish: Boolean(certificate) && certificate?.author !== me.id,
      canComment: reviewersOf(review).includes(me.id) || review?.signatory === me.id || me.role === 'admin',
      canPublishUrgently: me.role === 'admin' && collection === 'important-updates' && !certificate,
    },
  };
}
export type WorkflowView = Awaited<ReturnType<typeof workflowView>>;

/** The admin home's review queue: what waits for me, what I submitted, and safety notices still to certify. */
export async function reviewQueue(payload: Payload, me: Staff, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: {
      or: [
        { state: { equals: 'in-review' } },
        { and: [{ urgentAt: { exists: true } }, { urgentAt: { not_equals: null } }] },
      ],
    },
    sort: '-submittedAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    ...(req ? { req } : {}),
  });
  const rows = docs;
  const line = (row: ReviewRow) => ({
    collection: row.itemCollection,
    area: areaLabelOf(payload, row.itemCollection),
    id: row.itemId,
    title: row.title ?? `#${String(row.itemId)}`,
    submittedBy: row.submittedByName ?? null,
    submittedAt: row.submittedAt ?? null,
    ask: row.signatory === me.id ? ('certify' as const) : ('review' as const),
  });
  const inReview = rows.filter((row) => row.state === 'in-review');
  return {
    waitingForMe: inReview.filter((row) => row.signatory === me.id || reviewersOf(row).includes(me.id)).map(line),
    submittedByMe: inReview.filter((row) => row.submittedBy === me.id).map(line),
    urgentUncertified: rows
      .filter((row) => row.urgentAt)
      .map((row) => ({ ...line(row), reason: row.urgentReason ?? '', by: row.urgentByName ?? '', at: row.urgentAt })),
  };
}
