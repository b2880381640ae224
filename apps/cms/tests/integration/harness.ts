import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import type { AccountStatus } from '@hcp/contracts/account';
import type { Capability } from '@hcp/contracts/capabilities';
import pg from 'pg';
import type { Payload, RequestContext } from 'payload';

import { CERTIFY_AS } from '../../src/certification/workflow';
import { closeDatabase } from '../../src/db/connection';
import { createPortalApi } from '../../src/endpoints/app';
import { env } from '../../src/env';
import { FORM_MAIL_QUEUE } from '../../src/jobs/formNotifications';
import { drainJobs } from '../../src/jobs/worker';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { bootPayload } from '../../src/server/boot';
import type { GuessLimitOptions } from '../../src/utilities/guessLimits';
import {
  closeSharedLimits,
  createSharedLimits,
  type LimitStore,
  type SharedLimits,
} from '../../src/utilities/shared-limits';

export type TestServer = {
  baseUrl: string;
  payload: Payload;
  close: () => Promise<void>;
};

/** A throw-away PostgreSQL schema per test file: the suite owns the TEST_DATABASE_URL database. */
async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

/** Boots Payload on the test database (migrations applied) and serves the portal API over real HTTP. */
export async function startTestServer(): Promise<TestServer> {
  if (env.databaseKind === 'postgres') await resetPostgres(env.databaseUrl);
  const payload = await bootPayload({ seedDemo: false });
  const server = serve({ fetch: createPortalApi(() => payload).fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await once(server, 'listening');
  // fetch reuses a socket idle for up to 4 s; a busy machine can let Node's 5 s idle close land as the next request
  // is written (ECONNRESET). The test process holds both ends, so the server keeps idle sockets for a minute.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    payload,
    // As the server's own shutdown does (server.ts): the worker's next file boots in this process, so no job timer,
    // Redis connection or database connection of this file may outlive it.
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await drainJobs({ deadlineMs: 10_000 });
      await closeSharedLimits(payload);
      await closeDatabase(payload);
    },
  };
}

/** The store the server's limits count in: this test database (PostgreSQL) or memory (SQLite). */
export function testLimitStore(payload: Payload): LimitStore {
  if (env.databaseKind === 'sqlite') return { kind: 'memory' };
  return { kind: 'postgres', pool: (payload.db as unknown as { pool: pg.Pool }).pool };
}

/** Limits on the server's store under a key prefix of their own: counts no other test of the file shares. */
export function isolatedLimits(payload: Payload, guesses?: Partial<GuessLimitOptions>): Promise<SharedLimits> {
  return createSharedLimits({
    store: testLimitStore(payload),
    keyPrefix: `test-${randomUUID()}`,
    keySecret: env.payloadSecret,
    logger: { warn: (message) => payload.logger.warn(message) },
    guesses,
  });
}

export const TEST_PASSWORD = 'correct-horse-battery-staple';

const testSignatories = new WeakMap<Payload, number>();

/**
 * The request context that publishes clinical content as certified by a signatory, as the demo seed does
 * (certification/gate.ts, `CERTIFY_AS`): for tests that put content in place rather than test certification. It
 * uses the database's first signatory (the demo's, when the demo is seeded), or makes one.
 */
