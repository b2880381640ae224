import { once } from 'node:events';
import fsp from 'node:fs/promises';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';

import { getRequestListener } from '@hono/node-server';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { SCREEN_FORMS } from '@hcp/contracts/forms';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { FORM_UPLOADS_DIR } from '../../src/collections/FormUploads';
import { createPortalApi } from '../../src/endpoints/app';
import { env } from '../../src/env';
import { ServerMetrics } from '../../src/observability/metrics';
import { metricsListener, observeRequests } from '../../src/observability/requests';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { createHttpServer, Lifecycle } from '../../src/server/lifecycle';
import { postgresPoolOf } from '../../src/db/connection';
import { fileOf, pdfBytes, pngBytes } from '../fixtures/upload-files';
import { solveBotCheck } from './bot-check-solver';
import { signIn, startTestServer, type TestServer } from './harness';

/** Small slow-client limits, so the tests see them act (the defaults are in env.ts and docs/architecture.md). */
const TIMEOUTS = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 1000, socketIdleTimeoutMs: 5000 };

let harness: TestServer;
let lifecycle: Lifecycle;
let server: Server;
let baseUrl: string;
let port: number;
let metrics: ServerMetrics;
let pharmacist: string;
const exits: number[] = [];

beforeAll(async () => {
  harness = await startTestServer();
  await seedDemo(harness.payload, { content: ['forms'] });
  const payload = harness.payload;
  lifecycle = new Lifecycle({
    drainTimeoutMs: 5000,
    readyDelayMs: 300,
    logger: payload.logger,
    // The harness closes the database after the file.
    closeResources: () => Promise.resolve(),
    exit: (code) => exits.push(code),
  });
  metrics = new ServerMetrics({ db: payload.db, pool: postgresPoolOf(payload.db) });
  const api = getRequestListener(createPortalApi(() => payload, { draining: () => lifecycle.draining }).fetch);
  server = createHttpServer(
    lifecycle.track(
      observeRequests((req, res) => void api(req, res), {
        metrics,
        logger: payload.logger,
        trustProxyHops: 0,
        metricsOnThisPort: true,
      }),
    ),
    TIMEOUTS,
  );
  lifecycle.manage(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${String(port)}`;
  pharmacist = await signIn(baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await harness.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const error = ApiErrorSchema.parse(await response.json());
  expect(error).toMatchObject({ code: 'service_unavailable', data: { status: 503 } });
}

const counts = async () => ({
  submissions: (await harness.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs,
  uploads: (await harness.payload.count({ collection: 'form-uploads', overrideAccess: true })).totalDocs,
});
const storedFiles = async () => (await fsp.readdir(FORM_UPLOADS_DIR).catch(() => [] as string[])).sort();

/** Waits until the server has finished with every request it took (the lifecycle counts them). */
async function settled(): Promise<void> {
  while (lifecycle.requestsInFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

const REPORT = {
  issue_type: 'product-quality',
  product: 'Vancomycin Meridian 1 g, batch VM1182',
  description: 'Cracked vial found on receipt.',
  patient_harmed: 'no',
};

async function reportWithFiles(files: File[], botCheck?: string): Promise<Response> {
  const body = new FormData();
  body.append('submission', JSON.stringify({ values: REPORT, botCheck: botCheck ?? (await solveBotCheck(baseUrl)) }));
  for (const file of files) body.append('attachments', file);
  return fetch(`${baseUrl}/json/api/v1/forms/${SCREEN_FORMS.reportIssue.slug}/submissions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${pharmacist}` },
    body,
  });
}

/** Ends every other connection to the test database, as a database restart or `pg_terminate_backend` would. */
async function terminateOtherBackends(connectionString: string): Promise<void> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
  } finally {
    await admin.end();
  }
}

describe('readiness, request ids and metrics', () => {
  it('answers ready while the database answers, with a request id of its own making', async () => {
    const response = await fetch(`${baseUrl}/json/ready`, { headers: { 'X-Request-Id': 'forged-by-the-caller' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
    // No trusted proxy in front: the caller's id is not taken.
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves Prometheus metrics to a loopback caller: requests per route pattern, the queue depth, the pool', async () => {
    await fetch(`${baseUrl}/json/api/v1/forms/${SCREEN_FORMS.reportIssue.slug}`, {
      headers: { authorization: `Bearer ${pharmacist}` },
    });
    const response = await fetch(`${baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/hcp_http_requests_total\{method="GET",route="\/json\/ready",status="200"\} \d+/);
    // The pattern, not the raw path: one series for every form.
    expect(text).toContain('route="/json/api/v1/forms/:slug"');
    expect(text).not.toContain(`route="/json/api/v1/forms/${SCREEN_FORMS.reportIssue.slug}"`);
    expect(text).toContain('hcp_http_request_duration_seconds_bucket');
    expect(text).toContain('# TYPE hcp_jobs_queue_depth gauge');
    if (env.databaseKind === 'postgres') expect(text).toMatch(/hcp_db_pool_connections \d+/);
    else expect(text).not.toContain('hcp_db_pool_connections');
  });

  it('refuses metrics to a forwarded caller on the main port, and serves them on a metrics listener', async () => {
    const forwarded = await fetch(`${baseUrl}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
    const metricsServer = createHttpServer(metricsListener(metrics), TIMEOUTS);
    metricsServer.listen(0, '127.0.0.1');
    await once(metricsServer, 'listening');
    const metricsUrl = `http://127.0.0.1:${String((metricsServer.address() as AddressInfo).port)}`;
    try {
      expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(200);
      expect((await fetch(`${metricsUrl}/json/ready`)).status).toBe(404);
    } finally {
      metricsServer.close();
    }
  });
});

