// Issue 27's fault suite (`npm run test:faults`): the built server started with the exact command and environment of
// the Docker image's CMD, a load of 20 connections mixing reads and writes, and a ledger of what each write was
// answered, checked row by row against the database afterwards.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createClient } from '@libsql/client';
import pg from 'pg';

import { freePort, idempotencyKey, root, signIn, solveBotCheck, startNode, waitForOk } from '../cluster/harness.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The runtime stage's CMD and ENV, read from the Dockerfile itself: what the test starts is what the image runs. The
 * image's working folder is the repository's root (WORKDIR /app holds the built workspace).
 */
export function imageCommand(dockerfile = path.join(root, 'Dockerfile')) {
  const text = readFileSync(dockerfile, 'utf8').replace(/\\\r?\n/g, ' ');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(runtime);
  if (!cmd) throw new Error('The Dockerfile’s runtime stage has no CMD in exec form.');
  const argv = JSON.parse(cmd[1]);
  const env = {};
  for (const line of runtime.split('\n')) {
    const match = /^ENV\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    for (const pair of match[1].trim().split(/\s+/)) {
      const at = pair.indexOf('=');
      if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return { argv, env };
}

/**
 * Starts the image's command here: `node` is this Node, its environment is the image's with the test's settings on
 * top (the paths the image sets under /app become the test's own), and it listens on loopback.
 */
export function startImageServer({ env, logFile, port }) {
  const image = imageCommand();
  const [program, ...args] = image.argv;
  if (program !== 'node')
    throw new Error(`The image’s CMD starts ${program}, not node: a signal would not reach the server.`);
  return startNode({ name: 'image', port, env, logFile, args, baseEnv: image.env });
}

/** Starts the server and waits until it is ready; throws with its log's tail if it is not. */
export async function startReadyServer(options) {
  const server = startImageServer({ ...options, port: options.port ?? (await freePort()) });
  try {
    await waitForOk(`${server.baseUrl}/json/ready`, 180_000, server.state);
  } catch (error) {
    server.signal('SIGKILL');
    throw new Error(`${error.message}\n--- server log ---\n${server.tail()}`, { cause: error });
  }
  return server;
}

/** The event loop's delay since the last scrape (prom-client resets its histogram on each), in ms. */
export async function eventLoopDelay(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const value = (name) =>
    Number(new RegExp(`^hcp_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1]) * 1000;
  return { p50: value('p50'), p99: value('p99'), max: value('max') };
}

/** What each write was answered: acknowledged (2xx), refused (an HTTP answer otherwise) or unknown (no answer). */
export class Ledger {
  cpd = { acked: new Set(), refused: new Set(), unknown: new Set() };
  submissions = { acked: new Map(), refused: new Set(), unknown: new Map() };
  /** Per account: the dashboard values in the order they were sent, each with its answer. */
  dashboards = new Map();
  statuses = new Map();
  reads = 0;

  count(kind, status) {
    const key = `${kind} ${String(status)}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }
}

/** Each connection's pause between two calls (FAULTS_PAUSE_MS): 20 connections then send about 60 calls a second. */
const PAUSE_MS = Number(process.env.FAULTS_PAUSE_MS ?? 300);

const ACCOUNTS = ['clinician@example.com', 'pharmacist@example.com', 'lapsed@example.com'];

const CALLBACK = { topic: 'product', phone: '020 7946 0999', preferred_time: 'afternoon' };

function cpdEntry(title) {
  return {
    title,
    date: '2026-11-20',
    cpd: { type: 'accredited', display: 'points', category: 1, points: 2, time: { value: 90, unit: 'minutes' } },
    planning: 'unplanned',
    reflection: { learned: 'Checked under load.', practice: 'Nothing is lost.' },
    peerDiscussion: '',
  };
}

/** One call; `null` when no answer came (refused connection, reset). */
async function call(baseUrl, method, pathname, token, body, headers = {}) {
  try {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, text };
  } catch {
    return null;
  }
}

/**
 * 20 connections until `stop()`: 3 save their account's dashboard one after another (its CPD target is the save's
 * number), 5 send callback requests with an Idempotency-Key, 6 add CPD entries, 6 read. `target()` is the server to
 * call now (it changes when a test restarts it).
 */
export function startLoad({ target, tokens, ledger, label }) {
  let running = true;
  let sequence = 0;
  const workers = [];
  // Each connection pauses between its calls, so the server works at a fraction of what it can do (a saturated server
  // delays its event loop by definition, which would hide a stall of its own); a call that got no answer (the server
  // is down or restarting) waits longer before the next.
  const pause = (answer) => sleep(answer === null ? 100 : PAUSE_MS);

  for (let index = 0; index < 3; index += 1) {
    const account = ACCOUNTS[index];
    const sent = ledger.dashboards.get(account) ?? [];
    ledger.dashboards.set(account, sent);
    workers.push(
      (async () => {
        let version;
        while (running) {
          if (version === undefined) {
            const read = await call(target(), 'GET', '/json/api/v1/account/dashboard', tokens[account]);
            if (read?.status === 200) version = JSON.parse(read.text).version;
            else {
              await sleep(100);
              continue;
            }
          }
          const value = (sent.at(-1)?.value ?? 0) + 1;
          if (value > 1000) break;
          const answer = await call(target(), 'PATCH', '/json/api/v1/account/dashboard/update', tokens[account], {
            version,
            widgets: ['recently-viewed'],
            cpdTarget: { points: value, minutes: null },
          });
          const outcome = answer === null ? 'unknown' : answer.status < 300 ? 'acked' : 'refused';
          sent.push({ value, outcome, status: answer?.status ?? 0 });
          ledger.count('dashboard', answer?.status ?? 'no answer');
          version = outcome === 'acked' ? JSON.parse(answer.text).version : undefined;
          await pause(answer);
        }
      })(),
    );
  }
  for (let index = 0; index < 5; index += 1) {
    const account = ACCOUNTS[index % 3];
    workers.push(
      (async () => {
        while (running) {
          const key = idempotencyKey();
          let botCheck;
          try {
            botCheck = await solveBotCheck(target());
          } catch (error) {
            ledger.count('challenge', error.message);
            await sleep(100);
            continue;
          }
          const answer = await call(
            target(),
            'POST',
            '/json/api/v1/forms/request-callback/submissions',
            tokens[account],
            { values: CALLBACK, botCheck },
            { 'Idempotency-Key': key },
          );
          ledger.count('submission', answer?.status ?? 'no answer');
          if (answer === null) ledger.submissions.unknown.set(key, account);
          else if (answer.status < 300) ledger.submissions.acked.set(key, JSON.parse(answer.text).reference);
          else ledger.submissions.refused.add(key);
          await pause(answer);
        }
      })(),
    );
  }
  for (let index = 0; index < 6; index += 1) {
    const account = ACCOUNTS[index % 3];
    workers.push(
      (async () => {
        while (running) {
          sequence += 1;
          const title = `${label} ${String(sequence)} ${idempotencyKey().slice(0, 8)}`;
          const answer = await call(target(), 'POST', '/json/api/v1/cpd-log', tokens[account], cpdEntry(title));
          ledger.count('cpd entry', answer?.status ?? 'no answer');
          if (answer === null) ledger.cpd.unknown.add(title);
          else if (answer.status < 300) ledger.cpd.acked.add(title);
          else ledger.cpd.refused.add(title);
          await pause(answer);
        }
      })(),
    );
  }
  const reads = [
    '/json/api/v1/account',
    '/json/api/v1/cpd-log',
    '/json/api/v1/account/dashboard',
    '/json/api/v1/education',
  ];
  for (let index = 0; index < 6; index += 1) {
    const account = ACCOUNTS[index % 3];
    workers.push(
      (async () => {
        let turn = index;
        while (running) {
          turn += 1;
          const answer = await call(target(), 'GET', reads[turn % reads.length], tokens[account]);
          ledger.count('read', answer?.status ?? 'no answer');
          ledger.reads += 1;
          await pause(answer);
        }
      })(),
    );
  }
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Signs the three demo professionals in; answers their tokens by email. */
export async function signInAll(baseUrl, password) {
  const tokens = {};
  for (const email of ACCOUNTS) tokens[email] = await signIn(baseUrl, email, password);
  return tokens;
}

/** Resolves every submission whose answer never came: the same Idempotency-Key again, until it is answered. */
export async function settleUnknownSubmissions(baseUrl, tokens, ledger) {
  for (const [key, account] of ledger.submissions.unknown) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const botCheck = await solveBotCheck(baseUrl);
      const answer = await call(
        baseUrl,
        'POST',
        '/json/api/v1/forms/request-callback/submissions',
        tokens[account],
        { values: CALLBACK, botCheck },
        { 'Idempotency-Key': key },
      );
      if (answer && answer.status < 300) {
        ledger.submissions.acked.set(key, JSON.parse(answer.text).reference);
        break;
      }
      await sleep(200);
    }
  }
  ledger.submissions.unknown.clear();
}

/** The rows the ledger is checked against, read straight from the database. */
export async function readRows(databaseUrl) {
  const queries = {
    cpd: 'SELECT title FROM cpd_entries',
    submissions: 'SELECT idempotency_key, reference FROM form_submissions WHERE idempotency_key IS NOT NULL',
    dashboards: 'SELECT u.email, d.cpd_target_points AS points FROM dashboards d JOIN users u ON u.id = d.owner_id',
  };
  const rows = {};
  if (databaseUrl.startsWith('file:')) {
    const client = createClient({ url: databaseUrl });
    try {
      for (const [name, sql] of Object.entries(queries)) rows[name] = (await client.execute(sql)).rows;
    } finally {
      client.close();
    }
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const [name, sql] of Object.entries(queries)) rows[name] = (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  return rows;
}

/**
 * Checks the ledger against the rows: every acknowledged write is there, none that was refused, nothing twice and
 * nothing nobody sent. Answers the problems found (empty when all is well) and the counts.
 */
export function audit(ledger, rows) {
  const problems = [];
  const titles = rows.cpd.map((row) => String(row.title));
  const storedTitles = new Set(titles);
  const ours = titles.filter(
    (title) => ledger.cpd.acked.has(title) || ledger.cpd.refused.has(title) || ledger.cpd.unknown.has(title),
  );
  if (new Set(ours).size !== ours.length) problems.push('a CPD entry is stored twice');
  for (const title of ledger.cpd.acked)
    if (!storedTitles.has(title)) problems.push(`acknowledged CPD entry lost: ${title}`);
  for (const title of ledger.cpd.refused)
    if (storedTitles.has(title)) problems.push(`refused CPD entry stored: ${title}`);

  const byKey = new Map();
  for (const row of rows.submissions) {
    const key = String(row.idempotency_key);
    if (byKey.has(key)) problems.push(`submission stored twice: ${key}`);
    byKey.set(key, String(row.reference));
  }
  for (const [key, reference] of ledger.submissions.acked) {
    if (!byKey.has(key)) problems.push(`acknowledged submission lost: ${reference}`);
    else if (byKey.get(key) !== reference)
      problems.push(`submission ${key} answered ${reference}, stored ${byKey.get(key)}`);
  }
  for (const key of ledger.submissions.refused) if (byKey.has(key)) problems.push(`refused submission stored: ${key}`);

  let dashboardSaves = 0;
  for (const [account, sent] of ledger.dashboards) {
    dashboardSaves += sent.filter((save) => save.outcome === 'acked').length;
    const lastAcked = sent.findLast((save) => save.outcome === 'acked');
    if (!lastAcked) continue;
    const stored = Number(rows.dashboards.find((row) => row.email === account)?.points);
    const after = sent.slice(sent.indexOf(lastAcked) + 1);
    const allowed = new Set([
      lastAcked.value,
      ...after.filter((save) => save.outcome === 'unknown').map((s) => s.value),
    ]);
    if (!allowed.has(stored))
      problems.push(
        `${account}'s dashboard holds ${String(stored)}, its last acknowledged save was ${String(lastAcked.value)}`,
      );
  }
  return {
    problems,
    counts: {
      cpdAcked: ledger.cpd.acked.size,
      cpdRefused: ledger.cpd.refused.size,
      cpdUnknown: ledger.cpd.unknown.size,
      submissionsAcked: ledger.submissions.acked.size,
      submissionsRefused: ledger.submissions.refused.size,
      dashboardSaves,
      reads: ledger.reads,
    },
  };
}
