import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload';

import { CLIENT_ADDRESS_HEADER } from '../server/cms-credentials';
import { sharedLimitsOf } from '../utilities/shared-limits';
import type { SignInKey } from '../utilities/signInThrottle';

/** The throttle's key for a sign-in to /admin; undefined for the server's own local-API calls, which are not guesses. */
function adminSignInKey(req: PayloadRequest, email: unknown): SignInKey | undefined {
  if (req.payloadAPI === 'local' || typeof email !== 'string') return undefined;
  // The server's gate sets this header on every request it hands to Next, replacing whatever the client sent.
  const address = req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  return { scope: 'admins', email: email.trim().toLowerCase(), address };
}

/**
 * Progressive delays for sign-ins to /admin, per email and client address, instead of a lockout that anyone could
 * trigger against the owner. Every attempt counts as a failure until it succeeds, so a guess never escapes the count.
 */
export const throttleAdminSignIn: CollectionBeforeOperationHook = async (hook) => {
  const { args, req } = hook;
  // Read as a plain name: Payload's union still lists operations it has deprecated.
  if ((hook as { operation: string }).operation !== 'login') return args;
  const key = adminSignInKey(req, (args as { data?: { email?: unknown } }).data?.email);
  if (!key) return args;
  const { signInThrottle } = await sharedLimitsOf(req.payload);
  const wait = await signInThrottle.retryAfterSeconds(key);
  if (wait > 0) {
    throw new APIError(
      `Too many sign-in attempts. Please wait ${String(wait)} seconds and try again.`,
      429,
      undefined,
      true,
    );
  }
  await signInThrottle.failed(key);
  return args;
};

/** A successful sign-in clears the pair's count. */
export const clearAdminSignInThrottle: CollectionAfterLoginHook = async ({ req, user }) => {
  const key = adminSignInKey(req, (user as { email?: unknown }).email);
  if (key) await (await sharedLimitsOf(req.payload)).signInThrottle.succeeded(key);
};
