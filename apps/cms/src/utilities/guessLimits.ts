import { RateLimiterRes } from 'rate-limiter-flexible';

import { addressGroup } from './clientAddress';
import type { DelayPolicy, GuessLedger } from './guessLedger';
import type { Limiter, LimiterFactory } from './shared-limits';

/** The secrets a caller can guess at: a password, or a second-factor code (an app's code or a recovery code). */
export type Secret = 'password' | 'code';

/** One attempt at a secret of one account (by its typed email, whether or not an account has it). */
export type Guess = {
  scope: 'users' | 'admins';
  secret: Secret;
  email: string;
  /** The client's address as the server worked it out; counted by its group (an IPv6 /64). */
  address: string;
  /**
   * A device this account has signed in on before (knownDevice.ts), or a session of the account: the attempt is its
   * owner's in all likelihood, so the account's hourly ceiling, which strangers can use up, does not hold it back.
   */
  knownDevice?: string;
};

/** The attempt's slots are taken: say how it ended. */
export type Attempt = {
  /** The secret was wrong: the slots stay taken, and the wait it brings counts from now. */
  failed(): Promise<void>;
  /** The secret was right: its delays start afresh and its slots in the hourly ceilings are given back. */
  succeeded(): Promise<void>;
};

export type Reservation = ({ ok: true } & Attempt) | { ok: false; retryAfterSeconds: number };

export type GuessLimitOptions = {
  /** Per account and address (or known device): 3 free, then 1 s doubling up to 15 minutes. */
  password: DelayPolicy;
  /**
   * Per account, from anywhere: the code step needs the password already, so its count is the account's own. After 5
   * wrong codes the next waits 30 s, a new code's window, doubling up to 15 minutes.
   */
  code: DelayPolicy;
  /** Failures per account per hour, of both secrets, from devices the account does not know (ASVS 2.2.1: ≤ 100). */
  accountFailuresPerHour: number;
  /** Failures per address group per hour, across all accounts: one network spraying many accounts. */
  addressFailuresPerHour: number;
};

export const DEFAULT_GUESS_LIMITS: GuessLimitOptions = {
  password: { freeAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  code: { freeAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  accountFailuresPerHour: 100,
  addressFailuresPerHour: 300,
};

export type GuessLimits = {
  /**
   * Takes the attempt's slots before the secret is checked: the account's and the address's hourly ceilings, and its
   * place in the growing delays. Refused: answer 429 with Retry-After, without checking the secret.
   */
  reserve(guess: Guess): Promise<Reservation>;
  /** After a password reset from `address`: the account's ceiling, its code count and that address's delays start afresh. */
  forgetAccount(scope: Guess['scope'], email: string, address: string): Promise<void>;
};

const normalEmail = (email: string) => email.trim().toLowerCase();

function ledgerKey({ scope, secret, email, address, knownDevice }: Guess): string {
  if (secret === 'code') return `${scope}|code|${normalEmail(email)}`;
  const from = knownDevice === undefined ? `address:${addressGroup(address)}` : `device:${knownDevice}`;
  return `${scope}|password|${normalEmail(email)}|${from}`;
}

const accountKey = (scope: string, email: string) => `${scope}|${normalEmail(email)}`;
const addressKey = (scope: string, address: string) => `${scope}|${addressGroup(address)}`;

/** Takes a point, or answers how long until one is free. */
async function takePoint(limiter: Limiter, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    // The refused point was counted too (rate-limiter-flexible counts before it compares): give it back.
    await limiter.reward(key);
    return Math.max(rejection.msBeforeNext, 1);
  }
}

/**
 * One design for every guessable secret, portal and CMS alike (docs/security.md, "Guessing"): each attempt takes its
 * slots before the check, atomically, in the store every process shares, so N attempts at once cost N slots. The delays
 * grow and never lock: an attacker slows their own address; the owner signs in from a known device, or after a reset.
 */
export function createGuessLimits(
  limiter: LimiterFactory,
  ledger: GuessLedger,
  options: Partial<GuessLimitOptions> = {},
): GuessLimits {
  const settings = { ...DEFAULT_GUESS_LIMITS, ...options };
  const hour = 60 * 60;
  const accounts = limiter('guess-account', { points: settings.accountFailuresPerHour, durationSeconds: hour });
  const addresses = limiter('guess-address', { points: settings.addressFailuresPerHour, durationSeconds: hour });

  return {
    async reserve(guess) {
      const onAccount = guess.knownDevice === undefined ? accountKey(guess.scope, guess.email) : undefined;
      const onAddress = addressKey(guess.scope, guess.address);
      const given: (() => Promise<unknown>)[] = [];
      const giveBack = () => Promise.all(given.map((undo) => undo()));
      const refused = async (waitMs: number): Promise<Reservation> => {
        await giveBack();
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      };

      if (onAccount !== undefined) {
        const wait = await takePoint(accounts, onAccount);
        if (wait > 0) return refused(wait);
        given.push(() => accounts.reward(onAccount));
      }
      const addressWait = await takePoint(addresses, onAddress);
      if (addressWait > 0) return refused(addressWait);
      given.push(() => addresses.reward(onAddress));

      const key = ledgerKey(guess);
      const policy = settings[guess.secret];
      const taken = await ledger.take(key, policy);
      if (!taken.taken) return refused(taken.retryAfterMs);

      return {
        ok: true,
        // The wait counts from the failure, as the person sees it, not from before the check.
        failed: () => ledger.hold(key, policy),
        succeeded: async () => {
          await Promise.all([ledger.forget(key), giveBack()]);
        },
      };
    },
    async forgetAccount(scope, email, address) {
      await Promise.all([
        accounts.delete(accountKey(scope, email)),
        ledger.forget(ledgerKey({ scope, secret: 'code', email, address })),
        ledger.forget(ledgerKey({ scope, secret: 'password', email, address })),
      ]);
    },
  };
}
