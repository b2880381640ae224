import { AsyncLocalStorage } from 'node:async_hooks';

/** How long one request may wait on Redis in all, whatever the number of its commands (docs/security.md). */
export const REDIS_BUDGET_MS = 200;
/** How often an open circuit asks Redis, with one PING, whether it answers again. */
export const REDIS_PROBE_INTERVAL_MS = 1_000;

/** The time one request has spent waiting on Redis so far, shared by all its commands. */
export class RedisBudget {
  private spentMs = 0;

  spend(ms: number): void {
    this.spentMs += ms;
  }

  /** A command ran out of time: nothing is left for the request's next ones. */
  exhaust(): void {
    this.spentMs = Number.POSITIVE_INFINITY;
  }

  remainingOf(totalMs: number): number {
    return Math.max(0, totalMs - this.spentMs);
  }
}

// On globalThis, not in this module: Next bundles its own copy of this file for the CMS's sign-in hooks, and a request
// the server's listener scoped must find its budget there too.
const STORAGE = Symbol.for('hcp.redisBudget');
function storage(): AsyncLocalStorage<RedisBudget> {
  const holder = globalThis as { [STORAGE]?: AsyncLocalStorage<RedisBudget> };
  holder[STORAGE] ??= new AsyncLocalStorage();
  return holder[STORAGE];
}

/**
 * Runs `work` (one request) with one Redis budget for every command it makes; inside a request that already has one
 * (the listener's, then the portal API's), the outer budget goes on.
 */
export function withRedisBudget<T>(work: () => T): T {
  const budgets = storage();
  return budgets.getStore() ? work() : budgets.run(new RedisBudget(), work);
}

export type CircuitState = 'closed' | 'open';

export type RedisCircuitOptions = {
  /** Redis is down for a request that waited this long on it in all. */
  budgetMs?: number;
  probeIntervalMs?: number;
  /** One cheap command (PING); Redis is back when it answers within the budget. */
  probe: () => Promise<unknown>;
  /** A rejection that is Redis's answer (a limit reached), not a failure of Redis. */
  isAnswer?: (error: unknown) => boolean;
  onOpen?: () => void;
  onClose?: () => void;
  now?: () => number;
};

type Outcome<T> = { kind: 'value'; value: T } | { kind: 'error'; error: unknown } | { kind: 'timeout' };

/** `promise`'s outcome, or a timeout after `ms`; a promise given up on is still awaited, so its failure is handled. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<Outcome<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: 'value', value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'error', error });
      },
    );
  });
}

/**
 * Decides, per command, whether to ask Redis or the fallback. Closed: Redis, within what is left of the request's
 * budget; a command that runs out of it is answered by the fallback and opens the circuit. Open: the fallback at once,
 * while a PING every `probeIntervalMs` (one at a time) closes the circuit as soon as Redis answers within the budget.
 * A Redis that fails fast (connection lost: not ready) gets the fallback for that command and leaves the circuit as
 * it is, since it costs no waiting.
 */
export class RedisCircuit {
  private current: CircuitState = 'closed';
  private probeTimer: NodeJS.Timeout | undefined;
  private probing = false;
  private disposed = false;
  /** What went where, for the logs and the tests: commands sent to Redis, answered by the fallback, timed out. */
  readonly counts = { redis: 0, fallback: 0, timeouts: 0 };
  private readonly budgetMs: number;
  private readonly probeIntervalMs: number;
  private readonly now: () => number;

  constructor(private readonly options: RedisCircuitOptions) {
    this.budgetMs = options.budgetMs ?? REDIS_BUDGET_MS;
    this.probeIntervalMs = options.probeIntervalMs ?? REDIS_PROBE_INTERVAL_MS;
    this.now = options.now ?? (() => performance.now());
  }

  get state(): CircuitState {
    return this.current;
  }

  async run<T>(viaRedis: () => Promise<T>, viaFallback: () => Promise<T>): Promise<T> {
    if (this.current === 'open' || this.disposed) return this.fallBack(viaFallback);
    // A call outside any request (a job) has a budget of its own.
    const budget = storage().getStore() ?? new RedisBudget();
    const remaining = budget.remainingOf(this.budgetMs);
    if (remaining <= 0) {
      this.open();
      return this.fallBack(viaFallback);
    }
    this.counts.redis += 1;
    const started = this.now();
    const outcome = await settleWithin(viaRedis(), remaining);
    budget.spend(this.now() - started);
    if (outcome.kind === 'value') return outcome.value;
    if (outcome.kind === 'error') {
      if (this.options.isAnswer?.(outcome.error)) throw outcome.error;
      return this.fallBack(viaFallback);
    }
    this.counts.timeouts += 1;
    budget.exhaust();
    this.open();
    return this.fallBack(viaFallback);
  }

  /** Stops the probe; every later command goes to the fallback (the connection is closing). */
  dispose(): void {
    this.disposed = true;
    this.stopProbing();
  }

  private fallBack<T>(viaFallback: () => Promise<T>): Promise<T> {
    this.counts.fallback += 1;
    return viaFallback();
  }

  private open(): void {
    if (this.current === 'open' || this.disposed) return;
    this.current = 'open';
    this.options.onOpen?.();
    this.probeTimer = setInterval(() => this.probeOnce(), this.probeIntervalMs);
    // The probe never keeps a process alive that has nothing else to do.
    this.probeTimer.unref();
  }

  private probeOnce(): void {
    if (this.probing) return;
    this.probing = true;
    const started = this.now();
    this.options
      .probe()
      .then(
        () => {
          if (this.now() - started <= this.budgetMs) this.close();
        },
        () => undefined,
      )
      .finally(() => {
        this.probing = false;
      });
  }

  private close(): void {
    if (this.current === 'closed' || this.disposed) return;
    this.current = 'closed';
    this.stopProbing();
    this.options.onClose?.();
  }

  private stopProbing(): void {
    clearInterval(this.probeTimer);
    this.probeTimer = undefined;
  }
}