export async function certifiedContext(payload: Payload): Promise<RequestContext> {
  let id = testSignatories.get(payload);
  if (id === undefined) {
    const { docs } = await payload.find({
      collection: 'admins',
      where: { signatory: { equals: true } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    id =
      docs[0]?.id ??
      (
        await payload.create({
          collection: 'admins',
          data: {
            email: 'test.signatory@example.org',
            name: 'Test Signatory',
            role: 'editor',
            password: TEST_PASSWORD,
            signatory: true,
            profession: 'pharmacist',
            registrationNumber: '2000000',
          },
          overrideAccess: true,
        })
      ).id;
    testSignatories.set(payload, id);
  }
  return { [CERTIFY_AS]: id };
}

export async function createRole(payload: Payload, name: string, capabilities: Capability[]): Promise<number> {
  const role = await payload.create({ collection: 'roles', data: { name, capabilities }, overrideAccess: true });
  return role.id;
}

export async function createPortalAccount(
  payload: Payload,
  account: { email: string; firstName: string; lastName: string; roles: number[]; status?: AccountStatus },
): Promise<number> {
  const user = await payload.create({
    collection: 'users',
    data: { status: 'approved', ...account, password: TEST_PASSWORD },
    overrideAccess: true,
  });
  return user.id;
}

export function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function signIn(baseUrl: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await postJson(baseUrl, '/json/jwt-auth/v1/token', { username: email, password });
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${String(response.status)}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export type DemoCallers = { clinician: string; pharmacist: string; noroles: string; cmsStaff: string };

/**
 * Bearer tokens for the seeded demo's callers: the clinician (every capability), the pharmacist (some), the account
 * without roles, and the CMS editor (whose token the portal API must refuse).
 */
export async function signInDemoCallers(server: TestServer): Promise<DemoCallers> {
  const [clinician, pharmacist, noroles, staff] = await Promise.all([
    signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD),
    signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD),
    signIn(server.baseUrl, 'noroles@example.com', DEMO_PASSWORD),
    server.payload.login({ collection: 'admins', data: { email: 'editor@example.com', password: DEMO_PASSWORD } }),
  ]);
  return { clinician, pharmacist, noroles, cmsStaff: staff.token ?? '' };
}

/**
 * A client address of its own: every 127.0.0.0/8 address is this machine's loopback, so a connection bound to
 * 127.0.0.2 reaches the server from another address, with no proxy and no header to trust.
 */
export type Network = { localAddress: string };

export type Answer = { status: number; retryAfter: string | undefined; body: unknown; setCookies: string[] };

/** A JSON POST from `network`'s address, its headers sent at once; `send` sends the body and answers what came back. */
function openPost(
  baseUrl: string,
  network: Network,
  path: string,
  headers: Record<string, string>,
): { connected: Promise<void>; send: (body: unknown) => Promise<Answer> } {
  const { hostname, port } = new URL(baseUrl);
  let settle: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;
  const answered = new Promise<Answer>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const request = http.request(
    {
      hostname,
      port,
      path,
      method: 'POST',
      localAddress: network.localAddress,
      // A connection of its own, so requests opened together are not queued behind each other.
      agent: false,
      headers: { 'content-type': 'application/json', ...headers },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        settle?.resolve({
          status: response.statusCode ?? 0,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          setCookies: response.headers['set-cookie'] ?? [],
        });
      });
    },
  );
  request.on('error', (error) => settle?.reject(error));
  const connected = new Promise<void>((resolve, reject) => {
    request.on('socket', (socket) => {
      if (!socket.connecting) resolve();
      else socket.once('connect', () => resolve());
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  return {
    connected,
    send: (body) => {
      request.end(JSON.stringify(body));
      return answered;
    },
  };
}

/** POSTs `body` as JSON to `baseUrl` + `path` from `network`'s address; answers the status, Retry-After and body. */
export function postFrom(
  baseUrl: string,
  network: Network,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return openPost(baseUrl, network, path, headers).send(body);
}

/**
 * POSTs every body at the same moment: each request is opened (connected, headers sent) first, then every body goes in
 * one tick, so the server starts on them together: what a limit must hold against.
 */
export async function postTogether(
  baseUrl: string,
  calls: { network: Network; path: string; body: unknown; headers?: Record<string, string> }[],
): Promise<Answer[]> {
  const opened = calls.map((call) => openPost(baseUrl, call.network, call.path, call.headers ?? {}));
  await Promise.all(opened.map((post) => post.connected));
  return Promise.all(opened.map((post, index) => post.send(calls[index]?.body)));
}

export type RawAnswer = { status: number; body: unknown; sentBodyBytes: number };

/**
 * A POST over a raw socket, as a client that does not wait: the request line and headers, `bodyStart`, then (when
 * `chunkedUpTo` is given) 64 KB chunks of spaces until the server answers or that many bytes were sent. Resolves with
 * the answer and the body bytes sent by then, or rejects if none comes within 15 seconds.
 */
export async function rawPost(
  baseUrl: string,
  target: string,
  { headers, bodyStart, chunkedUpTo }: { headers: Record<string, string>; bodyStart: Buffer; chunkedUpTo?: number },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  let received = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
  });
  // The server closes the connection under a client still sending: that is the point.
  socket.on('error', () => undefined);
  const head = [
    `POST ${target} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(chunkedUpTo === undefined ? [] : ['Transfer-Encoding: chunked']),
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  let sentBodyBytes = 0;
  const send = (bytes: Buffer) => {
    sentBodyBytes += bytes.byteLength;
    const framed =
      chunkedUpTo === undefined
        ? bytes
        : Buffer.concat([Buffer.from(`${bytes.byteLength.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
    // A write after the server closed the connection fails (EPIPE); the answer is already in.
    return socket.write(framed, () => undefined)
      ? Promise.resolve()
      : once(socket, 'drain').then(
          () => undefined,
          () => undefined,
        );
  };
  await send(bodyStart);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const deadline = Date.now() + 15_000;
  const answered = () => received.includes('\r\n\r\n');
  if (chunkedUpTo !== undefined) {
    while (!answered() && !socket.destroyed && sentBodyBytes < chunkedUpTo && Date.now() < deadline) {
      // A server that stopped reading never drains the socket: stop sending and wait for its answer.
      const written = await Promise.race([
        send(chunk).then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000)),
      ]);
      if (!written) break;
    }
  }
  // The whole answer: its headers and the body they announce.
  for (;;) {
    const text = received.toString('utf8');
    const [top = '', body = ''] = text.split('\r\n\r\n');
    const length = Number(/content-length: (\d+)/i.exec(top)?.[1] ?? NaN);
    if (answered() && body.length >= length) {
      socket.destroy();
      return {
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1]),
        body: JSON.parse(body.slice(0, length)) as unknown,
        sentBodyBytes,
      };
    }
    if (Date.now() > deadline) {
      socket.destroy();
      throw new Error(
        `no answer from ${target} within 15 s, after ${String(sentBodyBytes)} body bytes; received ${received.toString().slice(0, 200)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A demo CMS account, as the local API's `user` (the demo content must be seeded). */
export async function demoAdmin(server: TestServer, email: string) {
  const { docs } = await server.payload.find({
    collection: 'admins',
    where: { email: { equals: email } },
    overrideAccess: true,
  });
  const found = docs[0];
  if (!found) throw new Error(`The demo CMS account ${email} is missing.`);
  return { ...found, collection: 'admins' as const };
}

/**
 * Runs every due job of the mail queue now, however many earlier tests of the file left there: Payload's own run takes
 * ten by default, which would leave a test's mail unsent behind others'.
 */
export async function runQueuedMail(payload: Payload): Promise<void> {
  await payload.jobs.run({ queue: FORM_MAIL_QUEUE, limit: 1000 });
}

/** The id of the job that sends a form submission's notification mails (to run it alone with `runByID`). */
export async function mailJobOf(payload: Payload, submissionId: number | undefined): Promise<number | string> {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendFormNotifications' } },
    limit: 1000,
    overrideAccess: true,
  });
  const job = jobs.find((candidate) => (candidate.input as { submission?: number }).submission === submissionId);
  if (!job) throw new Error(`No mail job for submission ${String(submissionId)}.`);
  return job.id;
}

/** The newest audit event of an action (an `sso.refused`, say), or undefined when there is none. */
export async function lastAuditEvent(payload: Payload, action: string) {
  const { docs } = await payload.find({
    collection: 'audit-events',
    where: { action: { equals: action } },
    sort: '-id',
    limit: 1,
    overrideAccess: true,
  });
  return docs[0];
}
