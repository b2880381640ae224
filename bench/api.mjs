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
  /** The first item of a list, for the item calls: the demo's content, whatever its slugs. */
  const first = async (path, pick = (answer) => answer.items[0]) => {
    const response = await fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: signedIn });
    const item = pick(await response.json());
    if (!item) throw new Error(`${path} listed nothing to read`);
    return item.slug;
  };
  const educationCourse = await first('education');
  const educationItem = await first(`education/${educationCourse}`, (answer) => answer.items.items[0]);
  const api = (name, path) => ({ name, path: `/json/api/v1/${path}`, headers: signedIn });
  // The reference call first: every other call's rate and latency are given as a ratio to it, in the same run.
  const scenarios = [
    { name: 'GET /json/health (reference)', path: '/json/health' },
    api('account', 'account'),
    api('roles', 'account/roles'),
    api('stability list, page 1', 'stability'),
    api('stability item', `stability/${await first('stability')}`),
    api('stability search ?q=vanc', 'stability?q=vanc'),
    api('education list', 'education'),
    api('education course', `education/${educationCourse}`),
    api('education item', `education-item/${educationItem}`),
    api('clinical resources', 'clinical-resources'),
    api('clinical trials', 'clinical-trials'),
    api('important updates', 'important-updates'),
    api('teams', 'teams'),
    api('product catalogue', 'product-catalogue'),
    api('quick links', 'quick-links'),
    api('submenu: stability', 'menu/stability'),
    api('submenu: education', 'menu/education'),
    api('submenu: clinical resources', 'menu/clinical-resources'),
    api('submenu: clinical trials', 'menu/clinical-trials'),
    api('dashboard', 'account/dashboard'),
    api('pinned clinical requests', 'account/pinned-clinical-requests'),
    api('search ?q=vancomycin', 'search?q=vancomycin'),
    { name: 'GET /education/a/b (SPA deep link)', path: '/education/a/b' },
  ];
  const rows = [];
  let reference;
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${server.baseUrl}${scenario.path}`,
      headers: scenario.headers,
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
    `autocannon, ${String(connections)} connections, ${String(duration)} s per call, ${new Date().toISOString()}; ` +
      'ratios are to GET /json/health in this run',
  );
  console.table(rows);
} finally {
  server.stop();
}
