import { CONSENT_PURPOSES, CONSENT_STATES } from '@hcp/contracts/privacy';
import type { CollectionConfig } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { nobody } from '../../access/nobody';

/**
 * Every consent a portal account gave or withdrew, with when: analytics and push notifications per area. Append-only:
 * the portal API writes a record at each change (privacy/consents.ts); administrators may read them, to show that
 * consent was given; nobody edits one. They go with the account when it is erased.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consent record', plural: 'Consent records' },
  admin: {
    group: 'Portal access',
    defaultColumns: ['account', 'purpose', 'state', 'at'],
    hidden: ({ user }) => !isAdministratorUser(user),
    description: 'Consents given and withdrawn by portal accounts, with their dates. Read-only.',
  },
  defaultSort: '-at',
  access: { read: isAdministrator, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: CONSENT_PURPOSES.map((value) => ({ label: value, value })),
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      options: CONSENT_STATES.map((value) => ({ label: value, value })),
    },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
