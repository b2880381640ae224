// Issue 27: how long a portal sign-in takes while the Redis of the counters is frozen (alive, not answering: SIGSTOP),
// against the same sign-in with Redis healthy, in one run. Starts a redis-server of its own on a free port (nothing on
// disk), Payload on a throw-away SQLite file with one account, and the portal API counting in that Redis; then signs in
// with the right password HEALTHY_RUNS times (after a warm-up), freezes Redis, and signs in FROZEN_RUNS times, one
// after another. `first` is the first sign-in of a phase: while frozen, the one that finds Redis silent.
// Run through tsx: NODE_OPTIONS=--conditions=production npx tsx --tsconfig apps/cms/tsconfig.json bench/frozen-redis.mjs
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const HEALTHY_RUNS = Number(process.env.HEALTHY_RUNS ?? 40);
const FROZEN_RUNS = Number(process.env.FROZEN_RUNS ?? 20);
const WARM_UP = 5;

const scratch = mkdtempSync(path.join(tmpdir(), 'hcp-bench-frozen-redis-'));
process.env.DATABASE_URL = `file:${path.join(scratch, 'portal.db')}`;
process.env.PAYLOAD_SECRET ??= 'bench-frozen-redis-secret-long-enough-for-payload';
process.env.UPLOADS_DIR = path.join(scratch, 'uploads');
process.env.OUTBOX_DIR = path.join(scratch, 'outbox');
process.env.LOG_LEVEL = 'fatal';
process.env.SEED_DEMO = 'false';
process.env.MAIL_QUEUE_AUTORUN = 'false';
process.env.PUSH_QUEUE_AUTORUN = 'false';
process.env.PERSONAL_DATA_QUEUE_AUTORUN = 'false';

const { serve } = await import('@hono/node-server');
const { Redis } = await import('ioredis');
const { createPortalApi } = await import('../apps/cms/src/endpoints/app.ts');
const { env } = await import('../apps/cms/src/env.ts');
const { bootPayload } = await import('../apps/cms/src/server/boot.ts');
const { connectRedis, createSharedLimits } = await import('../apps/cms/src/utilities/shared-limits.ts');

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${String(port)}`;
  for (let attempt = 0; ; attempt += 1) {
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return { url, child };
    } catch (error) {
      client.disconnect();
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeSignIns(baseUrl, runs) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const began = performance.now();
    const response = await fetch(`${baseUrl}/json/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench@example.org', password: 'bench-password-2026!' }),
    });
    await response.arrayBuffer();
    times.push(performance.now() - began);
    if (response.status !== 200) throw new Error(`sign-in answered ${String(response.status)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { first: times[0], p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

const redis = await startRedis();
const payload = await bootPayload({ seedDemo: false });
const role = await payload.create({ collection: 'roles', data: { name: 'Reader', capabilities: ['read'] } });
await payload.create({
  collection: 'users',
  overrideAccess: true,
  data: {
    email: 'bench@example.org',
    password: 'bench-password-2026!',
    firstName: 'Ben',
    lastName: 'Ch',
    status: 'approved',
    roles: [role.id],
  },
});
const logger = { warn: () => undefined };
const limits = await createSharedLimits({
  store: { kind: 'redis', client: await connectRedis(redis.url, logger), ownsClient: true },
  keySecret: env.payloadSecret,
  logger,
});
const http = serve({
  fetch: createPortalApi(() => payload, {
    authRateLimit: { limit: 100_000, windowMs: 3_600_000, trustProxyHops: 0 },
    sharedLimits: limits,
  }).fetch,
  port: 0,
  hostname: '127.0.0.1',
});
if (!http.listening) await once(http, 'listening');
const baseUrl = `http://127.0.0.1:${String(http.address().port)}`;

try {
  await timeSignIns(baseUrl, WARM_UP);
  const healthy = await timeSignIns(baseUrl, HEALTHY_RUNS);
  redis.child.kill('SIGSTOP');
  const frozen = await timeSignIns(baseUrl, FROZEN_RUNS);
  redis.child.kill('SIGCONT');
  const ms = (value) => value.toFixed(0).padStart(6);
  const ratio = (value, reference) => (value / reference).toFixed(2).padStart(6);
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log(`| Redis   | runs | first ms | p50 ms | p99 ms | max ms | p50 ÷ healthy | p99 ÷ healthy |`);
  for (const [name, runs, figures] of [
    ['healthy', HEALTHY_RUNS, healthy],
    ['frozen', FROZEN_RUNS, frozen],
  ]) {
    console.log(
      `| ${name.padEnd(7)} | ${String(runs).padStart(4)} | ${ms(figures.first).padStart(8)} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${ratio(figures.p50, healthy.p50)} | ${ratio(figures.p99, healthy.p99)} |`,
    );
  }
} finally {
  redis.child.kill('SIGCONT');
  redis.child.kill('SIGKILL');
  await new Promise((resolve) => http.close(resolve));
  await limits.close();
  await payload.destroy();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(0);
