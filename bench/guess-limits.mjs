// Issue 28: what a wrong password's bookkeeping costs with the guess limits (utilities/guessLimits.ts: two hourly
// counters and the ledger's atomic step, taken before the check, then the failure's hold), against what the sign-in
// throttle it replaced did for one (a read of its delay, then a penalty on its failures counter), on the same store in
// the same run. Neither includes the ~100 ms password hash both wrap. PostgreSQL (BENCH_DATABASE_URL, a scratch
// database the bench fills with its two tables) and, when BENCH_REDIS_URL is set, Redis.
// Run through tsx: NODE_OPTIONS=--conditions=production npx tsx --tsconfig apps/cms/tsconfig.json bench/guess-limits.mjs
import { loadavg } from 'node:os';

import { Redis } from 'ioredis';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';

const { postgresLedger, redisLedger } = await import('../apps/cms/src/utilities/guessLedger.ts');
const { createGuessLimits } = await import('../apps/cms/src/utilities/guessLimits.ts');

const RUNS = Number(process.env.RUNS ?? 400);
const WARM_UP = 20;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hcp_bench_guesses';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `step` RUNS times after a warm-up, alternating with `reference` so both see the same machine; answers ms. */
async function timeBoth(reference, step) {
  const times = { reference: [], guess: [] };
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    for (const [name, action] of [
      ['reference', reference],
      ['guess', step],
    ]) {
      const started = process.hrtime.bigint();
      await action(run);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (run >= WARM_UP) times[name].push(ms);
    }
  }
  const summary = {};
  for (const [name, values] of Object.entries(times)) {
    values.sort((a, b) => a - b);
    summary[name] = { p50: percentile(values, 50), p99: percentile(values, 99) };
  }
  return {
    ...summary,
    ratio: { p50: summary.guess.p50 / summary.reference.p50, p99: summary.guess.p99 / summary.reference.p99 },
  };
}

/** The two calls of the old throttle per wrong password, and the guess limits' reserve + failed, on one store. */
async function measure(makeLimiter, ledger) {
  const old = {
    delays: makeLimiter('bench-old-delay', 1, 1),
    failures: makeLimiter('bench-old-failures', Number.MAX_SAFE_INTEGER, 24 * 3600),
  };
  const limits = createGuessLimits(
    (name, { points, durationSeconds }) => makeLimiter(name, points, durationSeconds),
    ledger,
    {
      accountFailuresPerHour: Number.MAX_SAFE_INTEGER,
      addressFailuresPerHour: Number.MAX_SAFE_INTEGER,
      password: { freeAttempts: Number.MAX_SAFE_INTEGER, firstDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 3_600_000 },
    },
  );
  // A new email and address each run, as an attacker's spread of guesses looks; the same shape for both.
  return timeBoth(
    async (run) => {
      const key = `old-${String(run)}@example.org|198.51.100.${String(run % 250)}`;
      await old.delays.get(key);
      await old.failures.penalty(key);
    },
    async (run) => {
      const attempt = await limits.reserve({
        scope: 'users',
        secret: 'password',
        email: `new-${String(run)}@example.org`,
        address: `198.51.100.${String(run % 250)}`,
      });
      if (!attempt.ok) throw new Error('The bench was refused: its limits are meant to let everything through.');
      await attempt.failed();
    },
  );
}

const results = {};
const admin = new pg.Client({ connectionString: new URL('/postgres', databaseUrl).toString() });
await admin.connect();
const name = new URL(databaseUrl).pathname.slice(1);
await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
await admin.query(`CREATE DATABASE "${name}"`);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
try {
  await new Promise((resolve, reject) => {
    new RateLimiterPostgres(
      { storeClient: pool, storeType: 'pool', tableName: 'rate_limit_counters', points: 1, duration: 1 },
      (error) => (error ? reject(error) : resolve()),
    );
  });
  results.postgres = await measure(
    (prefix, points, duration) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limit_counters',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: prefix,
        points,
        duration,
      }),
    await postgresLedger(pool),
  );
} finally {
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.end();
}

if (process.env.BENCH_REDIS_URL) {
  const client = new Redis(process.env.BENCH_REDIS_URL);
  try {
    results.redis = await measure(
      (prefix, points, duration) =>
        new RateLimiterRedis({ storeClient: client, keyPrefix: `bench:${prefix}`, points, duration }),
      redisLedger(client),
    );
  } finally {
    // Its keys expire on their own (an hour at most); a shared Redis keeps everything else.
    client.disconnect();
  }
}

console.log(
  JSON.stringify({ runs: RUNS, loadavg: loadavg().map((value) => Number(value.toFixed(2))), results }, null, 2),
);
