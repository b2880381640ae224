import type { Field } from 'payload';

import { administratorsOnlyField } from '../../access/isAdministrator';
import { nobodyField } from '../../access/nobody';

/**
 * How a CMS account signs in (issue 34). An account reached through an identity provider is managed by it: its role
 * comes from the provider's groups at each sign-in, and it cannot sign in with a password. A break-glass account is the
 * opposite: password only, never reached through a provider, for when the provider is down or misconfigured.
 */
export const singleSignOnFields: Field[] = [
  {
    name: 'breakGlass',
    label: 'Break-glass account: signs in with its password only',
    type: 'checkbox',
    defaultValue: false,
    access: { create: administratorsOnlyField, update: administratorsOnlyField },
    admin: {
      position: 'sidebar',
      description:
        'Keep one administrator like this, with two-step sign-in, for when the identity provider is unavailable. An identity provider never signs in to this account.',
    },
  },
  {
    name: 'sso',
    label: 'Single sign-on',
    type: 'group',
    admin: {
      position: 'sidebar',
      description:
        'Filled in when the account signs in through an identity provider. Its role then follows the provider’s groups at each sign-in, and password sign-in is refused.',
    },
    fields: [
      {
        name: 'provider',
        type: 'text',
        index: true,
        access: { create: nobodyField, update: nobodyField },
        admin: { readOnly: true, description: 'The provider’s id.' },
      },
      {
        name: 'subject',
        type: 'text',
        maxLength: 500,
        access: { create: nobodyField, update: nobodyField },
        admin: { readOnly: true, description: 'The provider’s identifier for the person.' },
      },
      {
        name: 'groups',
        type: 'json',
        access: { create: nobodyField, update: nobodyField },
        admin: {
          readOnly: true,
          description: 'The groups the provider gave at the last sign-in.',
          // Read-only text instead of Payload's JSON editor, whose code editor would load from a public CDN.
          components: { Field: '/components/admin/ReadOnlyJson#ReadOnlyJson' },
        },
      },
      {
        name: 'lastSignInAt',
        label: 'Last sign-in through the provider',
        type: 'date',
        access: { create: nobodyField, update: nobodyField },
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
  },
];
