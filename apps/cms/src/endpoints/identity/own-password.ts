import { ERROR_CODES } from '@hcp/contracts/errors';
import type { Context } from 'hono';

import { env } from '../../env';
import type { User } from '../../payload-types';
import { verifyPassword } from '../../utilities/passwordHash';
import type { SignInKey } from '../../utilities/signInThrottle';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { clientAddress } from '../middleware/rate-limit';
import { tooManySignIns } from './token';

type SignInThrottle = Awaited<ReturnType<PortalApiEnv['Variables']['sharedLimits']>>['signInThrottle'];

/** What to answer when the password is wrong: the body field it names and the message shown beside it. */
type WrongPassword = { field: string; message: string };

export type OwnPasswordCheck =
  | { ok: false; refusal: ReturnType<typeof tooManySignIns> | ReturnType<typeof errorResponse<400>> }
  | {
      ok: true;
      /** The throttle and key the password counted on, for a later step (a second factor) to count its own result. */
      throttle: SignInThrottle;
      key: SignInKey;
    };

/** The sign-in throttle's key for a password or code the signed-in owner gives: the same as their sign-in's. */
export function ownerThrottleKey(c: Context<PortalApiEnv>): SignInKey {
  return { scope: 'users', email: c.get('caller').user.email, address: clientAddress(c, env.trustProxyHops) };
}

/**
 * The caller's own password, asked again before a change only its owner may make (a new password or address, turning
 * two-step sign-in off, erasing the account). It is a sign-in in all but name, so the same throttle, per account and
 * address, applies: 429 while it holds, and a wrong password counts as a failed sign-in. The caller counts the success
 * (`throttle.succeeded(key)`) once every step it asks for has passed.
 */
export async function checkOwnPassword(
  c: Context<PortalApiEnv>,
  password: string,
  wrong: WrongPassword,
): Promise<OwnPasswordCheck> {
  const { user } = c.get('caller');
  const key = ownerThrottleKey(c);
  const { signInThrottle: throttle } = await c.get('sharedLimits')();
  const wait = await throttle.retryAfterSeconds(key);
  if (wait > 0) return { ok: false, refusal: tooManySignIns(c, wait) };
  const stored = await c.get('payload').db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } });
  if (!stored || !(await verifyPassword(stored, password))) {
    await throttle.failed(key);
    return {
      ok: false,
      refusal: errorResponse(c, 400, ERROR_CODES.invalidParams, wrong.message, { [wrong.field]: wrong.message }),
    };
  }
  return { ok: true, throttle, key };
}
