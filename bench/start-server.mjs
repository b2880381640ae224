// Starts the built server on a throw-away SQLite database with the demo content, for a benchmark; resolves once healthy.
// With `scale` (BENCH_SCALE), the database also holds that many generated items per portal area (bench/scale-db.mjs):
// on SQLite it is generated once into a file under the temporary folder, named by the count and by what shapes it
// (the migrations and the seed code), and each run starts on a copy of it.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs bench/scale-db.mjs: the demo content and `scale` generated items per area, into an empty database. */
function generate(scale, databaseUrl) {
  const began = performance.now();
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'apps/cms/tsconfig.json', 'bench/scale-db.mjs', String(scale), databaseUrl],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '--conditions=production' },
    },
  );
  process.stderr.write(
    `generated ${String(scale)} items per area in ${((performance.now() - began) / 1000).toFixed(0)} s\n`,
  );
}

/** The cached SQLite file with `scale` generated items per area, made on first use. */
function scaledDatabase(scale) {
  const hash = createHash('sha256');
  for (const dir of ['apps/cms/src/migrations/sqlite', 'apps/cms/src/seed']) {
    for (const file of readdirSync(path.join(root, dir)).sort()) {
      hash.update(file).update(readFileSync(path.join(root, dir, file)));
    }
  }
  hash.update(readFileSync(path.join(root, 'bench/scale-db.mjs')));
  const cacheDir = path.join(tmpdir(), 'hcp-bench-scale');
  const file = path.join(cacheDir, `scale-${String(scale)}-${hash.digest('hex').slice(0, 12)}.db`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const building = mkdtempSync(path.join(cacheDir, 'building-'));
  try {
    generate(scale, `file:${path.join(building, 'portal.db')}`);
    renameSync(path.join(building, 'portal.db'), file);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return file;
}

export async function startServer({ port = 3200, databaseUrl, scale } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hcp-bench-'));
  const sqliteFile = path.join(dataDir, 'portal.db');
  if (scale && databaseUrl) generate(scale, databaseUrl);
  else if (scale) copyFileSync(scaledDatabase(scale), sqliteFile);
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? `file:${sqliteFile}`,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      // Seeds an empty database; one the generator filled already holds the demo accounts, and is left alone.
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/json/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    /** The database the server runs on: SQLite's file, or the PostgreSQL URL it was given. */
    database: databaseUrl ?? `file:${sqliteFile}`,
    stop: () => {
      process.kill(-child.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
