import type { Payload, PayloadRequest } from 'payload';

import { contentHashOf } from '../certification/content-hash';
import { CERTIFY_AS, latestOf, saveReview } from '../certification/workflow';

/** The demo's CMS accounts that take part in certified publishing (README, "Demo accounts"). */
export const CERTIFICATION_STAFF = [
  {
    email: 'signatory@example.com',
    name: 'Miriam Achebe',
    role: 'editor',
    reviewer: true,
    signatory: true,
    profession: 'pharmacist',
    registrationNumber: '2071234',
  },
  { email: 'reviewer@example.com', name: 'Sam Okafor', role: 'editor', reviewer: true, signatory: false },
] as const;

type StaffIds = { editor: number; reviewer: number; signatory: number };

/** Publishing the demo content certifies it as the demo signatory: certification/gate.ts reads this context. */
export function certifyDemoContentAs(req: PayloadRequest, signatory: number): void {
  req.context[CERTIFY_AS] = signatory;
}

async function itemBySlug(payload: Payload, collection: 'clinical-resources', slug: string, req: PayloadRequest) {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return docs[0];
}

/**
 * Every review state for editors to see in the demo: the draft "Cardiolex syringe driver preparation" waits in review
 * (submitted by the editor, with a reviewer's comment, for the demo signatory), and the published "Preparing
 * Veltrazine in elastomeric devices" has a change by the editor that is not yet submitted.
 */
export async function seedReviews(payload: Payload, req: PayloadRequest, staff: StaffIds): Promise<void> {
  req.context[CERTIFY_AS] = undefined;
  const now = Date.now();
  const inReview = await itemBySlug(payload, 'clinical-resources', 'cardiolex-syringe-driver', req);
  if (inReview) {
    const { doc, versionId } = await latestOf(payload, 'clinical-resources', inReview.id, req);
    const contentHash = contentHashOf(doc);
    await saveReview(
      payload,
      'clinical-resources',
      inReview.id,
      {
        title: inReview.title,
        state: 'in-review',
        contentHash,
        author: staff.editor,
        authorName: 'Eleanor Price',
        changedAt: new Date(now - 2 * 86_400_000).toISOString(),
        submittedBy: staff.editor,
        submittedByName: 'Eleanor Price',
        submittedAt: new Date(now - 86_400_000).toISOString(),
        reviewers: [staff.reviewer],
        signatory: staff.signatory,
      },
      req,
    );
    await payload.create({
      collection: 'review-comments',
      data: {
        itemCollection: 'clinical-resources',
        itemId: inReview.id,
        versionId,
        contentHash,
        author: staff.reviewer,
        authorName: 'Sam Okafor',
        text: 'The flush volume matches the SmPC. Please add the syringe size to the summary before certification.',
      },
      overrideAccess: true,
      req,
    });
  }
  const changed = await itemBySlug(payload, 'clinical-resources', 'veltrazine-elastomeric-preparation', req);
  if (changed) {
    const editor = await payload.findByID({
      collection: 'admins',
      id: staff.editor,
      depth: 0,
      overrideAccess: true,
      req,
    });
    const previousUser = req.user;
    req.user = { ...editor, collection: 'admins' };
    try {
      await payload.update({
        collection: 'clinical-resources',
        id: changed.id,
        data: { summary: `${changed.summary} Updated for the 2027 device range.` },
        draft: true,
        overrideAccess: true,
        depth: 0,
        req,
      });
    } finally {
      req.user = previousUser;
    }
  }
}
