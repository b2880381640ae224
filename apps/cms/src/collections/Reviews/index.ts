import type { CollectionConfig } from 'payload';

import { isStaff } from '../../access/isStaff';
import { nobody } from '../../access/nobody';

/** Where an item stands in certified publishing: its draft changed, it waits for review, or its draft is certified. */
export const REVIEW_STATES = ['draft', 'in-review', 'certified'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * The review of one clinical item (issue 33): who last changed its content, who it was submitted to, and its state.
 * One row per item, kept by certification/workflow.ts and the publishing gate; the admin reads it through
 * /api/certificates/workflow, never edits it.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  admin: { hidden: true },
  disableDuplicate: true,
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['itemCollection', 'itemId'], unique: true }],
  fields: [
    { name: 'itemCollection', type: 'text', required: true },
    { name: 'itemId', type: 'number', required: true },
    { name: 'title', type: 'text' },
    { name: 'state', type: 'select', required: true, defaultValue: 'draft', options: [...REVIEW_STATES], index: true },
    { name: 'contentHash', type: 'text', admin: { description: 'The hash of the latest draft’s content.' } },
    { name: 'author', type: 'number', index: true },
    { name: 'authorName', type: 'text' },
    { name: 'changedAt', type: 'date' },
    { name: 'submittedBy', type: 'number', index: true },
    { name: 'submittedByName', type: 'text' },
    { name: 'submittedAt', type: 'date' },
    {
      name: 'reviewers',
      type: 'json',
      // Read-only text, not Payload's JSON editor, which loads its code from a CDN (components/admin/ReadOnlyJson.tsx).
      admin: {
        readOnly: true,
        description: 'The CMS account ids asked to review.',
        components: { Field: '/components/admin/ReadOnlyJson#ReadOnlyJson' },
      },
    },
    { name: 'signatory', type: 'number', index: true },
    { name: 'certificate', type: 'number' },
    { name: 'urgentReason', type: 'textarea' },
    { name: 'urgentBy', type: 'number' },
    { name: 'urgentByName', type: 'text' },
    { name: 'urgentAt', type: 'date', index: true },
  ],
};

/**
 * Reviewers' comments on a draft, kept with the version they were made on (its id and content hash): append-only.
 */
export const ReviewComments: CollectionConfig = {
  slug: 'review-comments',
  labels: { singular: 'Review comment', plural: 'Review comments' },
  admin: { hidden: true },
  disableDuplicate: true,
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'itemCollection', type: 'text', required: true, index: true },
    { name: 'itemId', type: 'number', required: true, index: true },
    { name: 'versionId', type: 'text' },
    { name: 'contentHash', type: 'text' },
    { name: 'author', type: 'number', required: true },
    { name: 'authorName', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true, maxLength: 4000 },
  ],
};
