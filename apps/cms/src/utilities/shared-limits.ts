import { createHmac } from 'node:crypto';

import { Redis } from 'ioredis';
import type { Payload } from 'payload';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

import { type PostgresPool, postgresPoolOf } from '../db/connection';
import { env } from '../env';
import { REDIS_BUDGET_MS, RedisCircuit } from './redisCircuit';
import { type GuessLedger, memoryLedger, postgresLedger, redisLedger } from './guessLedger';
import { createGuessLimits, type GuessLimitOptions, type GuessLimits } from './guessLimits';

/** Where the counters live: Redis (REDIS_URL), else PostgreSQL (the database), else this process's memory (SQLite). */
export type LimitStoreKind = 'memory' | 'postgres' | 'redis';

export type LimitStore =
  { kind: 'memory' } | { kind: 'postgres'; pool: PostgresPool } | { kind: 'redis'; client: Redis; ownsClient: boolean };

/** What the portal and the CMS do with a counter: the part of rate-limiter-flexible's limiter they use. */
export type Limiter = {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
};

/** `points` events per `durationSeconds`, in a fixed window that starts with a key's first event. */
export type LimiterPolicy = { points: number; durationSeconds: number };

/** Makes the named counter every process of the deployment shares. */
export type LimiterFactory = (name: string, policy: LimiterPolicy) => Limiter;

export type SharedLimits = {
  readonly store: LimitStoreKind;
  limiter: LimiterFactory;
  /** The limits on guessing a password or a code, portal and CMS alike (guessLimits.ts). */
  readonly guesses: GuessLimits;
  /** With Redis: whether it is skipped (open) after a request waited out its budget, and what went where. */
  readonly redisCircuit: RedisCircuit | undefined;
  /** Ends the Redis connection this module opened; the PostgreSQL pool is Payload's and closes with it. */
  close(): Promise<void>;
};

type Logger = { warn: (message: string) => void; info?: (message: string) => void };

export type SharedLimitsOptions = {
  store: LimitStore;
  /** Names this deployment's counters in the shared store; tests use one of their own. */
  keyPrefix?: string;
  /** Keys are stored as HMACs under this secret, so no email or address is readable in the store. */
  keySecret: string;
  logger: Logger;
  guesses?: Partial<GuessLimitOptions>;
  /** Redis only: how often an open circuit pings it (redisCircuit.ts); tests shorten it. */
  redisProbeIntervalMs?: number;
};

/** The one table of every counter on PostgreSQL, created by the first process that starts (rate-limiter-flexible's DDL). */
export const RATE_LIMIT_TABLE = 'rate_limit_counters';
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

/**
 * The stand-in rate-limiter-flexible uses while the shared store fails: this process's memory, so a Redis or database
 * outage neither locks everyone out nor lifts the limits; each process then counts alone. It says so in the log.
 */
class FallbackMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly noticeFallback: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): Promise<RateLimiterRes> {
    this.noticeFallback();
    return super.consume(...args);
  }

  override penalty(...args: Parameters<RateLimiterMemory['penalty']>): Promise<RateLimiterRes> {
    this.noticeFallback();
    return super.penalty(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>): Promise<RateLimiterRes | null> {
    this.noticeFallback();
    return super.get(...args);
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>): Promise<RateLimiterRes> {
    this.noticeFallback();
    return super.reward(...args);
  }

  override block(...args: Parameters<RateLimiterMemory['block']>): Promise<RateLimiterRes> {
    this.noticeFallback();
    return super.block(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>): Promise<boolean> {
    this.noticeFallback();
    return super.delete(...args);
  }
}

/** A warning at most once a minute, however many requests fall back meanwhile. */
function throttledWarning(logger: Logger, message: string): () => void {
  let lastWarnedAt = 0;
  return () => {
    const now = Date.now();
    if (now - lastWarnedAt < FALLBACK_WARNING_INTERVAL_MS) return;
    lastWarnedAt = now;
    logger.warn(message);
  };
}

/** Creates the counters table unless another process already has (rate-limiter-flexible tolerates the race). */
function ensureTable(pool: PostgresPool): Promise<void> {
  return new Promise((resolve, reject) => {
    new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        points: 1,
        duration: 1,
        clearExpiredByTimeout: false,
      },
      (error?: unknown) => (error ? reject(toError(error)) : resolve()),
    );
  });
}

/** The operations of rate-limiter-flexible's limiters that `Limiter` passes on. */
type Counter = Pick<RateLimiterMemory, 'consume' | 'penalty' | 'reward' | 'get' | 'block' | 'delete'>;

/**
 * A Redis counter that the circuit guards: each operation asks Redis within the request's budget, or the memory
 * fallback (the same one that answers while the connection is lost). A count refused by Redis is its answer, not a
 * failure. Without rate-limiter-flexible's own insurance, so no operation is ever counted twice in memory.
 */
