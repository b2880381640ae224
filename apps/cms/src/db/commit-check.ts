import type { DatabaseAdapterObj } from 'payload';

/** A COMMIT the database refused: nothing of the transaction was kept, and the caller must hear so (503, not 2xx). */
export class CommitFailed extends Error {
  readonly code = 'COMMIT_FAILED';
  constructor(cause: unknown) {
    super(`The database refused the commit: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'CommitFailed';
  }
}

type Outcome = { failed: boolean; error?: unknown };

type TransactionRunner = (work: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>;

type AdapterState = {
  drizzle?: { transaction: TransactionRunner };
  sessions: Record<number | string, { db: object } | undefined>;
  connect?: (options?: unknown) => Promise<void>;
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>;
};

const checked = new WeakSet<object>();

/**
 * Payload's SQL adapters (`@payloadcms/drizzle`'s begin/commit) run each transaction inside Drizzle's `transaction`
 * and swallow its end: a COMMIT the database refused (SQLite busy, a deferred constraint, a connection lost at commit)
 * still lets `commitTransaction` return, and the API would answer 2xx for rows that were rolled back. This watches
 * Drizzle's transaction, and `commitTransaction` fails with `CommitFailed` when its COMMIT did. SQLite and PostgreSQL.
 */
export function withCommitCheck(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args);
      const state = adapter as unknown as AdapterState;
      const outcomes = new WeakMap<object, Outcome>();

      const watch = () => {
        const drizzle = state.drizzle;
        if (!drizzle || checked.has(drizzle)) return;
        checked.add(drizzle);
        const run = drizzle.transaction.bind(drizzle);
        drizzle.transaction = (work, config) => {
          const outcome: Outcome = { failed: false };
          const running = run((tx) => {
            outcomes.set(tx, outcome);
            return work(tx);
          }, config);
          // Registered before Payload's own `.catch`, so the outcome is known before its commit returns.
          running.then(undefined, (error: unknown) => {
            outcome.failed = true;
            outcome.error = error;
          });
          return running;
        };
      };

      const connect = state.connect;
      if (connect) {
        state.connect = async function (this: unknown, options?: unknown) {
          await connect.call(this, options);
          watch();
        };
      }

      const commit = state.commitTransaction.bind(adapter);
      state.commitTransaction = async (incoming) => {
        const id = incoming instanceof Promise ? await incoming : incoming;
        const session = state.sessions[id];
        const outcome = session ? outcomes.get(session.db) : undefined;
        await commit(id);
        if (outcome?.failed) throw new CommitFailed(outcome.error);
      };
      return adapter;
    },
  };
}
