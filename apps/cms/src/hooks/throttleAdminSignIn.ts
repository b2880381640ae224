import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload';

import { formatWait } from '@hcp/contracts/plural';

import { env } from '../env';
import { CLIENT_ADDRESS_HEADER } from '../utilities/clientAddress';
import type { Attempt, Reservation, Secret } from '../utilities/guessLimits';
import { knownDeviceCookie, knownDeviceOf } from '../utilities/knownDevice';
import { hashDummyPassword } from '../utilities/passwordHash';
import { sharedLimitsOf } from '../utilities/shared-limits';

/** The client address the server's gate set on every request it hands to Next, replacing whatever the client sent. */
export const adminClientAddress = (req: PayloadRequest) => req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';

/**
 * Takes the slots of one guess at a CMS account's password or code (guessLimits.ts), before it is checked: counted by
 * `session` when a signed-in owner re-enters their password, else by the browser's known-device cookie or its address.
 */
export async function reserveAdminGuess(
  req: PayloadRequest,
  secret: Secret,
  email: string,
  session?: string,
): Promise<Reservation> {
  const knownDevice =
    session ??
    knownDeviceOf({
      secret: env.payloadSecret,
      scope: 'admins',
      email,
      cookieHeader: req.headers.get('cookie'),
    });
  const { guesses } = await sharedLimitsOf(req.payload);
  return guesses.reserve({ scope: 'admins', secret, email, address: adminClientAddress(req), knownDevice });
}

/** The Set-Cookie that makes this browser known to the account, once it has signed in with every factor it needs. */
export function adminDeviceCookie(email: string): string {
  return knownDeviceCookie({
    secret: env.payloadSecret,
    scope: 'admins',
    email,
    secure: env.publicUrl.startsWith('https:'),
  });
}

function tooManyAttempts(retryAfterSeconds: number) {
  return new APIError(
    `Too many sign-in attempts. Please wait ${formatWait(retryAfterSeconds)} and try again.`,
    429,
    undefined,
    true,
  );
}

const ATTEMPT_KEY = 'adminSignInAttempt';

/**
 * Sign-ins to /admin take their slot in the guess limits before Payload checks the password, so attempts sent at the
 * same moment count one by one. An unknown email costs the same password hash as a known one (Payload answers it
 * without hashing), so timing does not tell which emails have accounts. The server's own local-API calls are not guesses.
 */
export const throttleAdminSignIn: CollectionBeforeOperationHook = async (hook) => {
  const { args, req } = hook;
  // Read as a plain name: Payload's union still lists operations it has deprecated.
  if ((hook as { operation: string }).operation !== 'login' || req.payloadAPI === 'local') return args;
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data;
  if (typeof data?.email !== 'string') return args;
  const email = data.email.trim().toLowerCase();
  const attempt = await reserveAdminGuess(req, 'password', email);
  if (!attempt.ok) throw tooManyAttempts(attempt.retryAfterSeconds);
  (req.context as Record<string, unknown>)[ATTEMPT_KEY] = attempt;
  const known = await req.payload.db.findOne({ collection: 'admins', req, where: { email: { equals: email } } });
  if (!known) await hashDummyPassword(typeof data.password === 'string' ? data.password : '');
  return args;
};

/**
 * The right password: its delays start afresh (the count of wrong codes does not: the code step has its own). A browser
 * becomes known to the account when its code passes (endpoints/twoFactor.ts), the second factor production requires.
 */
export const clearAdminSignInThrottle: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = (req.context as Record<string, unknown>)[ATTEMPT_KEY] as Attempt | undefined;
  if (!attempt) return;
  (req.context as Record<string, unknown>)[ATTEMPT_KEY] = undefined;
  await attempt.succeeded();
};

/** A wrong password (or an unknown email): the wait it brings counts from now, when the editor sees the answer. */
export const holdAdminSignInAfterFailure: CollectionAfterErrorHook = async ({ req }) => {
  const attempt = (req.context as Record<string, unknown>)[ATTEMPT_KEY] as Attempt | undefined;
  if (!attempt) return;
  (req.context as Record<string, unknown>)[ATTEMPT_KEY] = undefined;
  await attempt.failed();
};

/** A reset through "Forgot password?" proves the account is the owner's: what strangers ran up no longer holds them. */
export const forgetAdminGuessesAfterReset: CollectionAfterOperationHook = async (hook) => {
  const { req, result } = hook;
  // Read as a plain name: Payload's union still lists operations it has deprecated.
  if ((hook as { operation: string }).operation !== 'resetPassword' || req.payloadAPI === 'local') return result;
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email;
  if (typeof email === 'string') {
    const { guesses } = await sharedLimitsOf(req.payload);
    await guesses.forgetAccount('admins', email, adminClientAddress(req));
  }
  return result;
};
