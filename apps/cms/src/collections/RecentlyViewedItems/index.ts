import { VIEWABLE_AREAS } from '@hcp/contracts/dashboard';
import type { CollectionConfig } from 'payload';

import { nobodyField } from '../../access/nobody';
import { ownerField, workspaceAccess } from '../../fields/workspace';
import { setOwner } from '../../hooks/setOwner';

/** The items each portal account opened lately (the newest few are kept), for the dashboard's widget. */
export const RecentlyViewedItems: CollectionConfig = {
  slug: 'recently-viewed-items',
  labels: { singular: 'Recently viewed item', plural: 'Recently viewed items' },
  admin: { hidden: true, group: 'Portal access' },
  access: workspaceAccess,
  defaultSort: '-viewedAt',
  indexes: [{ fields: ['owner', 'area', 'itemId'], unique: true }],
  hooks: { beforeValidate: [setOwner] },
  fields: [
    ownerField,
    { name: 'area', type: 'select', required: true, options: [...VIEWABLE_AREAS], access: { update: nobodyField } },
    { name: 'itemId', type: 'number', required: true, access: { update: nobodyField } },
    { name: 'viewedAt', type: 'date', required: true, index: true },
  ],
};
