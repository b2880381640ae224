import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { afterEach, describe, expect, it } from 'vitest';

import { holdSqliteLock, refuseSqliteConcurrency, sqliteFileOf, sqliteLockFileOf } from './single-process';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

const releases: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(releases.splice(0).map((release) => release().catch(() => undefined)));
});

const databaseFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'hcp-one-process-')), 'portal.db');

describe('refuseSqliteConcurrency', () => {
  it('refuses more than one process on SQLite, pointing to PostgreSQL', () => {
    expect(() => refuseSqliteConcurrency({ databaseKind: 'sqlite', webConcurrency: 2 })).toThrow(
      /WEB_CONCURRENCY=2 asks for several processes, but the database is SQLite, which serves one process only\..*PostgreSQL/,
    );
  });

  it('lets one SQLite process start, and any number on PostgreSQL', () => {
    expect(() => refuseSqliteConcurrency({ databaseKind: 'sqlite', webConcurrency: 1 })).not.toThrow();
    expect(() => refuseSqliteConcurrency({ databaseKind: 'postgres', webConcurrency: 8 })).not.toThrow();
  });
});

describe('sqliteFileOf', () => {
  it('names the file of a file: URL, and nothing for an in-memory database', () => {
    expect(sqliteFileOf('file:/srv/data/portal.db?mode=rwc')).toBe('/srv/data/portal.db');
    expect(sqliteFileOf('file:./data/portal.db')).toBe(path.resolve('data/portal.db'));
    expect(sqliteFileOf('file::memory:')).toBeUndefined();
  });
});

// Each case below starts Node with tsx as a second process, which takes several seconds on a loaded two-core machine.
describe('holdSqliteLock', { timeout: 60_000 }, () => {
  it('refuses a second holder of the same database with a message that says why and what to do', async () => {
    const file = databaseFile();
    releases.push(await holdSqliteLock(file));
    await expect(holdSqliteLock(file)).rejects.toThrow(
      `Another process is serving the SQLite database ${file} (it holds ${sqliteLockFileOf(file)}). SQLite serves one process only`,
    );
  });

  /** A second process, as a second `npm run serve` would be: it takes the lock, then lets go (or holds it and dies). */
  const secondProcess = (file: string, then = 'await release();') => {
    const script = `import { holdSqliteLock } from ${JSON.stringify(path.join(here, 'single-process.ts'))};
      try { const release = await holdSqliteLock(${JSON.stringify(file)}); console.log('started'); ${then} }
      catch (error) { console.log(error.message); process.exitCode = 1; }`;
    return run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: here }).then(
      ({ stdout }) => stdout.trim(),
      (error: unknown) => `refused: ${String((error as { stdout?: string }).stdout).trim()}`,
    );
  };

  it('refuses another process too, and lets it start once the first has let go', async () => {
    const file = databaseFile();
    const release = await holdSqliteLock(file);
    expect(await secondProcess(file)).toMatch(/^refused: Another process is serving the SQLite database/);
    await release();
    expect(await secondProcess(file)).toBe('started');
  });

  it('is free at once when the process holding it is killed', async () => {
    const file = databaseFile();
    expect(await secondProcess(file, "process.kill(process.pid, 'SIGKILL');")).toMatch(/^refused: started/);
    releases.push(await holdSqliteLock(file));
  });
});
