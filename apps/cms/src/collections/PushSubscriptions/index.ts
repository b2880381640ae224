import { MAX_PUSH_ENDPOINT_LENGTH } from '@hcp/contracts/push';
import type { CollectionConfig } from 'payload';

import { isAdministratorUser } from '../../access/isAdministrator';
import { isPortalAccount } from '../../access/isPortalAccount';
import { nobody } from '../../access/nobody';
import { ownPushSubscriptions } from '../../access/ownPushSubscriptions';

/**
 * The browsers that asked for push notifications: one row per endpoint, owned by a portal account. Only the portal
 * API's subscribe and unsubscribe calls (as the account) and the sender write them; administrators may look and delete
 * one.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: { singular: 'Push subscription', plural: 'Push subscriptions' },
  admin: {
    useAsTitle: 'endpoint',
    defaultColumns: ['account', 'endpoint', 'createdAt'],
    group: 'Portal access',
    description: 'Browsers and devices that receive push notifications. Created by the portal, removed when gone.',
    hidden: ({ user }) => !isAdministratorUser(user),
  },
  access: { read: ownPushSubscriptions, create: isPortalAccount, update: nobody, delete: ownPushSubscriptions },
  defaultSort: '-createdAt',
  fields: [
    { name: 'account', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'endpoint',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: MAX_PUSH_ENDPOINT_LENGTH,
    },
    { name: 'p256dh', type: 'text', required: true, maxLength: 100, admin: { hidden: true } },
    { name: 'auth', type: 'text', required: true, maxLength: 30, admin: { hidden: true } },
    { name: 'expirationTime', type: 'date' },
  ],
};
