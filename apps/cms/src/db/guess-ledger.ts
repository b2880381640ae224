import type { PostgresPool } from './connection';
import type { OWN_TABLES } from './schema';

/**
 * The guess ledger's statements on PostgreSQL (utilities/guessLedger.ts holds the rule they apply and the other
 * stores). Each runs with the database's clock, so every process of a deployment counts in the same time.
 */

/** The waits between guesses: utilities/guessLedger.ts's `DelayPolicy` (db/ imports nothing above it). */
type Waits = { freeAttempts: number; firstDelayMs: number; maxDelayMs: number; forgetAfterMs: number };

/** The table every process of a PostgreSQL deployment counts in; created by the first one that starts. */
export const GUESS_LEDGER_TABLE = 'guess_ledger' satisfies keyof typeof OWN_TABLES;
const TABLE = GUESS_LEDGER_TABLE;

/** The database's clock in epoch milliseconds: every process of a deployment reads the same one. */
const DATABASE_NOW = '(extract(epoch from clock_timestamp()) * 1000)::bigint';

/** `waitAfter` in SQL for the attempt count `count`; $3 free attempts, $4 first wait, $5 longest wait (ms). */
const waitAfterSql = (count: string) =>
  `(CASE WHEN (${count}) >= $3::bigint THEN LEAST(($4::bigint * power(2, LEAST((${count}) - $3::bigint, 40)))::bigint, $5::bigint) ELSE 0 END)`;

/**
 * `advance` as one upsert, atomic under the row's lock, so attempts through any process line up one by one in a single
 * round trip. A refused attempt changes nothing (the update's WHERE fails) and returns no row. The update reads the
 * clock again once it holds the row: an attempt that waited for the lock behind another is judged by the time it gets
 * the row, not by the earlier time it arrived (which may be before the other's wait began).
 */
const TAKE_SQL = `
INSERT INTO ${TABLE} AS g (key, attempts, next_at, expires_at)
VALUES ($1, 1, ${DATABASE_NOW} + ${waitAfterSql('1')}, ${DATABASE_NOW} + $2::bigint)
ON CONFLICT (key) DO UPDATE SET
  attempts = CASE WHEN g.expires_at <= ${DATABASE_NOW} THEN 1 ELSE g.attempts + 1 END,
  next_at = ${DATABASE_NOW} + ${waitAfterSql(`CASE WHEN g.expires_at <= ${DATABASE_NOW} THEN 1 ELSE g.attempts + 1 END`)},
  expires_at = ${DATABASE_NOW} + $2::bigint
WHERE g.next_at <= ${DATABASE_NOW} OR g.expires_at <= ${DATABASE_NOW}
RETURNING g.attempts`;

/** `held` in SQL: the wait restarts from now, never shorter than it was. */
const HOLD_SQL = `
UPDATE ${TABLE} SET
  next_at = GREATEST(next_at, ${DATABASE_NOW} + ${waitAfterSql('attempts')}),
  expires_at = GREATEST(expires_at, ${DATABASE_NOW} + $2::bigint)
WHERE key = $1 AND expires_at > ${DATABASE_NOW}`;

const values = (key: string, waits: Waits) => [
  key,
  waits.forgetAfterMs,
  waits.freeAttempts,
  waits.firstDelayMs,
  waits.maxDelayMs,
];

/** Creates the ledger's table unless another process already has (the first process of a deployment to start). */
export async function createGuessLedgerTable(pool: PostgresPool): Promise<void> {
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (key text PRIMARY KEY, attempts integer NOT NULL, next_at bigint NOT NULL, expires_at bigint NOT NULL)`,
    );
  } catch (error) {
    // Two processes starting together: IF NOT EXISTS does not stop the other's CREATE from failing on the catalogue.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

/** Takes the key's next slot: its attempt count, or undefined when the key must wait first (and nothing was counted). */
export async function takeGuessSlot(pool: PostgresPool, key: string, waits: Waits): Promise<number | undefined> {
  const { rows } = await pool.query<{ attempts: number }>(TAKE_SQL, values(key, waits));
  return rows[0]?.attempts;
}

/** How long the key must still wait, in milliseconds (at least 1). */
export async function guessWaitMs(pool: PostgresPool, key: string): Promise<number> {
  const { rows } = await pool.query<{ wait: string }>(
    `SELECT next_at - ${DATABASE_NOW} AS wait FROM ${TABLE} WHERE key = $1`,
    [key],
  );
  return Math.max(1, Number(rows[0]?.wait ?? 1));
}

/** Restarts the key's wait from now: its last attempt is known to have failed. */
export async function holdGuessSlot(pool: PostgresPool, key: string, waits: Waits): Promise<void> {
  await pool.query(HOLD_SQL, values(key, waits));
}

/** Starts the key afresh. */
export async function forgetGuesses(pool: PostgresPool, key: string): Promise<void> {
  await pool.query(`DELETE FROM ${TABLE} WHERE key = $1`, [key]);
}

/** Deletes the keys whose time has run out. */
export async function sweepGuessLedger(pool: PostgresPool): Promise<void> {
  await pool.query(`DELETE FROM ${TABLE} WHERE expires_at < ${DATABASE_NOW}`);
}
