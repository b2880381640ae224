import type { CollectionConfig } from 'payload';

import { isPortalAccount } from '../../access/isPortalAccount';
import { ownFormDrafts } from '../../access/ownFormDrafts';
import { setOwner } from '../../hooks/setOwner';
import { deleteDraftFiles } from './hooks/deleteDraftFiles';

/**
 * A portal account's half-filled form, saved to finish later (docs/form-drafts.md): one per account and form, kept
 * 30 days after its last save, with the files attached so far. Not a submission: editors never see it, and it sends
 * no mail. Only its owner reads or changes it, through the portal API; hidden in the admin for everyone.
 */
export const FormDrafts: CollectionConfig = {
  slug: 'form-drafts',
  labels: { singular: 'Form draft', plural: 'Form drafts' },
  admin: { hidden: true, group: 'Forms' },
  access: { read: ownFormDrafts, create: isPortalAccount, update: ownFormDrafts, delete: ownFormDrafts },
  // One draft per account and form: two saves at once cannot make a second.
  indexes: [{ fields: ['owner', 'form'], unique: true }],
  hooks: { beforeValidate: [setOwner], afterDelete: [deleteDraftFiles] },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
    { name: 'values', type: 'json', required: true },
    {
      name: 'files',
      type: 'array',
      fields: [
        { name: 'field', type: 'text', required: true, maxLength: 64 },
        { name: 'upload', type: 'relationship', relationTo: 'form-uploads', required: true },
      ],
    },
    // The last save: the draft is deleted DRAFT_LIFETIME_DAYS after it (jobs/draftRetention.ts).
    { name: 'savedAt', type: 'date', required: true, index: true },
  ],
};
