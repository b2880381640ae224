// What the backup and object-storage suites share: the backup CLI as `npm run backup` runs it, throw-away databases to
// restore into, a server process on a restored copy, and the port a child process announces. Nothing of src/ is
// imported here, so a suite may set its environment before the server's modules load.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run backup` / `npm run restore`'s command with this worker's settings, overridden by `settings`. */
export function backupCli(args: string[], settings: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['--tsconfig', 'apps/cms/tsconfig.json', 'apps/cms/src/backup/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '--conditions=production', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** One statement on PostgreSQL, on a connection of its own. */
export async function adminQuery(sql: string, url: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Databases nobody has used, beside `databaseUrl`'s: a SQLite file below `work` that does not exist yet, or a freshly
 * created PostgreSQL database; `dropAll` removes the PostgreSQL ones.
 */
export function scratchDatabases(databaseUrl: string, work: string) {
  const created: string[] = [];
  return {
    emptyDatabase: async (name: string): Promise<string> => {
      if (databaseUrl.startsWith('file:')) return `file:${path.join(work, name, 'portal.db')}`;
      const url = new URL(databaseUrl);
      const database = `${url.pathname.slice(1)}_${name}`;
      await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, databaseUrl);
      await adminQuery(`CREATE DATABASE "${database}"`, databaseUrl);
      created.push(database);
      url.pathname = `/${database}`;
      return url.toString();
    },
    dropAll: async (): Promise<void> => {
      for (const database of created.splice(0))
        await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, databaseUrl);
    },
  };
}

/** The port a child process prints on a JSON line `{"port":…}` once it listens; fails if it exits first. */
export function announcedPort(child: ChildProcess, what: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on('exit', (code) => reject(new Error(`${what} exited (${String(code)}) before listening`)));
  });
}

/** A server process on the restored copy, reached over HTTP (restored-server.ts). */
export async function startRestoredServer(
  settings: Record<string, string>,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    tsx,
    ['--tsconfig', 'apps/cms/tsconfig.json', 'apps/cms/tests/integration/restored-server.ts'],
    {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '--conditions=production', ...settings },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await announcedPort(child, 'the restored server');
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