describe('slow and vanishing clients', () => {
  /** Opens a raw connection, writes `chunks`, and collects what the server answers until it closes the connection. */
  async function rawExchange(chunks: string[], destroyAfterWrite = false): Promise<string> {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    for (const chunk of chunks) socket.write(chunk);
    if (destroyAfterWrite) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      return answer;
    }
    await once(socket, 'close');
    return answer;
  }

  it('cuts off a client that never finishes its headers with 408', async () => {
    const answer = await rawExchange(['GET /json/ready HTTP/1.1\r\nHost: portal.test\r\nX-Slow: '], false);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that stops mid-body, and stores nothing of its submission', async () => {
    const before = await counts();
    const filesBefore = await storedFiles();
    const boundary = 'slowboundary';
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 partial`;
    const answer = await rawExchange([
      `POST /json/api/v1/forms/${SCREEN_FORMS.reportIssue.slug}/submissions HTTP/1.1\r\nHost: portal.test\r\n` +
        `Authorization: Bearer ${pharmacist}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 100000\r\n\r\n`,
      start,
    ]);
    // Either Node's 408 or a bare close: the connection did not stay open waiting for the rest.
    expect(answer === '' || /^HTTP\/1\.1 (408|400)/.test(answer)).toBe(true);
    await settled();
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('stores nothing when the client drops the connection mid-upload', async () => {
    const before = await counts();
    const filesBefore = await storedFiles();
    const boundary = 'dropboundary';
    await rawExchange(
      [
        `POST /json/api/v1/forms/${SCREEN_FORMS.reportIssue.slug}/submissions HTTP/1.1\r\nHost: portal.test\r\n` +
          `Authorization: Bearer ${pharmacist}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: 100000\r\n\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`,
        Buffer.from(pngBytes()).toString('latin1'),
      ],
      true,
    );
    await settled();
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('a full disk while uploading', () => {
  /**
   * The disk fills up on the `nth` file copied into the store (from the request's waiting folder): half the bytes
   * land, then ENOSPC, as a real full disk does.
   */
  function diskFullOnWrite(nth: number): void {
    const realCopy = fsp.copyFile.bind(fsp);
    let writes = 0;
    vi.spyOn(fsp, 'copyFile').mockImplementation(async (source, destination, mode) => {
      writes += 1;
      if (writes < nth) return realCopy(source, destination, mode);
      const bytes = await fsp.readFile(source);
      await fsp.writeFile(destination, bytes.subarray(0, Math.floor(bytes.byteLength / 2)));
      throw Object.assign(new Error(`ENOSPC: no space left on device, copyfile`), { code: 'ENOSPC', errno: -28 });
    });
  }

  it('answers 507 and keeps no file, partial or whole, and no submission or upload row', async () => {
    const before = await counts();
    const filesBefore = await storedFiles();
    diskFullOnWrite(2);
    const response = await reportWithFiles([
      fileOf(pngBytes(), 'vial.png', 'image/png'),
      fileOf(pdfBytes(), 'delivery-note.pdf', 'application/pdf'),
    ]);
    expect(response.status).toBe(507);
    const error = ApiErrorSchema.parse(await response.json());
    expect(error).toMatchObject({ code: 'insufficient_storage', data: { status: 507 } });
    expect(error.message).toContain('Nothing was saved');
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('stores the submission once there is room again', async () => {
    const before = await counts();
    const response = await reportWithFiles([fileOf(pngBytes(), 'vial.png', 'image/png')]);
    expect(response.status).toBe(201);
    expect(await counts()).toEqual({ submissions: before.submissions + 1, uploads: before.uploads + 1 });
  });
});

/** A TCP proxy in front of PostgreSQL that the test stops (the database is unreachable) and starts again. */
function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let listener: net.Server | undefined;
  let proxyPort = 0;
  const start = async () => {
    listener = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    listener.listen(proxyPort, '127.0.0.1');
    await once(listener, 'listening');
    proxyPort = (listener.address() as AddressInfo).port;
    return proxyPort;
  };
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => listener?.close(resolve));
  };
  return { start, stop };
}

describe.runIf(env.databaseKind === 'postgres')('PostgreSQL going away', () => {
  const healthy = () => fetch(`${baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${pharmacist}` } });

  /** Asks until the answer is 200; every answer before it must be a clean 503 with Retry-After. */
  async function recovers(): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await healthy();
      if (response.status === 200) return;
      await expectUnavailable(response);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not recover');
  }

  it('survives its connections being terminated mid-run, and answers again without a restart', async () => {
    expect((await healthy()).status).toBe(200);
    const admin = new pg.Client({ connectionString: env.databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await recovers();
    expect((await fetch(`${baseUrl}/json/ready`)).status).toBe(200);
  });

  it('answers 503 with Retry-After while the database is unreachable, and reconnects by itself', async () => {
    const pool = postgresPoolOf(harness.payload.db);
    if (!pool) throw new Error('no PostgreSQL pool');
    const direct = new URL(env.databaseUrl);
    const proxy = databaseProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(env.databaseUrl);
    proxied.port = String(await proxy.start());
    // From now on the pool's new connections go through the proxy; the idle direct ones are dropped.
    const options = (pool as unknown as { options: { connectionString: string; idleTimeoutMillis: number } }).options;
    const original = options.connectionString;
    options.connectionString = proxied.toString();
    try {
      await terminateOtherBackends(original);
      await recovers();

      await proxy.stop();
      await expectUnavailable(await healthy());
      await expectUnavailable(await fetch(`${baseUrl}/json/ready`));

      await proxy.start();
      await recovers();
      expect((await fetch(`${baseUrl}/json/ready`)).status).toBe(200);
    } finally {
      options.connectionString = original;
      await proxy.stop();
    }
    // Back on the direct connection for the rest of the file.
    await terminateOtherBackends(original);
    await recovers();
  });
});

describe('the graceful shutdown', () => {
  it('answers /json/ready 503 with Retry-After while it drains, lets the request in flight finish, and exits 0', async () => {
    const botCheck = await solveBotCheck(baseUrl);
    const submitting = reportWithFiles([fileOf(pdfBytes(), 'report.pdf', 'application/pdf')], botCheck);
    while (lifecycle.requestsInFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = lifecycle.shutdown('SIGTERM');
    await expectUnavailable(await fetch(`${baseUrl}/json/ready`));
    expect((await submitting).status).toBe(201);
    await stopped;
    expect(exits).toEqual([0]);
    await expect(fetch(`${baseUrl}/json/ready`)).rejects.toThrow();
  });
});
