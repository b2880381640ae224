import type { Context } from 'hono';

import { env } from '../../env';
import type { Reservation, Secret } from '../../utilities/guessLimits';
import { knownDeviceCookie, knownDeviceOf } from '../../utilities/knownDevice';
import type { PortalApiEnv } from '../context';
import { clientAddress } from '../middleware/rate-limit';

/**
 * Takes the slots of one guess at a portal account's password or code (guessLimits.ts), before it is checked. A signed-in
 * owner re-entering their password counts by their session; anyone else by the known-device cookie of an earlier
 * sign-in on this browser, or by their address.
 */
export async function reserveGuess(c: Context<PortalApiEnv>, secret: Secret, email: string): Promise<Reservation> {
  const caller = c.get('caller') as PortalApiEnv['Variables']['caller'] | undefined;
  // Only the owner's own session: a session of one account never vouches for a guess at another's password.
  const user = caller?.user;
  const own = user?.email.trim().toLowerCase() === email.trim().toLowerCase();
  const session = user && own ? `session:${user._sid}` : undefined;
  const device = knownDeviceOf({
    secret: env.payloadSecret,
    scope: 'users',
    email,
    cookieHeader: c.req.header('cookie'),
  });
  const { guesses } = await c.get('sharedLimits')();
  return guesses.reserve({
    scope: 'users',
    secret,
    email,
    address: clientAddress(c, env.trustProxyHops),
    knownDevice: session ?? device,
  });
}

/** After a full sign-in: this browser is known to the account from now on (the cookie reaches only the sign-in routes). */
export function rememberDevice(c: Context<PortalApiEnv>, email: string): void {
  c.header(
    'Set-Cookie',
    knownDeviceCookie({ secret: env.payloadSecret, scope: 'users', email, secure: env.publicUrl.startsWith('https:') }),
    { append: true },
  );
}
