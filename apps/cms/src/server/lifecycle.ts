import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Work the shutdown waits for besides the requests in flight, such as the jobs a process is running. */
export type Drainer = { name: string; drain: () => Promise<void> };

/** What the lifecycle writes: a pino logger (Payload's) fits. */
export type LifecycleLogger = {
  info: (object: Record<string, unknown>) => void;
  warn: (object: Record<string, unknown>) => void;
  error: (object: Record<string, unknown>) => void;
};

export type LifecycleOptions = {
  /** The longest the shutdown waits for requests in flight and for the drainers, together (SHUTDOWN_TIMEOUT_MS). */
  drainTimeoutMs: number;
  /** How long the process keeps serving, while `/json/ready` answers 503, before it stops accepting (SHUTDOWN_DELAY_MS). */
  readyDelayMs: number;
  logger: LifecycleLogger;
  /** Closes what outlives the requests (the database pool, the error reports), after the drain. */
  closeResources: () => Promise<void>;
  /** The longest `closeResources` may take before the process leaves anyway. */
  closeTimeoutMs?: number;
  exit: (code: number) => void;
};

type Outcome = 'drained' | 'timed out';

const DEFAULT_CLOSE_TIMEOUT_MS = 5000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The process's life after start: it tracks the answers in flight, tells `/json/ready` when it is draining, and on
 * SIGTERM/SIGINT stops accepting connections, lets the requests and the drainers finish (up to the time-out), closes the
 * resources and exits (0 when everything finished, 1 when the time-out cut something off).
 */
export class Lifecycle {
  private drainingSince: number | undefined;
  private readonly inFlight = new Set<ServerResponse>();
  private readonly idle: (() => void)[] = [];
  private readonly drainers: Drainer[] = [];
  private readonly servers: Server[] = [];
  private stopping: Promise<void> | undefined;

  constructor(private readonly options: LifecycleOptions) {}

  /** True from the first signal on: `/json/ready` then answers 503 so load balancers stop sending. */
  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Adds work the shutdown awaits after the server stopped accepting (for example the job queue's drain). */
  addDrainer(drainer: Drainer): void {
    this.drainers.push(drainer);
  }

  /** A server whose connections the shutdown closes; its listener must be wrapped by `track`. */
  manage(server: Server): void {
    this.servers.push(server);
  }

  /** Wraps a request listener so the shutdown knows the answers in flight, and answers during it close their connection. */
  track(
    listener: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void {
    return (req, res) => {
      this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        if (this.inFlight.size === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
      if (this.draining) res.setHeader('Connection', 'close');
      listener(req, res);
    };
  }

  /** Listens for SIGTERM and SIGINT; a second signal during the drain leaves at once. */
  listen(signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
    for (const signal of signals) {
      process.on(signal, () => {
        if (this.stopping) {
          this.options.logger.warn({ msg: `${signal} again: leaving without waiting` });
          this.options.exit(1);
          return;
        }
        void this.shutdown(signal);
      });
    }
  }

  /** Drains and exits; calling it again answers the same promise. */
  shutdown(reason: string): Promise<void> {
    this.stopping ??= this.run(reason);
    return this.stopping;
  }

  private async run(reason: string): Promise<void> {
    const { logger } = this.options;
    this.drainingSince = Date.now();
    logger.info({ msg: `${reason}: draining`, inFlight: this.inFlight.size });
    if (this.options.readyDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.readyDelayMs));

    for (const server of this.servers) {
      server.close();
      // Keep-alive connections with no request would hold the process; the ones busy close after their answer.
      server.closeIdleConnections();
    }
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');

    const outcome = await within(this.drain(), this.options.drainTimeoutMs);
    if (outcome === 'timed out') {
      logger.warn({
        msg: `drain time-out after ${String(this.options.drainTimeoutMs)} ms: closing the remaining connections`,
        inFlight: this.inFlight.size,
      });
      for (const server of this.servers) server.closeAllConnections();
    }
    const closed = await within(
      this.options.closeResources().then(
        () => 'closed' as const,
        (error: unknown) => {
          logger.error({ err: error, msg: 'closing the resources failed' });
          return 'failed' as const;
        },
      ),
      this.options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS,
    );
    const clean = outcome === 'drained' && closed === 'closed';
    logger.info({
      msg: clean ? 'drained: exiting' : 'exiting after an incomplete drain',
      ms: Date.now() - this.drainingSince,
    });
    this.options.exit(clean ? 0 : 1);
  }

  private async drain(): Promise<Outcome> {
    const requests =
      this.inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => this.idle.push(resolve));
    const drainers = this.drainers.map(async ({ name, drain }) => {
      try {
        await drain();
      } catch (error) {
        this.options.logger.error({ err: error, msg: `drainer ${name} failed` });
      }
    });
    await Promise.all([requests, ...drainers]);
    return 'drained';
  }
}

/** The slow-client limits of the Node server (docs/architecture.md, "Slow clients"). */
export type HttpTimeouts = {
  /** The whole header block must arrive within this (else 408). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (else 408). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves in either direction for this long is closed (a body that stops mid-way). */
  socketIdleTimeoutMs: number;
};

/** Node's HTTP server with the time-outs set; the time-outs are checked often enough for the smallest of them. */
export function createHttpServer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  timeouts: HttpTimeouts,
): Server {
  const smallest = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(smallest / 4))),
    },
    listener,
  );
  // No 'timeout' listener: Node then destroys the idle socket itself.
  server.setTimeout(timeouts.socketIdleTimeoutMs);
  return server;
}
