import type { CollectionConfig } from 'payload';

import { ownerField, workspaceAccess } from '../../fields/workspace';
import { setOwner } from '../../hooks/setOwner';

/**
 * Each portal account's dashboard layout. Personal: only the owner reads or changes it, through the portal API, so
 * the collection is hidden in the admin. `version` is the compare-and-set counter of `PATCH account/dashboard/update`.
 */
export const Dashboards: CollectionConfig = {
  slug: 'dashboards',
  labels: { singular: 'Dashboard', plural: 'Dashboards' },
  admin: { hidden: true, group: 'Portal access' },
  access: workspaceAccess,
  hooks: { beforeValidate: [setOwner] },
  fields: [
    { ...ownerField, unique: true },
    // The widget types in display order; the API validates them against the contract before storing.
    { name: 'widgets', type: 'json', required: true },
    { name: 'version', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'cpdTargetPoints', type: 'number', min: 1, max: 1000 },
    { name: 'cpdTargetMinutes', type: 'number', min: 60, max: 100_000 },
  ],
};
