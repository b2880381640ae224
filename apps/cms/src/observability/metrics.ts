import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { PostgresPool } from '../db/connection';
import { queueDepths } from '../db/job-claims';

export type MetricsSources = {
  /** Payload's database adapter, for the job queue's depth. */
  db: unknown;
  /** PostgreSQL's pool; undefined for SQLite, which has none. */
  pool: PostgresPool | undefined;
};

/**
 * The process's Prometheus metrics: requests per route pattern (count and latency), the job queue's depth per queue,
 * PostgreSQL's pool, and Node's own (memory, event loop, GC). One registry per server, so tests can have several.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'hcp_' });
    this.requests = new Counter({
      name: 'hcp_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.latency = new Histogram({
      name: 'hcp_http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const { db } = sources;
    new Gauge({
      name: 'hcp_jobs_queue_depth',
      help: 'Jobs of Payload’s queue not completed (waiting or running), by queue.',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const { queue, depth } of await queueDepths({ db })) this.set({ queue }, depth);
        } catch {
          // The database is down: the depth is unknown, and the pool's gauges say why.
        }
      },
    });
    const pool = sources.pool;
    if (pool) {
      const poolGauge = (name: string, help: string, read: (p: PostgresPool) => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read(pool));
          },
        });
      poolGauge('hcp_db_pool_connections', 'PostgreSQL connections the pool holds.', (p) => p.totalCount);
      poolGauge('hcp_db_pool_idle_connections', 'PostgreSQL connections idle in the pool.', (p) => p.idleCount);
      poolGauge(
        'hcp_db_pool_waiting_requests',
        'Queries waiting for a free PostgreSQL connection.',
        (p) => p.waitingCount,
      );
    }
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
