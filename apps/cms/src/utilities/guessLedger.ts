import type { Redis } from 'ioredis';

import type { PostgresPool } from '../db/connection';
import {
  createGuessLedgerTable,
  forgetGuesses,
  guessWaitMs,
  holdGuessSlot,
  sweepGuessLedger,
  takeGuessSlot,
} from '../db/guess-ledger';

/**
 * How the waits between guesses grow: the first `freeAttempts` go through at once, then each attempt waits
 * `firstDelayMs` doubled once per attempt beyond them, up to `maxDelayMs`. A key is forgotten `forgetAfterMs` after its
 * last attempt.
 */
export type DelayPolicy = { freeAttempts: number; firstDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

/** One key's count: attempts so far, when the next may come, when the key is forgotten (epoch milliseconds). */
export type LedgerEntry = { attempts: number; nextAt: number; expiresAt: number };

/** Taken: this attempt holds slot `attempts`. Refused: the key must wait `retryAfterMs` first, and nothing was counted. */
export type TakeResult = { taken: true; attempts: number } | { taken: false; retryAfterMs: number };

/**
 * Counts attempts at a guessable secret, each taken before the secret is checked: `take` is one atomic step in every
 * store, so N attempts sent at the same moment take N slots, and those past the free ones wait as if the earlier ones
 * had failed. `hold` restarts the wait from the moment an attempt is known to have failed (the check takes a while);
 * `forget` starts a key afresh (the right secret).
 */
export type GuessLedger = {
  take(key: string, policy: DelayPolicy): Promise<TakeResult>;
  hold(key: string, policy: DelayPolicy): Promise<void>;
  forget(key: string): Promise<void>;
};

/** How long the attempt after `attempts` attempts must wait. */
export function waitAfter(attempts: number, policy: DelayPolicy): number {
  const beyond = attempts - policy.freeAttempts;
  if (beyond < 0) return 0;
  return Math.min(policy.firstDelayMs * 2 ** Math.min(beyond, 40), policy.maxDelayMs);
}

/** The one rule every store applies atomically: the entry after an attempt at `now`, or how long it must wait. */
export function advance(
  entry: LedgerEntry | undefined,
  now: number,
  policy: DelayPolicy,
): { entry: LedgerEntry; attempts: number } | { retryAfterMs: number } {
  const live = entry && entry.expiresAt > now ? entry : undefined;
  if (live && live.nextAt > now) return { retryAfterMs: live.nextAt - now };
  const attempts = (live?.attempts ?? 0) + 1;
  return {
    attempts,
    entry: { attempts, nextAt: now + waitAfter(attempts, policy), expiresAt: now + policy.forgetAfterMs },
  };
}

/** The entry once an attempt is known to have failed at `now`: its wait counts from now, never shorter than it was. */
export function held(entry: LedgerEntry | undefined, now: number, policy: DelayPolicy): LedgerEntry | undefined {
  if (!entry || entry.expiresAt <= now) return undefined;
  const nextAt = Math.max(entry.nextAt, now + waitAfter(entry.attempts, policy));
  return { ...entry, nextAt, expiresAt: Math.max(entry.expiresAt, now + policy.forgetAfterMs) };
}

function result(step: ReturnType<typeof advance>): TakeResult {
  return 'retryAfterMs' in step
    ? { taken: false, retryAfterMs: step.retryAfterMs }
    : { taken: true, attempts: step.attempts };
}

/** This process's memory: atomic because `take` never awaits between reading and writing. For SQLite's one process. */
export function memoryLedger(): GuessLedger {
  const entries = new Map<string, LedgerEntry>();
  let lastSweep = Date.now();
  return {
    take(key, policy) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        for (const [known, entry] of entries) if (entry.expiresAt <= now) entries.delete(known);
      }
      const step = advance(entries.get(key), now, policy);
      if ('entry' in step) entries.set(key, step.entry);
      return Promise.resolve(result(step));
    },
    hold(key, policy) {
      const entry = held(entries.get(key), Date.now(), policy);
      if (entry) entries.set(key, entry);
      return Promise.resolve();
    },
    forget(key) {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

/** PostgreSQL: one statement per attempt and one per failure, with the database's clock (db/guess-ledger.ts). */
export async function postgresLedger(pool: PostgresPool): Promise<GuessLedger> {
  await createGuessLedgerTable(pool);
  let lastSweep = 0;
  return {
    async take(key, policy) {
      const attempts = await takeGuessSlot(pool, key, policy);
      if (Date.now() - lastSweep > 5 * 60_000) {
        lastSweep = Date.now();
        await sweepGuessLedger(pool);
      }
      if (attempts !== undefined) return { taken: true, attempts };
      return { taken: false, retryAfterMs: await guessWaitMs(pool, key) };
    },
    hold: (key, policy) => holdGuessSlot(pool, key, policy),
    forget: (key) => forgetGuesses(pool, key),
  };
}

/** `advance` in Lua, run by Redis as one step; the entry is a hash that expires with the key. Times are Redis's clock. */
const SCRIPT_HEAD = `
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000 + math.floor(tonumber(now_parts[2]) / 1000)
local free, first, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 'attempts', 'next_at')
local attempts = tonumber(stored[1]) or 0
local next_at = tonumber(stored[2]) or 0
local function wait_after(count)
  if count < free then return 0 end
  return math.min(first * (2 ^ math.min(count - free, 40)), max)
end
`;
const TAKE_SCRIPT = `${SCRIPT_HEAD}
if next_at > now then return {0, next_at - now} end
attempts = attempts + 1
redis.call('HSET', KEYS[1], 'attempts', attempts, 'next_at', now + wait_after(attempts))
redis.call('PEXPIRE', KEYS[1], forget)
return {1, attempts}
`;
/** `held` in Lua. */
const HOLD_SCRIPT = `${SCRIPT_HEAD}
if attempts == 0 then return 0 end
redis.call('HSET', KEYS[1], 'next_at', math.max(next_at, now + wait_after(attempts)))
redis.call('PEXPIRE', KEYS[1], forget)
return 1
`;

/** Redis: one script per attempt, so it is atomic across every process. */
export function redisLedger(client: Redis): GuessLedger {
  const run = (script: string, key: string, policy: DelayPolicy) =>
    client.eval(script, 1, key, policy.freeAttempts, policy.firstDelayMs, policy.maxDelayMs, policy.forgetAfterMs);
  return {
    async take(key, policy) {
      const answer = (await run(TAKE_SCRIPT, key, policy)) as [number, number];
      return answer[0] === 1 ? { taken: true, attempts: answer[1] } : { taken: false, retryAfterMs: answer[1] };
    },
    async hold(key, policy) {
      await run(HOLD_SCRIPT, key, policy);
    },
    async forget(key) {
      await client.del(key);
    },
  };
}
