import type { GlobalConfig } from 'payload';

import { nobody } from '../access/nobody';

/**
 * The published read model's generation: one row whose number goes up, in the same transaction, with every change
 * that can alter what a portal account reads (read-model/invalidation.ts). Every portal API request reads it with its
 * session (endpoints/identity/session-lookup.ts), so each process drops its ready answers on the very next request
 * after a publish, an unpublish or a delete, whichever process made it. Never shown and never edited by anyone.
 */
export const ReadModel: GlobalConfig = {
  slug: 'read-model',
  label: 'Read model',
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  fields: [{ name: 'generation', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } }],
};
