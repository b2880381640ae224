// `node bench/api.mjs`: autocannon against the built server's JSON API (run `npm run build` first).
// Each scenario runs for DURATION seconds (default 10) at CONNECTIONS (default 50); the server runs on SQLite unless
// BENCH_DATABASE_URL names a PostgreSQL database it may fill. BENCH_SCALE=N adds N generated items per portal area
// to the demo content (issue 16's scale target: pages cost the same whatever the table size).
import autocannon from 'autocannon';

import { hotReads } from './hot-reads.mjs';
import { startServer } from './start-server.mjs';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);

const scale = Number(process.env.BENCH_SCALE ?? 0);
const server = await startServer({
  port: Number(process.env.PORT ?? 3200),
  databaseUrl: process.env.BENCH_DATABASE_URL,
  scale,
});
try {
  // The reference call first: every other call's rate and latency are given as a ratio to it, in the same run.
  const scenarios = await hotReads(server.baseUrl);
  const rows = [];
  let reference;
  for (const scenario of scenarios) {
    // One request first, so the answer is built before the measurement: a build's time is bench/cold.mjs's to show.
    const headers = scenario.body ? { ...scenario.headers, 'content-type': 'application/json' } : scenario.headers;
    const request = { method: scenario.method ?? 'GET', headers, body: scenario.body };
    const first = await fetch(`${server.baseUrl}${scenario.path}`, request);
    if (!first.ok) throw new Error(`${scenario.name} answered ${String(first.status)}`);
    await first.arrayBuffer();
    const result = await autocannon({
      url: `${server.baseUrl}${scenario.path}`,
      ...request,
      connections,
      duration,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    const rate = result.requests.average;
    reference ??= { rate, p50: result.latency.p50, p99: result.latency.p99 };
    const ratio = rate / reference.rate;
    rows.push({
      call: scenario.name,
      'req/s': Math.round(rate),
      'rate ÷ health': Number(ratio.toFixed(2)),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'p99 ÷ health': Number((result.latency.p99 / reference.p99).toFixed(1)),
      failed,
      // Issue 16's targets for a hot read: at least 0.33 of the health call's rate, p99 within 100 ms, no failure.
      target: scenario.headers ? (ratio >= 0.33 && result.latency.p99 <= 100 && failed === 0 ? 'met' : 'MISSED') : '',
    });
  }
  console.log(
    `autocannon, ${String(connections)} connections, ${String(duration)} s per call, ` +
      `${scale ? `${String(scale)} generated items per area` : 'demo content'}, ${new Date().toISOString()}; ` +
      'ratios are to GET /json/health in this run',
  );
  console.table(rows);
} finally {
  server.stop();
}
