import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload';

/**
 * SQLite allows one writer at a time, and `@libsql/client` gives every open transaction its own connection. A write
 * on another connection while a transaction is open fails at once with `SQLITE_BUSY`, and a `busy_timeout` cannot
 * help: the calls are synchronous in the one Node thread, so a waiting write blocks the event loop that would commit
 * the open transaction (measured; see docs/architecture.md). So the process takes turns itself: a transaction holds
 * the write lock from its begin to its commit or rollback, and a write outside any transaction holds it for its call.
 * Reads never wait.
 *
 * A write that waits longer than `waitMs` goes ahead anyway and is logged: that only happens if code inside a
 * transaction writes outside it (a nested operation without the outer `req`), which would otherwise wait forever.
 */
export class WriteLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  /** Waits for the lock, at most `waitMs`; answers its release and whether the wait ran out (the lock is then shared). */
  async acquire(waitMs: number): Promise<{ release: () => void; timedOut: boolean }> {
    if (!this.held) {
      this.held = true;
      return { release: this.releaser(), timedOut: false };
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve({ release: this.releaser(), timedOut: false });
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve({ release: () => undefined, timedOut: true });
      }, waitMs);
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const satisfies readonly (keyof BaseDatabaseAdapter)[];

type Method = (this: BaseDatabaseAdapter, ...args: unknown[]) => Promise<unknown>;

/** Longest wait for the write lock before a write goes ahead regardless (and is logged). */
export const WRITE_LOCK_WAIT_MS = 10_000;

/** Wraps a SQLite adapter so that its writes take turns in this process, as described above. */
export function withWriteLock(adapterObj: DatabaseAdapterObj, waitMs = WRITE_LOCK_WAIT_MS): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args);
      const lock = new WriteLock();
      const releases = new Map<string | number, () => void>();

      const take = async (what: string) => {
        const { release, timedOut } = await lock.acquire(waitMs);
        if (timedOut) {
          adapter.payload.logger.warn({
            msg: `SQLite ${what} waited ${String(waitMs)} ms for the write lock and goes ahead without it`,
            stack: new Error('write lock wait').stack,
          });
        }
        return release;
      };

      const begin = adapter.beginTransaction.bind(adapter);
      adapter.beginTransaction = async (options) => {
        const release = await take('transaction');
        try {
          const id = await begin(options);
          if (id === null) release();
          else releases.set(id, release);
          return id;
        } catch (error) {
          release();
          throw error;
        }
      };
      for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
        const end = adapter[name].bind(adapter);
        adapter[name] = async (incoming) => {
          const id = incoming instanceof Promise ? await incoming : incoming;
          try {
            await end(id);
          } finally {
            releases.get(id)?.();
            releases.delete(id);
          }
        };
      }

      const inOpenTransaction = async (args: unknown): Promise<boolean> => {
        const transactionID = (args as { req?: { transactionID?: unknown } } | undefined)?.req?.transactionID;
        if (transactionID === undefined || transactionID === null) return false;
        const id = (transactionID instanceof Promise ? await transactionID : transactionID) as string | number;
        return releases.has(id);
      };
      const methods = adapter as unknown as Record<(typeof WRITE_METHODS)[number], Method>;
      for (const name of WRITE_METHODS) {
        const write = methods[name];
        methods[name] = async function lockedWrite(this: BaseDatabaseAdapter, ...callArgs: unknown[]) {
          if (await inOpenTransaction(callArgs[0])) return write.apply(adapter, callArgs);
          const release = await take(name);
          try {
            return await write.apply(adapter, callArgs);
          } finally {
            release();
          }
        };
      }
      return adapter;
    },
  };
}
