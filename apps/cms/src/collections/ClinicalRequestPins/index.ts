import type { CollectionConfig } from 'payload';

import { isPortalAccount } from '../../access/isPortalAccount';
import { ownPins } from '../../access/ownPins';
import { setOwner } from '../../hooks/setOwner';

/**
 * Each portal account's pinned clinical request forms, in pin order: one document per account. A personal
 * preference kept apart from the account itself; only its owner reads or changes it, through the portal API.
 */
export const ClinicalRequestPins: CollectionConfig = {
  slug: 'clinical-request-pins',
  labels: { singular: 'Pinned clinical requests', plural: 'Pinned clinical requests' },
  admin: { hidden: true, group: 'Portal access' },
  access: {
    read: ownPins,
    create: isPortalAccount,
    update: ownPins,
    delete: ownPins,
  },
  hooks: { beforeValidate: [setOwner] },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'forms', type: 'relationship', relationTo: 'forms', hasMany: true, maxRows: 50 },
  ],
};
