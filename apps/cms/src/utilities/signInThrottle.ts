import type { LimiterFactory } from './shared-limits';

/** Whose attempts are counted: one account's typed email (whether or not an account has it) from one client address. */
export type SignInKey = { scope: 'users' | 'admins'; email: string; address: string };

export type SignInThrottle = {
  /** Seconds this pair must wait before it may try again; 0 means it may try now. */
  retryAfterSeconds(key: SignInKey): Promise<number>;
  /** A wrong password (or an unknown email): counts towards the next delay. */
  failed(key: SignInKey): Promise<void>;
  /** The right password: the pair starts afresh. */
  succeeded(key: SignInKey): Promise<void>;
};

export type SignInThrottleOptions = {
  /** The failure that brings the first delay (3: the third failure in a row makes the pair wait). */
  delayFromFailure: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten this long after the first one. */
  forgetAfterSeconds: number;
};

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleOptions = {
  delayFromFailure: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

const keyOf = ({ scope, email, address }: SignInKey) => `${scope}|${email.trim().toLowerCase()}|${address}`;

/**
 * Progressive delays per (account, client address) instead of a lockout: from the `delayFromFailure`-th failure the pair waits
 * `firstDelaySeconds`, doubling with each further failure up to `maxDelaySeconds`. An attacker slows only their own
 * pair; the owner signing in from another address is never held up. The counts live wherever `limiter` keeps them:
 * in the store every process shares (shared-limits.ts), so a guess through any process counts for all.
 */
export function createSignInThrottle(
  limiter: LimiterFactory,
  options: Partial<SignInThrottleOptions> = {},
): SignInThrottle {
  const { delayFromFailure, firstDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = {
    ...DEFAULT_SIGN_IN_THROTTLE,
    ...options,
  };
  const failures = limiter('sign-in-failures', {
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: forgetAfterSeconds,
  });
  // Holds a key only while its pair must wait: one point, blocked for the delay.
  const delays = limiter('sign-in-delay', { points: 1, durationSeconds: 1 });

  return {
    async retryAfterSeconds(key) {
      const delay = await delays.get(keyOf(key));
      if (!delay || delay.consumedPoints <= 1 || delay.msBeforeNext <= 0) return 0;
      return Math.ceil(delay.msBeforeNext / 1000);
    },
    async failed(key) {
      const { consumedPoints } = await failures.penalty(keyOf(key));
      const doublings = consumedPoints - delayFromFailure;
      if (doublings < 0) return;
      const seconds = Math.min(firstDelaySeconds * 2 ** Math.min(doublings, 30), maxDelaySeconds);
      await delays.block(keyOf(key), seconds);
    },
    async succeeded(key) {
      await Promise.all([failures.delete(keyOf(key)), delays.delete(keyOf(key))]);
    },
  };
}
