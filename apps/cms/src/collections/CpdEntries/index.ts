import { CPD_PLANNING } from '@hcp/contracts/cpd-log';
import type { CollectionConfig, FieldAccess } from 'payload';

import { canKeepCpdLog, ownCpdEntries } from '../../access/ownCpdEntries';
import { cpdGroup } from '../../fields/cpd';
import { setOwner } from '../../hooks/setOwner';

const nobody: FieldAccess = () => false;

/**
 * Each portal account's CPD log: activities in the shape of a GPhC revalidation record. These are personal
 * reflective records: only their owner reads or changes them, through the portal API. CMS staff have no access, not
 * even in the admin, so the collection is hidden there.
 */
export const CpdEntries: CollectionConfig = {
  slug: 'cpd-entries',
  labels: { singular: 'CPD log entry', plural: 'CPD log entries' },
  admin: { useAsTitle: 'title', hidden: true, group: 'Portal access' },
  access: { read: ownCpdEntries, create: canKeepCpdLog, update: ownCpdEntries, delete: ownCpdEntries },
  defaultSort: '-date',
  // One completion per education item per account.
  indexes: [{ fields: ['owner', 'educationItem'], unique: true }],
  hooks: { beforeValidate: [setOwner] },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: nobody },
    },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'date', type: 'date', required: true, index: true },
    cpdGroup({ help: false }),
    { name: 'planning', type: 'select', required: true, options: [...CPD_PLANNING] },
    {
      name: 'reflection',
      type: 'group',
      fields: [
        { name: 'learned', type: 'textarea', maxLength: 5000 },
        { name: 'practice', type: 'textarea', maxLength: 5000 },
      ],
    },
    { name: 'peerDiscussion', type: 'textarea', maxLength: 5000 },
    {
      name: 'educationItem',
      type: 'relationship',
      relationTo: 'education-items',
      index: true,
      access: { update: nobody },
    },
  ],
};
