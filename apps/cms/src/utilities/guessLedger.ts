import type { Redis } from 'ioredis';
import type { Pool } from 'pg';

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

/** The table every process of a PostgreSQL deployment counts in; created by the first one that starts. */
export const GUESS_LEDGER_TABLE = 'guess_ledger';

/** The database's clock in epoch milliseconds: every process of a deployment reads the same one. */
const DATABASE_NOW = '(extract(epoch from clock_timestamp()) * 1000)::bigint';

/** `waitAfter` in SQL for the attempt count `count`; $3 free attempts, $4 first wait, $5 longest wait (ms). */
const waitAfterSql = (count: string) =>
  `(CASE WHEN (${count}) >= $3::bigint THEN LEAST(($4::bigint * power(2, LEAST((${count}) - $3::bigint, 40)))::bigint, $5::bigint) ELSE 0 END)`;

/**
 * PostgreSQL: `advance` as one upsert, atomic under the row's lock, so attempts through any process line up one by one
 * in a single round trip. A refused attempt changes nothing (the update's WHERE fails) and returns no row. The update
 * reads the clock again once it holds the row: an attempt that waited for the lock behind another is judged by the time
 * it gets the row, not by the earlier time it arrived (which may be before the other's wait began).
 */
const TAKE_SQL = `
INSERT INTO ${GUESS_LEDGER_TABLE} AS g (key, attempts, next_at, expires_at)
VALUES ($1, 1, ${DATABASE_NOW} + ${waitAfterSql('1')}, ${DATABASE_NOW} + $2::bigint)
ON CONFLICT (key) DO UPDATE SET
  attempts = CASE WHEN g.expires_at <= ${DATABASE_NOW} THEN 1 ELSE g.attempts + 1 END,
  next_at = ${DATABASE_NOW} + ${waitAfterSql(`CASE WHEN g.expires_at <= ${DATABASE_NOW} THEN 1 ELSE g.attempts + 1 END`)},
  expires_at = ${DATABASE_NOW} + $2::bigint
WHERE g.next_at <= ${DATABASE_NOW} OR g.expires_at <= ${DATABASE_NOW}
RETURNING g.attempts`;

/** `held` in SQL: the wait restarts from now, never shorter than it was. */
const HOLD_SQL = `
UPDATE ${GUESS_LEDGER_TABLE} SET
  next_at = GREATEST(next_at, ${DATABASE_NOW} + ${waitAfterSql('attempts')}),
  expires_at = GREATEST(expires_at, ${DATABASE_NOW} + $2::bigint)
WHERE key = $1 AND expires_at > ${DATABASE_NOW}`;

/** PostgreSQL: one statement per attempt and one per failure, with the database's clock. */
export async function postgresLedger(pool: Pool): Promise<GuessLedger> {
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${GUESS_LEDGER_TABLE} (key text PRIMARY KEY, attempts integer NOT NULL, next_at bigint NOT NULL, expires_at bigint NOT NULL)`,
    );
  } catch (error) {
    // Two processes starting together: IF NOT EXISTS does not stop the other's CREATE from failing on the catalogue.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
  let lastSweep = 0;
  const values = (key: string, policy: DelayPolicy) => [
    key,
    policy.forgetAfterMs,
    policy.freeAttempts,
    policy.firstDelayMs,
    policy.maxDelayMs,
  ];
  return {
    async take(key, policy) {
      const taken = await pool.query<{ attempts: number }>(TAKE_SQL, values(key, policy));
      if (Date.now() - lastSweep > 5 * 60_000) {
        lastSweep = Date.now();
        await pool.query(`DELETE FROM ${GUESS_LEDGER_TABLE} WHERE expires_at < ${DATABASE_NOW}`);
      }
      const row = taken.rows[0];
      if (row) return { taken: true, attempts: row.attempts };
      const { rows } = await pool.query<{ wait: string }>(
        `SELECT next_at - ${DATABASE_NOW} AS wait FROM ${GUESS_LEDGER_TABLE} WHERE key = $1`,
        [key],
      );
      return { taken: false, retryAfterMs: Math.max(1, Number(rows[0]?.wait ?? 1)) };
    },
    async hold(key, policy) {
      await pool.query(HOLD_SQL, values(key, policy));
    },
    async forget(key) {
      await pool.query(`DELETE FROM ${GUESS_LEDGER_TABLE} WHERE key = $1`, [key]);
    },
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
