import type { CollectionConfig } from 'payload';

import { nobodyField } from '../../access/nobody';
import { ownerField, workspaceAccess } from '../../fields/workspace';
import { setOwner } from '../../hooks/setOwner';

/** The stability products each portal account has starred for its dashboard. */
export const StarredStabilityProducts: CollectionConfig = {
  slug: 'starred-stability-products',
  labels: { singular: 'Starred stability product', plural: 'Starred stability products' },
  admin: { hidden: true, group: 'Portal access' },
  access: workspaceAccess,
  indexes: [{ fields: ['owner', 'product'], unique: true }],
  hooks: { beforeValidate: [setOwner] },
  fields: [
    ownerField,
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'stability-products',
      required: true,
      index: true,
      access: { update: nobodyField },
    },
  ],
};
