// A small cluster on this machine, for `npm run test:cluster` and `bench/load.mjs`: a fresh PostgreSQL database beside
// TEST_DATABASE_URL's, a local SMTP server, N built servers (`npm run serve` as one Node process each, so a signal
// reaches the server itself and /proc/<pid>/status is its memory) with one PAYLOAD_SECRET, and a round-robin proxy in
// front that appends X-Forwarded-For (TRUST_PROXY_HOPS=1) and, like a load balancer, health-checks its backends and
// retries a request a backend refused to take.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { solveChallenge } from 'altcha-lib/v1';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The demo accounts' password (apps/cms/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'portal-demo-2026';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on right now. */
export async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server must exist: the cluster runs what `npm run serve` runs. */
export function assertBuilt() {
  const missing = ['apps/portal/dist/index.html', 'apps/cms/.next/BUILD_ID'].filter(
    (file) => !existsSync(path.join(root, file)),
  );
  if (missing.length > 0) throw new Error(`Run \`npm run build\` first: ${missing.join(', ')} missing.`);
}

/** A fresh database on TEST_DATABASE_URL's server; `drop()` removes it (and any connection left to it). */
export async function createDatabase(baseUrl, prefix) {
  const url = new URL(baseUrl);
  const name = `${prefix}_${String(Date.now())}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** An SMTP server that keeps every message it receives: `{ to, raw }`, oldest first. */
export async function startSmtp() {
  const mailbox = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        mailbox.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A server process that ends mid-conversation resets its connection: that is no failure of the mail server.
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    mailbox,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Waits until `url` answers 200. */
export async function waitForOk(url, timeoutMs = 180_000, exited) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited?.done) throw new Error(`the server exited (${JSON.stringify(exited.result)}) before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${String(timeoutMs / 1000)} s`);
    await sleep(250);
  }
}

/** What `npm run serve` runs: the production condition and tsx with the CMS's tsconfig, as a single Node process. */
const SERVE_ARGS = ['--conditions=production', '--import', 'tsx', 'apps/cms/src/server/main.ts'];
const SERVE_ENV = {
  NODE_ENV: 'production',
  NODE_OPTIONS: '--conditions=production',
  TSX_TSCONFIG_PATH: 'apps/cms/tsconfig.json',
};

/**
 * Starts one server process: what `npm run serve` runs, unless `args` and `baseEnv` say otherwise (the fault suite
 * passes the Docker image's own). It listens on loopback at `port`; its output is added to `logFile`.
 */
export function startNode({ name, port, env, logFile, args = SERVE_ARGS, baseEnv = SERVE_ENV }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...baseEnv, HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const state = { done: false, result: undefined };
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      state.done = true;
      state.result = { code, signal };
      resolve(state.result);
    });
  });
  return {
    name,
    port,
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${String(port)}`,
    logFile,
    /** Resolves with `{ code, signal }` once the process has ended. */
    exited,
    state,
    /** The last lines the process wrote, for a failure message. */
    tail: (lines = 40) => {
      try {
        return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
    signal: (signal) => {
      if (!state.done) child.kill(signal);
    },
    /** SIGTERM, then SIGKILL after `graceMs` if it is still running. */
    async stop(graceMs = 30_000) {
      if (state.done) return state.result;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (!state.done) child.kill('SIGKILL');
      }, graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

const RETRYABLE_CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND']);
/** The methods a load balancer resends after a broken connection (nginx's proxy_next_upstream default). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A round-robin reverse proxy as a load balancer would be set up in front of the servers:
 * - keeps connections to the backends alive, for a shorter idle time than the backends do;
 * - appends the client's socket address to X-Forwarded-For (so TRUST_PROXY_HOPS=1 finds it);
 * - health-checks each backend every `checkEveryMs` on `/json/ready` (on `/json/health` if a backend has no
 *   /json/ready), and sends nothing to a backend that failed its check;
 * - retries on the next backend when a backend refused the connection (nothing was sent), and, for idempotent
 *   methods only, when a kept-alive connection broke before any answer (the race Node's documentation describes for
 *   `reusedSocket`): a POST is never sent twice, so a process that drops one in flight shows as a 502;
 * - answers 502 only when no backend took the request.
 * `stats` counts the requests it forwarded per backend, the retries, and the 502s.
 */
export async function startProxy(backends, { checkEveryMs = 200, port: wanted = 0 } = {}) {
  const pool = backends.map((backend) => ({
    ...backend,
    healthy: true,
    readyPath: '/json/ready',
    // An idle kept-alive connection is dropped after 4 s, before the server's own keep-alive timeout (Node's 5 s
    // default) closes it: otherwise a request sent just as the server closes it is lost, and a POST is never resent.
    agent: new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 }),
    forwarded: 0,
  }));
  const stats = { retries: 0, badGateway: 0, forwarded: () => pool.map((b) => ({ [b.name]: b.forwarded })) };
  let next = 0;

  async function check(backend) {
    try {
      let response = await fetch(`${backend.baseUrl}${backend.readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 404 && backend.readyPath === '/json/ready') {
        backend.readyPath = '/json/health';
        response = await fetch(`${backend.baseUrl}${backend.readyPath}`, { signal: AbortSignal.timeout(2000) });
      }
      await response.arrayBuffer();
      backend.healthy = response.ok;
    } catch {
      backend.healthy = false;
    }
  }
  const checker = setInterval(() => {
    for (const backend of pool) void check(backend);
  }, checkEveryMs);

  function pick(tried) {
    for (let i = 0; i < pool.length; i += 1) {
      const backend = pool[(next + i) % pool.length];
      if (backend.healthy && !tried.has(backend)) {
        next = (next + i + 1) % pool.length;
        return backend;
      }
    }
    return undefined;
  }

  function forward(req, res, body, tried) {
    const backend = pick(tried);
    if (!backend) {
      stats.badGateway += 1;
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'bad_gateway', message: 'No backend took the request.', data: { status: 502 } }));
      return;
    }
    tried.add(backend);
    const address = req.socket.remoteAddress ?? '';
    const headers = { ...req.headers };
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;
    headers['x-forwarded-proto'] = 'http';
    const upstream = http.request({
      host: '127.0.0.1',
      port: backend.port,
      method: req.method,
      path: req.url,
      headers,
      agent: backend.agent,
    });
    upstream.on('response', (answer) => {
      backend.forwarded += 1;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refused = RETRYABLE_CONNECT_ERRORS.has(error.code);
      const staleSocket =
        upstream.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT_METHODS.has(req.method ?? 'GET');
      if (refused) backend.healthy = false;
      if (refused || staleSocket) {
        stats.retries += 1;
        forward(req, res, body, staleSocket ? new Set([...tried].filter((b) => b !== backend)) : tried);
        return;
      }
      stats.badGateway += 1;
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'bad_gateway', message: error.message, data: { status: 502 } }));
    });
    upstream.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 60_000;
  server.listen(wanted, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  return {
    port,
    url: `http://127.0.0.1:${String(port)}`,
    stats,
    backends: pool,
    async close() {
      clearInterval(checker);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const backend of pool) backend.agent.destroy();
    },
  };
}

/**
 * The whole cluster: a fresh database, SMTP, `processes` servers (the first seeds the demo content and runs the
 * migrations before the others start) and the proxy. `env` adds settings for every process, `envOf(index)` for one.
 * `stop()` ends it all and drops the database.
 */
export async function startCluster({
  processes = 2,
  env = {},
  envOf = () => ({}),
  prefix = 'hcp_cluster',
  log = () => undefined,
} = {}) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl)
    throw new Error('TEST_DATABASE_URL must name a PostgreSQL server the cluster may create a database on.');
  assertBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const database = await createDatabase(baseUrl, prefix);
  const smtp = await startSmtp();
  const nodes = [];
  let proxy;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await smtp.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const proxyPort = await freePort();
    const shared = {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${String(proxyPort)}`,
      TRUST_PROXY_HOPS: '1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      // Uploads are shared storage in a real deployment too (docs/deploy.md); the outbox is unused with SMTP.
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      LOG_LEVEL: 'warn',
      // The cluster test signs in to /admin with a demo account's password alone.
      ADMIN_2FA_REQUIRED: 'false',
      // As deployed behind a balancer that polls /json/ready (docs/deploy.md): a process told to stop keeps serving
      // for five of the proxy's checks, so the proxy stops choosing it before its kept-alive connections close.
      SHUTDOWN_DELAY_MS: '1000',
      ...env,
    };
    for (let i = 0; i < processes; i += 1) {
      const name = String.fromCharCode(65 + i);
      // Each process serves /metrics on a port of its own, as deployed (docs/observability.md): the load test reads the heap there.
      const metricsPort = await freePort();
      const node = startNode({
        name,
        port: await freePort(),
        env: {
          ...shared,
          SEED_DEMO: i === 0 ? 'true' : 'false',
          METRICS_PORT: String(metricsPort),
          METRICS_HOST: '127.0.0.1',
          ...envOf(i),
        },
        logFile: path.join(dir, `server-${name}.log`),
      });
      node.metricsUrl = `http://127.0.0.1:${String(metricsPort)}/metrics`;
      nodes.push(node);
      const began = Date.now();
      try {
        await waitForOk(`${node.baseUrl}/json/health`, 180_000, node.state);
      } catch (error) {
        throw new Error(`${error.message}\n--- server ${name} ---\n${node.tail()}`, { cause: error });
      }
      log(`server ${name} (pid ${String(node.pid)}) up on :${String(node.port)} in ${String(Date.now() - began)} ms`);
    }
    proxy = await startProxy(nodes, { port: proxyPort });
    return { proxy, nodes, smtp, database, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs a portal account in through `baseUrl`; answers the bearer token. */
export async function signIn(baseUrl, email, password = DEMO_PASSWORD, headers = {}) {
  const response = await fetch(`${baseUrl}/json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: email, password }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${String(response.status)}`);
  return body.token;
}

/** What the ALTCHA widget does: fetches a challenge through `baseUrl`, solves it, answers the form's `botCheck`. */
export async function solveBotCheck(baseUrl, headers = {}) {
  const response = await fetch(`${baseUrl}/json/api/v1/bot-check/challenge`, { headers });
  if (response.status !== 200) throw new Error(`the challenge answered ${String(response.status)}`);
  const challenge = await response.json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('the bot-check challenge could not be solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  ).toString('base64');
}

/** A fresh idempotency key, as the portal sends with each submission. */
export const idempotencyKey = () => randomUUID();

/** Resident set size and its peak, in kB, from /proc/<pid>/status (Linux). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
  } catch {
    return { rssKb: NaN, peakKb: NaN };
  }
}

/** CPU seconds (user and system) a process has used so far, from /proc/<pid>/stat (Linux, 100 ticks a second). */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
