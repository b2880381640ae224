import type { CollectionConfig } from 'payload';

import { nobody } from '../../access/nobody';

/**
 * Bot-check solutions already used: the SHA-256 of each challenge's signature, unique, kept until the challenge
 * expires. The unique index makes a solution single-use across processes and concurrent requests.
 */
export const BotCheckClaims: CollectionConfig = {
  slug: 'bot-check-claims',
  labels: { singular: 'Used bot-check solution', plural: 'Used bot-check solutions' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'signatureHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
};
