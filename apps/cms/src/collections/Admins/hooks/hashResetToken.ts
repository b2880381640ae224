import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload';

import { hashSecretToken } from '../../../utilities/secretToken';

/** Payload's forgot-password token: 20 random bytes in hex. Its SHA-256 hash (64 hex digits) never looks like one. */
const PLAIN_TOKEN = /^[0-9a-f]{40}$/;

/**
 * Payload's own forgot-password flow (the admin UI's) stores its token in plain text. Right after forgotPassword hands
 * it to the mail, the stored copy becomes its SHA-256 hash; the emailed token still works, the database copy does not.
 */
export const hashStoredResetToken: CollectionBeforeChangeHook = ({ data }) => {
  const token: unknown = data.resetPasswordToken;
  if (typeof token === 'string' && PLAIN_TOKEN.test(token)) {
    return { ...data, resetPasswordToken: hashSecretToken(token) };
  }
  return data;
};

/** resetPassword looks the token up by equality: hash the incoming one so it finds the stored hash. */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- only the union's 'read' member is deprecated, not `operation`
export const hashIncomingResetToken: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'resetPassword') return args;
  const data = (args as { data?: { token?: unknown } }).data;
  // Payload's operation read `data` before this hook ran, so the token is replaced in that same object.
  if (data && typeof data.token === 'string') data.token = hashSecretToken(data.token);
  return args;
};
