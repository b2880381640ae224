// `node bench/api.mjs`: autocannon against the built server's JSON API (run `npm run build` first).
// Each scenario runs for DURATION seconds (default 10) at CONNECTIONS (default 50); the server runs on SQLite unless
// BENCH_DATABASE_URL names a PostgreSQL database it may fill.
import autocannon from 'autocannon';

import { startServer } from './start-server.mjs';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);

const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  const signIn = await fetch(`${server.baseUrl}/json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'clinician@example.com', password: 'portal-demo-2026' }),
  });
  const { token } = await signIn.json();

  const signedIn = { authorization: `Bearer ${token}` };
  const scenarios = [
    { name: 'GET /json/health', path: '/json/health' },
    { name: 'GET /json/api/v1/account', path: '/json/api/v1/account', headers: signedIn },
    { name: 'GET /education/a/b (SPA deep link)', path: '/education/a/b' },
    { name: 'GET stability list, page 1', path: '/json/api/v1/stability', headers: signedIn },
    { name: 'GET stability list, ?q=vanc', path: '/json/api/v1/stability?q=vanc', headers: signedIn },
    { name: 'GET a stability product', path: '/json/api/v1/stability/cefravex-1-g', headers: signedIn },
    { name: 'GET an education course', path: '/json/api/v1/education/antimicrobial-stewardship', headers: signedIn },
    { name: 'GET the CPD log', path: '/json/api/v1/cpd-log', headers: signedIn },
    { name: 'GET the stability submenu', path: '/json/api/v1/menu/stability', headers: signedIn },
    { name: 'GET the product catalogue', path: '/json/api/v1/product-catalogue', headers: signedIn },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${server.baseUrl}${scenario.path}`,
      headers: scenario.headers,
      connections,
      duration,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      failed,
    });
  }
  console.log(`autocannon, ${connections} connections, ${duration} s per scenario, ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  server.stop();
}
