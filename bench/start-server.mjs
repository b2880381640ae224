// Starts the built server on a throw-away SQLite database with the demo content, for a benchmark; resolves once healthy.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startServer({ port = 3200, databaseUrl } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hcp-bench-'));
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? `file:${path.join(dataDir, 'portal.db')}`,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
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
    stop: () => {
      process.kill(-child.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
