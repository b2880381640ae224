import type { CollectionConfig, RelationshipField } from 'payload';

import { nobodyField } from '../access/nobody';
import { canKeepWorkspace, ownWorkspace } from '../access/ownWorkspace';

/** The owner of a personal workspace record: set by the server on create, never changed. */
export const ownerField: RelationshipField = {
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
  access: { update: nobodyField },
};

/** Personal workspace records are their owner's alone; CMS staff have no access, so the collections are hidden. */
export const workspaceAccess: CollectionConfig['access'] = {
  read: ownWorkspace,
  create: canKeepWorkspace,
  update: ownWorkspace,
  delete: ownWorkspace,
};
