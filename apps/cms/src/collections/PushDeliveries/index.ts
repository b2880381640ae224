import type { CollectionConfig } from 'payload';

import { nobody } from '../../access/nobody';

/**
 * One row per notification sent to one subscription about one item. The sender claims the row (a unique key)
 * before sending, so a retry, or a second process, never notifies the same browser about the same item twice.
 */
export const PushDeliveries: CollectionConfig = {
  slug: 'push-deliveries',
  labels: { singular: 'Push delivery', plural: 'Push deliveries' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      admin: { description: 'The subscription’s id and the item: `{subscription}:{collection}:{id}`.' },
    },
  ],
};
