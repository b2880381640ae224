import type { CollectionConfig } from 'payload';

import { nobody } from '../../access/nobody';

/**
 * Each account's two-step sign-in (TOTP): the secret, encrypted with a key derived from the Payload secret; when it
 * was confirmed (none yet: a setup waiting for its first code); the last time step a code was used in, so no code
 * works twice; and the SHA-256 hashes of the unused recovery codes. One row per account, portal or CMS. Only the
 * server reads and writes it (two-factor/store.ts), never Payload's REST or the admin; it lives apart from the
 * accounts so that no save of an account, which rewrites the whole row, can bring back an old step or a spent code.
 */
export const TwoFactorCredentials: CollectionConfig = {
  slug: 'two-factor-credentials',
  labels: { singular: 'Two-step sign-in', plural: 'Two-step sign-ins' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['accountCollection', 'accountId'], unique: true }],
  fields: [
    {
      name: 'accountCollection',
      type: 'select',
      required: true,
      options: [
        { label: 'Portal account', value: 'users' },
        { label: 'CMS account', value: 'admins' },
      ],
    },
    { name: 'accountId', type: 'number', required: true, index: true },
    { name: 'secret', type: 'text', required: true },
    { name: 'enabledAt', type: 'date' },
    { name: 'lastUsedStep', type: 'number' },
    {
      name: 'recoveryCodes',
      type: 'array',
      fields: [{ name: 'codeHash', type: 'text', required: true, index: true }],
    },
  ],
};
