import { ERROR_CODES } from '@hcp/contracts/errors';
import type { Context } from 'hono';

import type { User } from '../../payload-types';
import { verifyPassword } from '../../utilities/passwordHash';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { reserveGuess } from './guesses';
import { tooManySignIns } from './token';

/** What to answer when the password is wrong: the body field it names and the message shown beside it. */
type WrongPassword = { field: string; message: string };

export type OwnPasswordCheck =
  { ok: true } | { ok: false; refusal: ReturnType<typeof tooManySignIns> | ReturnType<typeof errorResponse<400>> };

/**
 * The caller's own password, asked again before a change only its owner may make (a new password or address, turning
 * two-step sign-in on or off, erasing the account). It is a sign-in in all but name, so it takes its slot in the same
 * limits first (guessLimits.ts): 429 while they hold, and a wrong password counts as a failed sign-in.
 */
export async function checkOwnPassword(
  c: Context<PortalApiEnv>,
  password: string,
  wrong: WrongPassword,
): Promise<OwnPasswordCheck> {
  const { user } = c.get('caller');
  const attempt = await reserveGuess(c, 'password', user.email);
  if (!attempt.ok) return { ok: false, refusal: tooManySignIns(c, attempt.retryAfterSeconds) };
  const stored = await c.get('payload').db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } });
  if (!stored || !(await verifyPassword(stored, password))) {
    await attempt.failed();
    return {
      ok: false,
      refusal: errorResponse(c, 400, ERROR_CODES.invalidParams, wrong.message, { [wrong.field]: wrong.message }),
    };
  }
  await attempt.succeeded();
  return { ok: true };
}
