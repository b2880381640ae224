import {
  createClient,
  type Client,
  type InStatement,
  type InArgs,
  type Replicated,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client';
import type { DatabaseAdapterObj } from 'payload';

import { WRITE_LOCK_WAIT_MS, WriteLock } from './sqlite-write-lock';

/**
 * How every SQLite connection of the server is set (docs/reliability.md):
 * - WAL, so a reader in another process (`npm run backup`, an operator's `sqlite3`) never makes a COMMIT fail;
 * - `synchronous = FULL`: each COMMIT reaches the disk before the caller is answered, so an acknowledged write
 *   survives a power cut too, not only a crash of the process (NORMAL would lose the last commits then);
 * - a busy timeout, for the rare lock another process takes (a `search:reindex` run): this process's own writes
 *   take turns through the write lock and never wait on each other inside SQLite;
 * - foreign keys enforced.
 */
export const SQLITE_SETTINGS = {
  journalMode: 'wal',
  synchronous: 'FULL',
  busyTimeoutMs: 2000,
  foreignKeys: true,
} as const;

const CONNECTION_PRAGMAS = [
  `PRAGMA busy_timeout = ${String(SQLITE_SETTINGS.busyTimeoutMs)}`,
  `PRAGMA synchronous = ${SQLITE_SETTINGS.synchronous}`,
  'PRAGMA foreign_keys = ON',
];

/** Statements that only read: everything else takes the write lock. */
const READ_ONLY =
  /^\s*(?:select\b|explain\b|pragma\s+\w+\s*(?:\(\s*[\w"']*\s*\))?\s*;?\s*$|with\b(?![\s\S]*\b(?:insert|update|delete|replace)\b))/i;

export function isReadOnlyStatement(sql: string): boolean {
  return READ_ONLY.test(sql);
}

const sqlOf = (statement: InStatement): string => (typeof statement === 'string' ? statement : statement.sql);

/**
 * The libsql client Payload's SQLite adapter and the portal's direct reads use, made durable:
 * - every connection gets `SQLITE_SETTINGS`;
 * - writes take turns through the write lock: a write transaction holds it from BEGIN to COMMIT or ROLLBACK, a write
 *   outside one for its statement; waiting past the limit is a `WriteLockTimeout` (503);
 * - one connection serves reads and single writes, a second one every write transaction, reused from one to the next
 *   (libsql's own client opens a new connection per transaction, without the settings);
 * - a COMMIT that fails is undone on its connection and thrown (commit-check.ts makes Payload pass it on).
 */
export class DurableSqliteClient implements Client {
  readonly protocol = 'file';
  private readonly lock = new WriteLock();
  private writer: Client | undefined;

  private constructor(
    private readonly url: string,
    private readonly main: Client,
    private readonly waitMs: number,
  ) {}

  /** Opens the database, turns WAL on (it stays on in the file) and sets the main connection. */
  static async open(url: string, waitMs = WRITE_LOCK_WAIT_MS): Promise<DurableSqliteClient> {
    const main = await openConnection(url);
    const mode = await main.execute(`PRAGMA journal_mode = ${SQLITE_SETTINGS.journalMode}`);
    const journalMode = textOf(mode.rows[0]?.journal_mode);
    if (journalMode !== SQLITE_SETTINGS.journalMode && !url.includes(':memory:')) {
      main.close();
      throw new Error(`SQLite could not switch ${url} to WAL (journal_mode is ${journalMode}).`);
    }
    return new DurableSqliteClient(url, main, waitMs);
  }

  get closed(): boolean {
    return this.main.closed;
  }

  /** Whether a write holds the lock now (the tests read it). */
  get writing(): boolean {
    return this.lock.busy;
  }

  async execute(statement: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement =
      typeof statement === 'string' && args !== undefined ? { sql: statement, args } : statement;
    if (isReadOnlyStatement(sqlOf(stmt))) return this.main.execute(stmt);
    return this.locked('statement', () => this.main.execute(stmt));
  }

  batch(statements: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.locked('batch', () => this.main.batch(statements, mode));
  }

  migrate(statements: InStatement[]): Promise<ResultSet[]> {
    return this.locked('migration', () => this.main.migrate(statements));
  }

  executeMultiple(sql: string): Promise<void> {
    return this.locked('script', () => this.main.executeMultiple(sql));
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    if (mode === 'read') {
      // A read transaction takes no lock. libsql hands it the main connection and opens a new one for what follows,
      // which gets the settings here.
      const read = await this.main.transaction(mode);
      await applySettings(this.main);
      return read;
    }
    const release = await this.lock.acquire(this.waitMs, 'transaction');
    try {
      const writer = await this.writerConnection();
      try {
        await writer.execute(mode === 'deferred' ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE');
      } catch (error) {
        await this.settle(writer);
        throw error;
      }
      return this.openTransaction(writer, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  sync(): Promise<Replicated> {
    return this.main.sync();
  }

  close(): void {
    this.writer?.close();
    this.writer = undefined;
    this.main.close();
  }

  /** The connection settings as SQLite reports them, on the main connection and the transactions' one. */
  async settings(): Promise<{ main: ConnectionSettings; writer: ConnectionSettings }> {
    return { main: await settingsOf(this.main), writer: await settingsOf(await this.writerConnection()) };
  }

  private async writerConnection(): Promise<Client> {
    this.writer ??= await openConnection(this.url);
    return this.writer;
  }

  private async locked<T>(what: string, work: () => Promise<T>): Promise<T> {
    const release = await this.lock.acquire(this.waitMs, what);
    try {
      return await work();
    } finally {
      release();
    }
  }

  private openTransaction(writer: Client, release: () => void): Transaction {
    let open = true;
    const end = async (finish: 'COMMIT' | 'ROLLBACK') => {
      open = false;
      try {
        await writer.execute(finish);
      } catch (error) {
        // A COMMIT SQLite refused leaves the transaction open: undo it, so the connection is clean for the next one.
        await this.settle(writer);
        // A ROLLBACK that found nothing to undo (SQLite had already, after a failed statement) is no error: the
        // caller is rolling back because of an error of its own, which must reach it rather than this one.
        if (finish === 'COMMIT') throw error;
      } finally {
        release();
      }
    };
    const ensureOpen = () => {
      if (!open) throw new Error('The transaction is closed.');
    };
    return {
      execute: (statement: InStatement) => {
        ensureOpen();
        return writer.execute(statement);
      },
      batch: async (statements: InStatement[]) => {
        const results: ResultSet[] = [];
        for (const statement of statements) {
          ensureOpen();
          results.push(await writer.execute(statement));
        }
        return results;
      },
      executeMultiple: () =>
        Promise.reject(new Error('executeMultiple is not available inside a transaction: run statements one by one.')),
      commit: () => (open ? end('COMMIT') : Promise.reject(new Error('The transaction is closed.'))),
      // After a failed COMMIT the transaction was already undone: drizzle's rollback then has nothing left to do.
      rollback: () => (open ? end('ROLLBACK') : Promise.resolve()),
      close: () => {
        if (open) void end('ROLLBACK').catch(() => undefined);
      },
      get closed() {
        return !open;
      },
    };
  }

  /**
   * Undoes what a failed COMMIT left open, and drops the connection: a statement the failure left unfinished can keep
   * a stale read snapshot, and every later BEGIN on it would fail (SQLITE_BUSY_SNAPSHOT). The next transaction opens
   * a fresh one.
   */
  private async settle(writer: Client): Promise<void> {
    await writer.execute('ROLLBACK').catch(() => undefined);
    writer.close();
    if (this.writer === writer) this.writer = undefined;
  }
}

export type ConnectionSettings = {
  journalMode: string;
  synchronous: number;
  busyTimeoutMs: number;
  foreignKeys: boolean;
};

/** A PRAGMA's text answer ('' when it gave none). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

async function applySettings(connection: Client): Promise<void> {
  for (const pragma of CONNECTION_PRAGMAS) await connection.execute(pragma);
}

async function openConnection(url: string): Promise<Client> {
  const connection = createClient({ url });
  await applySettings(connection);
  return connection;
}

async function settingsOf(connection: Client): Promise<ConnectionSettings> {
  const one = async (pragma: string) => {
    const row = (await connection.execute(`PRAGMA ${pragma}`)).rows[0];
    return row ? Object.values(row)[0] : undefined;
  };
  return {
    journalMode: textOf(await one('journal_mode')),
    synchronous: Number(await one('synchronous')),
    busyTimeoutMs: Number(await one('busy_timeout')),
    foreignKeys: Number(await one('foreign_keys')) === 1,
  };
}

type SqliteAdapterState = {
  client?: Client;
  connect?: (options?: unknown) => Promise<void>;
};

/** Payload's SQLite adapter on a `DurableSqliteClient` of `url`, opened when Payload connects. */
export function withDurableSqlite(adapterObj: DatabaseAdapterObj, url: string): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args);
      const state = adapter as unknown as SqliteAdapterState;
      const connect = state.connect;
      if (connect) {
        state.connect = async function (this: unknown, options?: unknown) {
          state.client ??= await DurableSqliteClient.open(url);
          await connect.call(this, options);
        };
      }
      return adapter;
    },
  };
}
