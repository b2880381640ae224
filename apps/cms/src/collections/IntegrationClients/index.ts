import { CAPABILITIES } from '@hcp/contracts/capabilities';
import type { CollectionConfig } from 'payload';

import { isAdministrator, isAdministratorUser } from '../../access/isAdministrator';

/**
 * Systems that submit forms on people's behalf (a CRM, a call-centre tool) with a Payload API key, sent as
 * `Authorization: integration-clients API-Key <key>`. They have no password and cannot open the admin; the
 * capabilities listed decide which forms they may submit, as a portal role would.
 */
export const IntegrationClients: CollectionConfig = {
  slug: 'integration-clients',
  labels: { singular: 'Integration client', plural: 'Integration clients' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'capabilities', 'updatedAt'],
    group: 'Administration',
    hidden: ({ user }) => !isAdministratorUser(user),
    description: 'API keys for systems that submit forms. Tick "Enable API key" to issue one.',
  },
  auth: { useAPIKey: true, disableLocalStrategy: true },
  access: { read: isAdministrator, create: isAdministrator, update: isAdministrator, delete: isAdministrator },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'capabilities',
      type: 'select',
      hasMany: true,
      options: CAPABILITIES.map((value) => ({ value, label: value })),
      admin: { description: 'The forms it may submit: public forms, and forms needing one of these.' },
    },
  ],
};
