import type { CollectionConfig } from 'payload';

import { nobody } from '../../access/nobody';

/**
 * Portal sign-ins waiting for their second factor: the SHA-256 hash of the challenge the password step answered, the
 * account it belongs to, when it expires (5 minutes) and how many wrong codes it has seen. Stored, not kept in
 * memory, so any server process can finish a sign-in another one started; deleting the row spends it.
 */
export const TwoFactorChallenges: CollectionConfig = {
  slug: 'two-factor-challenges',
  labels: { singular: 'Sign-in challenge', plural: 'Sign-in challenges' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'account', type: 'number', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'failedAttempts', type: 'number', required: true, defaultValue: 0 },
  ],
};
