import type { CollectionConfig, FieldAccess, RelationshipField } from 'payload';

import { canKeepWorkspace, ownWorkspace } from '../access/ownWorkspace';

export const nobody: FieldAccess = () => false;

/** The owner of a personal workspace record: set by the server on create, never changed. */
export const ownerField: RelationshipField = {
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
  access: { update: nobody },
};

/** Personal workspace records are their owner's alone; CMS staff have no access, so the collections are hidden. */
export const workspaceAccess: CollectionConfig['access'] = {
  read: ownWorkspace,
  create: canKeepWorkspace,
  update: ownWorkspace,
  delete: ownWorkspace,
};
