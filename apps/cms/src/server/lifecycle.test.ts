import { once } from 'node:events';
import { request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { createHttpServer, Lifecycle } from './lifecycle';

const TIMEOUTS = {
  headersTimeoutMs: 5000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5000,
  socketIdleTimeoutMs: 10_000,
};

type Logged = Record<string, unknown>;

function setUp(options: { drainTimeoutMs?: number; readyDelayMs?: number } = {}) {
  const logs: Logged[] = [];
  const logger = {
    info: (o: Logged) => logs.push(o),
    warn: (o: Logged) => logs.push(o),
    error: (o: Logged) => logs.push(o),
  };
  const exits: number[] = [];
  let closed = 0;
  const lifecycle = new Lifecycle({
    drainTimeoutMs: options.drainTimeoutMs ?? 2000,
    readyDelayMs: options.readyDelayMs ?? 0,
    logger,
    closeResources: () => {
      closed += 1;
      return Promise.resolve();
    },
    exit: (code) => exits.push(code),
  });
  /** Answers `/slow` after `release()` is called, anything else at once; `/ready` tells whether it drains. */
  const pending: (() => void)[] = [];
  const server = createHttpServer(
    lifecycle.track((req, res) => {
      if (req.url === '/slow') {
        pending.push(() => res.end('slow done'));
        return;
      }
      res.end(lifecycle.draining ? 'draining' : 'ready');
    }),
    TIMEOUTS,
  );
  lifecycle.manage(server);
  return {
    lifecycle,
    server,
    logs,
    exits,
    closed: () => closed,
    release: () => pending.splice(0).forEach((f) => f()),
    pending,
  };
}

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.closeAllConnections();
  servers = [];
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

function get(
  port: number,
  path: string,
  agent?: Agent,
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the graceful shutdown', () => {
  it('lets a request in flight finish with Connection: close, refuses new connections, then closes and exits 0', async () => {
    const { lifecycle, server, exits, closed, release, pending } = setUp();
    const port = await listen(server);
    const slow = get(port, '/slow');
    while (pending.length === 0) await tick();

    const stopped = lifecycle.shutdown('SIGTERM');
    expect(lifecycle.draining).toBe(true);
    await tick();
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/);
    expect(exits).toEqual([]);
    expect(closed()).toBe(0);

    release();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
    await stopped;
    expect(closed()).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('closes idle keep-alive connections at once', async () => {
    const { lifecycle, server, exits } = setUp();
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, '/', agent)).connection).toBe('keep-alive');
    const [socket] = Object.values(agent.freeSockets).flat();
    if (!socket) throw new Error('the agent kept no connection');
    const socketClosed = once(socket, 'close');
    await lifecycle.shutdown('SIGTERM');
    await socketClosed;
    expect(exits).toEqual([0]);
    agent.destroy();
  });

  it('waits for every drainer before it closes the resources', async () => {
    const { lifecycle, server, exits, closed } = setUp();
    await listen(server);
    let finishJob: () => void = () => undefined;
    lifecycle.addDrainer({ name: 'jobs', drain: () => new Promise<void>((resolve) => (finishJob = resolve)) });
    const stopped = lifecycle.shutdown('SIGTERM');
    await tick(50);
    expect(closed()).toBe(0);
    finishJob();
    await stopped;
    expect(closed()).toBe(1);
    expect(exits).toEqual([0]);
  });

  it('gives up after the time-out: cuts the connections still open and exits 1', async () => {
    const { lifecycle, server, exits, closed, logs, pending } = setUp({ drainTimeoutMs: 100 });
    const port = await listen(server);
    const slow = get(port, '/slow');
    while (pending.length === 0) await tick();
    await lifecycle.shutdown('SIGTERM');
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(closed()).toBe(1);
    expect(exits).toEqual([1]);
    expect(logs.some((log) => String(log.msg).includes('drain time-out'))).toBe(true);
  });

  it('keeps serving, as draining, for the ready delay before it stops accepting', async () => {
    const { lifecycle, server } = setUp({ readyDelayMs: 300 });
    const port = await listen(server);
    const stopped = lifecycle.shutdown('SIGTERM');
    expect(await get(port, '/')).toMatchObject({ status: 200, body: 'draining', connection: 'close' });
    await stopped;
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('answers the same shutdown when asked twice', async () => {
    const { lifecycle, server, exits } = setUp();
    await listen(server);
    const first = lifecycle.shutdown('SIGTERM');
    expect(lifecycle.shutdown('SIGINT')).toBe(first);
    await first;
    expect(exits).toEqual([0]);
  });
});
