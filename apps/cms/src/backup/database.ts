import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  postgresHoldsNothing,
  postgresLatestMigration,
  sqliteCopyInto,
  sqliteHoldsNoTables,
  sqliteIsIntact,
  sqliteLatestMigration,
} from '../db/backup';
import type { Env } from '../env';

export type DatabaseTarget = Pick<Env, 'databaseUrl' | 'databaseKind'>;

/** What a backup or a restore needs of a database, whichever adapter serves it. */
export type DatabaseStore = {
  /** The target as people may read it: no password. */
  describe: () => string;
  /** Whether the database holds no tables (and, on PostgreSQL, no types): the only kind restored without --force. */
  isEmpty: () => Promise<boolean>;
  /** The newest migration applied, or null when the database has never been migrated. */
  latestMigration: () => Promise<string | null>;
  /** Writes a consistent copy of the live database to `file`, which must not exist. */
  snapshot: (file: string) => Promise<void>;
  /** Replaces the database's content with the copy in `file` (a snapshot of the same adapter). */
  restore: (file: string) => Promise<void>;
};

/** Runs a program, failing with its own error output (which names no password: none is passed on its command line). */
export function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', (error) =>
      reject(new Error(`${command} could not be started (${error.message}): is it installed and on PATH?`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${command} failed (exit ${String(code)}): ${Buffer.concat(errors).toString('utf8').trim()}`));
    });
  });
}

/** The SQLite file a `file:` URL names, as the adapter opens it (relative to the working folder). */
export function sqliteFile(url: string): string {
  const file = url.slice('file:'.length).split('?')[0] ?? '';
  if (!file || file === ':memory:') throw new Error('DATABASE_URL must name a SQLite file to back up or restore.');
  return path.resolve(file);
}

function sqliteStore(url: string): DatabaseStore {
  const file = sqliteFile(url);
  return {
    describe: () => `SQLite ${file}`,
    isEmpty: async () => !existsSync(file) || (await stat(file)).size === 0 || sqliteHoldsNoTables(file),
    latestMigration: async () => (existsSync(file) ? sqliteLatestMigration(file) : null),
    snapshot: async (target) => {
      if (!existsSync(file)) throw new Error(`There is no SQLite database at ${file}.`);
      await sqliteCopyInto(file, target);
    },
    restore: async (source) => {
      if (!(await sqliteIsIntact(source))) throw new Error('The archive’s SQLite database is damaged.');
      // Copied beside the target, then renamed over it: the database is either the old one or the whole new one.
      const partial = `${file}.restoring`;
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(source, partial);
      for (const sidecar of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) await rm(sidecar, { force: true });
      await rename(partial, file);
    },
  };
}

/**
 * A libpq connection URI without the password, plus a password file only this process can read, so the password is
 * neither on a command line (`ps` shows those) nor in an environment another process might dump.
 */
async function libpqTarget(url: string): Promise<{ uri: string; cleanup: () => Promise<void> }> {
  const parsed = new URL(url);
  if (!parsed.password) return { uri: url, cleanup: () => Promise.resolve() };
  const folder = await mkdtemp(path.join(tmpdir(), 'hcp-pgpass-'));
  const passfile = path.join(folder, 'pgpass');
  const password = decodeURIComponent(parsed.password).replace(/[\\:]/g, (match) => `\\${match}`);
  await writeFile(passfile, `*:*:*:*:${password}\n`, { mode: 0o600 });
  parsed.password = '';
  parsed.searchParams.set('passfile', passfile);
  return { uri: parsed.toString(), cleanup: () => rm(folder, { recursive: true, force: true }) };
}

function postgresStore(url: string): DatabaseStore {
  const withLibpq = async (work: (uri: string) => Promise<void>) => {
    const target = await libpqTarget(url);
    try {
      await work(target.uri);
    } finally {
      await target.cleanup();
    }
  };
  return {
    describe: () => {
      const parsed = new URL(url);
      return `PostgreSQL ${parsed.host}${parsed.pathname}`;
    },
    isEmpty: () => postgresHoldsNothing(url),
    latestMigration: () => postgresLatestMigration(url),
    snapshot: (target) =>
      withLibpq((uri) =>
        // pg_dump reads one snapshot of the whole database while the server keeps writing.
        run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${uri}`]),
      ),
    restore: (source) =>
      withLibpq((uri) =>
        // One transaction: a failed restore leaves the database as it was. --clean drops what the dump recreates,
        // for --force onto a database that is not empty; on an empty one it finds nothing to drop.
        run('pg_restore', [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${uri}`,
          source,
        ]),
      ),
  };
}

export function databaseStore(target: DatabaseTarget): DatabaseStore {
  return target.databaseKind === 'sqlite' ? sqliteStore(target.databaseUrl) : postgresStore(target.databaseUrl);
}
