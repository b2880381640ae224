import type { CollectionConfig } from 'payload';

import { nobody } from '../../access/nobody';

/**
 * The short-lived secrets of single sign-on, stored so that any server process can finish what another began:
 * - `request`: a sign-in sent to a provider (state, nonce, PKCE verifier, return path), 10 minutes;
 * - `code`: the one-time code the portal page exchanges for a session, 60 s;
 * - `link`: the ticket that lets a person link an existing account with its password, 10 minutes;
 * - `assertion`: a SAML assertion id already used, until the assertion expires, so a replay is refused.
 * Only a SHA-256 hash of each secret is kept; deleting the row spends it.
 */
export const SsoTickets: CollectionConfig = {
  slug: 'sso-tickets',
  labels: { singular: 'Sign-on ticket', plural: 'Sign-on tickets' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['request', 'code', 'link', 'assertion', 'logout'].map((value) => ({ value, label: value })),
    },
    { name: 'keyHash', type: 'text', required: true, unique: true, index: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'data', type: 'json' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
};