function guardedRedisCounter(circuit: RedisCircuit, redis: RateLimiterRedis, fallback: RateLimiterMemory): Counter {
  return {
    consume: (key, points, options) =>
      circuit.run(
        () => redis.consume(key, points, options),
        () => fallback.consume(key, points, options),
      ),
    penalty: (key, points, options) =>
      circuit.run(
        () => redis.penalty(key, points, options),
        () => fallback.penalty(key, points, options),
      ),
    reward: (key, points, options) =>
      circuit.run(
        () => redis.reward(key, points, options),
        () => fallback.reward(key, points, options),
      ),
    get: (key, options) =>
      circuit.run(
        () => redis.get(key, options),
        () => fallback.get(key, options),
      ),
    block: (key, seconds, options) =>
      circuit.run(
        () => redis.block(key, seconds, options),
        () => fallback.block(key, seconds, options),
      ),
    delete: (key, options) =>
      circuit.run(
        () => redis.delete(key, options),
        () => fallback.delete(key, options),
      ),
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The growing delays' ledger in the shared store, with the same stand-in as the counters: this process's memory while
 * the store fails (a Redis the circuit skips, a database that errs), so an outage neither locks out nor lifts the limits.
 */
async function guessLedger(
  store: LimitStore,
  circuit: RedisCircuit | undefined,
  noticeFallback: () => void,
): Promise<GuessLedger> {
  if (store.kind === 'memory') return memoryLedger();
  const fallback = memoryLedger();
  const stand = <T>(use: (ledger: GuessLedger) => Promise<T>) => {
    noticeFallback();
    return use(fallback);
  };
  if (store.kind === 'redis' && circuit) {
    const redis = redisLedger(store.client);
    return {
      take: (key, policy) =>
        circuit.run(
          () => redis.take(key, policy),
          () => stand((ledger) => ledger.take(key, policy)),
        ),
      hold: (key, policy) =>
        circuit.run(
          () => redis.hold(key, policy),
          () => stand((ledger) => ledger.hold(key, policy)),
        ),
      forget: (key) =>
        circuit.run(
          () => redis.forget(key),
          () => stand((ledger) => ledger.forget(key)),
        ),
    };
  }
  if (store.kind !== 'postgres') throw new Error(`No guess ledger for the ${store.kind} store.`);
  const postgres = await postgresLedger(store.pool);
  return {
    take: (key, policy) => postgres.take(key, policy).catch(() => stand((ledger) => ledger.take(key, policy))),
    hold: (key, policy) => postgres.hold(key, policy).catch(() => stand((ledger) => ledger.hold(key, policy))),
    forget: (key) => postgres.forget(key).catch(() => stand((ledger) => ledger.forget(key))),
  };
}

/**
 * The rate limits and sign-in throttles every process of a deployment shares (docs/architecture.md, "Scale-out"):
 * counted in Redis or PostgreSQL, so N processes behind a load balancer allow what one would; in memory on SQLite,
 * which runs one process. Built once at start (boot.ts); limiters made from it are cheap views of the store.
 */
export async function createSharedLimits(options: SharedLimitsOptions): Promise<SharedLimits> {
  const { store, keyPrefix = 'hcp', keySecret, logger } = options;
  if (store.kind === 'postgres') await ensureTable(store.pool);
  const noticeFallback = throttledWarning(
    logger,
    `The shared rate-limit store (${store.kind}) is unreachable: this process counts rate limits and sign-in throttles in its own memory until it is back.`,
  );
  const hashKey = (key: string) => createHmac('sha256', keySecret).update(key).digest('base64url');
  // One process clears expired rows of the PostgreSQL table every 5 minutes through its first limiter (any one is enough).
  let clearsExpired = true;
  const redisCircuit =
    store.kind === 'redis'
      ? new RedisCircuit({
          probe: () => store.client.ping(),
          probeIntervalMs: options.redisProbeIntervalMs,
          isAnswer: (error) => error instanceof RateLimiterRes,
          onOpen: () =>
            logger.warn(
              `Redis did not answer within ${String(REDIS_BUDGET_MS)} ms: this process counts rate limits and sign-in throttles in its own memory, without asking Redis, until it answers again.`,
            ),
          onClose: () =>
            (logger.info ?? logger.warn)('Redis answers again: rate limits and sign-in throttles count there again.'),
        })
      : undefined;

  const limiter: LimiterFactory = (name, { points, durationSeconds }) => {
    const common = { keyPrefix: `${keyPrefix}:${name}`, points, duration: durationSeconds };
    let counter: Counter;
    if (store.kind === 'postgres') {
      counter = new RateLimiterPostgres({
        ...common,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: clearsExpired,
        insuranceLimiter: new FallbackMemoryLimiter(common, noticeFallback),
      });
      clearsExpired = false;
    } else if (store.kind === 'redis' && redisCircuit) {
      // Not ready (reconnecting): a failure at once, so the fallback answers instead of waiting on the connection.
      const redis = new RateLimiterRedis({ ...common, storeClient: store.client, rejectIfRedisNotReady: true });
      counter = guardedRedisCounter(redisCircuit, redis, new FallbackMemoryLimiter(common, noticeFallback));
    } else {
      counter = new RateLimiterMemory(common);
    }
    return {
      consume: (key, count) => counter.consume(hashKey(key), count),
      penalty: (key, count) => counter.penalty(hashKey(key), count),
      reward: (key, count) => counter.reward(hashKey(key), count),
      get: (key) => counter.get(hashKey(key)),
      block: (key, seconds) => counter.block(hashKey(key), seconds),
      delete: (key) => counter.delete(hashKey(key)),
    };
  };

  // Keys as HMACs, as the counters' are: no email or address is readable in the ledger either.
  const ledger = await guessLedger(store, redisCircuit, noticeFallback);
  const ledgerKey = (key: string) => `${keyPrefix}:guess:${hashKey(key)}`;
  const keyedLedger: GuessLedger = {
    take: (key, policy) => ledger.take(ledgerKey(key), policy),
    hold: (key, policy) => ledger.hold(ledgerKey(key), policy),
    forget: (key) => ledger.forget(ledgerKey(key)),
  };

  return {
    store: store.kind,
    limiter,
    guesses: createGuessLimits(limiter, keyedLedger, options.guesses),
    redisCircuit,
    close: async () => {
      redisCircuit?.dispose();
      if (store.kind !== 'redis' || !store.ownsClient) return;
      // Bounded by commandTimeout; a frozen Redis never answers QUIT, so the connection is cut after it either way.
      await store.client.quit().catch(() => undefined);
      store.client.disconnect();
    },
  };
}

/**
 * A Redis connection for the counters: fails fast while down (the memory fallback answers), reconnects for ever. The
 * circuit (redisCircuit.ts) gives up on a command after the request's 200 ms; these settings make sure ioredis itself
 * never holds one for long either.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // No queue while disconnected, and no command sent again after a reconnection: each one answers or fails once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // Drops (with its timer) a command a frozen Redis holds, long after the circuit gave up on it.
    commandTimeout: 1_000,
    // Back off up to 5 s between reconnection attempts, and never give up.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  const where = redactedRedisUrl(url);
  const warn = throttledWarning(logger, `Redis at ${where} is unreachable; reconnecting.`);
  client.on('error', warn);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL is set, but Redis at ${where} could not be reached: ${toError(error).message}`, {
      cause: error,
    });
  }
  return client;
}

/** The URL without its password, for messages. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}

/** The store this deployment's configuration names: Redis when REDIS_URL is set, else PostgreSQL, else memory. */
async function configuredStore(payload: Payload, logger: Logger): Promise<LimitStore> {
  if (env.redisUrl) return { kind: 'redis', client: await connectRedis(env.redisUrl, logger), ownsClient: true };
  if (env.databaseKind === 'postgres') {
    // Payload's own pool: one pool per process, with the pool settings and reconnection Payload's adapter gives it.
    const pool = postgresPoolOf(payload.db);
    if (!pool) throw new Error('The PostgreSQL adapter has no connection pool yet: boot Payload before the limits.');
    return { kind: 'postgres', pool };
  }
  return { kind: 'memory' };
}

// On globalThis, not in this module: Next bundles its own copy of this file for the CMS's sign-in hooks, and both
// copies must find the one set of limits the server built for the (shared, cached) Payload instance.
const REGISTRY = Symbol.for('hcp.sharedLimits');
type Registry = WeakMap<Payload, Promise<SharedLimits>>;
function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new WeakMap();
  return holder[REGISTRY];
}

/**
 * The shared limits of this Payload instance: built on first call (boot.ts calls it at start, so a wrong REDIS_URL
 * stops the server there), the same ones afterwards.
 */
export function sharedLimitsOf(payload: Payload): Promise<SharedLimits> {
  const known = registry().get(payload);
  if (known) return known;
  const logger: Logger = {
    warn: (message) => payload.logger.warn(message),
    info: (message) => payload.logger.info(message),
  };
  const created = configuredStore(payload, logger).then((store) =>
    createSharedLimits({ store, keySecret: env.payloadSecret, logger }),
  );
  // A failed start is not remembered, so a later call tries again.
  created.catch(() => registry().delete(payload));
  registry().set(payload, created);
  return created;
}

/**
 * Gives this Payload instance other limits from now on, and answers the ones it had: for a test that needs a delay
 * longer than a busy machine takes between two requests.
 */
export function replaceSharedLimits(payload: Payload, limits: SharedLimits): Promise<SharedLimits> | undefined {
  const known = registry().get(payload);
  registry().set(payload, Promise.resolve(limits));
  return known;
}

/** Closes the limits' own connections (Redis) when the server stops. */
export async function closeSharedLimits(payload: Payload): Promise<void> {
  const known = registry().get(payload);
  registry().delete(payload);
  if (known) await (await known.catch(() => undefined))?.close();
}
